import {
  LEADS_PAGE_SIZE,
  LEADS_QUERY_MAX,
  isLeadStatus,
  type LeadStatusName,
} from "../../../core/leads/inbox";
import { channelKey } from "../../../core/leads/channels";
import { listLeadChannels } from "../../../db/queries/lead-channels";
import { listLeadDeliveries } from "../../../db/queries/lead-deliveries";
import {
  countNewLeads,
  countNewLeadsByLanding,
  deleteLeadOfOwner,
  getLeadOfOwner,
  listLeadsOfOwner,
  updateLeadOfOwner,
} from "../../../db/queries/leads";
import type { LeadChannelRow, LeadDeliveryRow, LeadRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import { HttpError, reasonPhraseError, wakeTasks } from "../platform/index.server";
import { planDelivery } from "./delivery.server";

/** The owner's inbox (issue 24): every call names the owner; another owner's lead is 404. */
type Ctx = Pick<AppContext, "db" | "now">;
type Owner = { id: number };

export interface LeadView {
  id: string;
  status: LeadStatusName;
  spam: boolean;
  createdAt: string;
  /** The landing's uuid. */
  landing: string;
  /** Each field with its label as the visitor saw it and the value exactly as typed. */
  fields: Array<{ label: string; value: string }>;
  item: { title: string; price?: unknown } | null;
  pageUrl: string;
  pageLang: string;
  referrer: string;
  utm: { source: string; medium: string; campaign: string; term: string; content: string };
  consent: {
    text: string;
    hash: string;
    policyUrl: string;
    at: string;
    ip: string | null;
    userAgent: string;
  };
}

export interface LeadDetail extends LeadView {
  deliveries: Array<{
    channel: string;
    status: LeadDeliveryRow["status"];
    attempts: number;
    lastError: string | null;
    updatedAt: string;
    /**
     * Which one of its kind, while the channel still exists: a webhook's or
     * Bitrix24's host, a Telegram chat's title. Never the full URL (its path may be a secret).
     */
    target: string | null;
  }>;
}

function hostOf(url: string | null): string | null {
  try {
    return url ? new URL(url).host : null;
  } catch {
    return null;
  }
}

function channelTarget(c: LeadChannelRow): string | null {
  return c.kind === "telegram" ? c.chat_title || null : hostOf(c.url);
}

function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function leadView(row: LeadRow): LeadView {
  const fields = parseJson<Array<{ label?: unknown; value?: unknown }>>(row.fields, []);
  return {
    id: row.id,
    status: row.status,
    spam: row.spam === 1,
    createdAt: row.created_at,
    landing: row.landing_uuid,
    fields: fields.map((f) => ({ label: String(f.label ?? ""), value: String(f.value ?? "") })),
    item: parseJson<LeadView["item"]>(row.item, null),
    pageUrl: row.page_url,
    pageLang: row.page_lang,
    referrer: row.referrer,
    utm: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
    },
    consent: {
      text: row.consent_text,
      hash: row.consent_hash,
      policyUrl: row.consent_policy_url,
      at: row.consent_at,
      ip: row.consent_ip,
      userAgent: row.consent_user_agent,
    },
  };
}

/** The inbox's filters from a query string; a wrong one is a 400 naming it. */
export function leadFilters(params: URLSearchParams) {
  const landing = params.get("landing")?.trim() || undefined;
  if (landing !== undefined && landing.length > 64) {
    throw new HttpError(400, "invalidField", { field: "landing" });
  }
  const rawStatus = params.get("status")?.trim() || undefined;
  if (rawStatus !== undefined && !isLeadStatus(rawStatus)) {
    throw new HttpError(400, "invalidField", { field: "status" });
  }
  const spam = params.get("spam");
  if (spam !== null && !["true", "false", "1", "0", ""].includes(spam)) {
    throw new HttpError(400, "invalidField", { field: "spam" });
  }
  const q = params.get("q")?.trim() || undefined;
  if (q !== undefined && q.length > LEADS_QUERY_MAX) {
    throw new HttpError(400, "invalidField", { field: "q" });
  }
  const rawPage = params.get("page");
  const page = rawPage === null || rawPage === "" ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    throw new HttpError(400, "invalidField", { field: "page" });
  }
  return {
    landing,
    status: rawStatus as LeadStatusName | undefined,
    spam: spam === "true" || spam === "1",
    q,
    page,
  };
}

/** `GET /api/leads`: one page, newest first; spam only in the Spam folder (`spam=true`). */
export async function listLeads(
  ctx: Ctx,
  owner: Owner,
  params: URLSearchParams,
): Promise<{ leads: LeadView[]; total: number; page: number }> {
  const f = leadFilters(params);
  const { rows, total } = await listLeadsOfOwner(ctx.db, {
    ownerId: owner.id,
    ...f,
    pageSize: LEADS_PAGE_SIZE,
  });
  return { leads: rows.map(leadView), total, page: f.page };
}

/** `GET /api/leads/{id}`: the lead with each channel's delivery state. */
export async function getLead(ctx: Ctx, owner: Owner, id: string): Promise<LeadDetail> {
  const row = await getLeadOfOwner(ctx.db, owner.id, id);
  if (!row) throw reasonPhraseError(404);
  const [deliveries, channels] = await Promise.all([
    listLeadDeliveries(ctx.db, row.id),
    listLeadChannels(ctx.db, row.landing_uuid),
  ]);
  const targets = new Map(channels.map((c) => [channelKey(c), channelTarget(c)]));
  return {
    ...leadView(row),
    deliveries: deliveries.map((d) => ({
      channel: d.channel,
      status: d.status,
      attempts: d.attempts,
      lastError: d.last_error,
      updatedAt: d.updated_at,
      target: targets.get(d.channel) ?? null,
    })),
  };
}

/**
 * `PATCH /api/leads/{id}` with `{status}` and/or `{spam}`. A lead marked "not
 * spam" is delivered then, in the same transaction as the change.
 */
export async function patchLead(
  ctx: Ctx,
  owner: Owner,
  id: string,
  body: unknown,
): Promise<LeadDetail> {
  const b = (body ?? {}) as { status?: unknown; spam?: unknown };
  if (b.status === undefined && b.spam === undefined) throw new HttpError(400, "invalidBody");
  if (b.status !== undefined && !isLeadStatus(b.status)) {
    throw new HttpError(400, "invalidField", { field: "status" });
  }
  if (b.spam !== undefined && typeof b.spam !== "boolean") {
    throw new HttpError(400, "invalidField", { field: "spam" });
  }
  const status = b.status as LeadStatusName | undefined;
  const spam = b.spam as boolean | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    const before = await getLeadOfOwner(trx, owner.id, id);
    if (!before) throw reasonPhraseError(404);
    await updateLeadOfOwner(trx, owner.id, id, { status, spam });
    if (before.spam === 1 && spam === false) {
      await planDelivery(trx, { id, landingUuid: before.landing_uuid }, ctx.now(), {
        again: true,
      });
    }
  });
  if (spam === false) wakeTasks();
  return getLead(ctx, owner, id);
}

/** `DELETE /api/leads/{id}`. */
export async function deleteLead(ctx: Ctx, owner: Owner, id: string): Promise<{ success: true }> {
  if (!(await deleteLeadOfOwner(ctx.db, owner.id, id))) throw reasonPhraseError(404);
  return { success: true };
}

/** The nav's count alone (one query, on every owner page): new leads, spam left out. */
export async function newLeadTotal(ctx: Ctx, owner: Owner): Promise<number> {
  return countNewLeads(ctx.db, owner.id);
}

/** The nav's count and each landing card's: new leads, spam left out. */
export async function newLeadCounts(
  ctx: Ctx,
  owner: Owner,
): Promise<{ total: number; byLanding: Record<string, number> }> {
  const [total, byLanding] = await Promise.all([
    countNewLeads(ctx.db, owner.id),
    countNewLeadsByLanding(ctx.db, owner.id),
  ]);
  return { total, byLanding: Object.fromEntries(byLanding) };
}
