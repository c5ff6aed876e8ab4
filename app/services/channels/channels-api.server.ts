import { randomBytes } from "node:crypto";
import { HttpError } from "../../../core/http-error";
import { isActivePro } from "../../../core/plans";
import { listChannelAttempts } from "../../../db/queries/channel-attempts";
import {
  deleteLeadChannel,
  insertLeadChannel,
  listLeadChannels,
  updateLeadChannel,
} from "../../../db/queries/lead-channels";
import { findUserById } from "../../../db/queries/users";
import type { ChannelAttemptRow, LeadChannelRow } from "../../../db/schema";
import { namespaceT } from "../accounts/index.server";
import { requireOwned, type Actor } from "../landings/index.server";
import type { AppContext } from "../platform/index.server";
import { checkOwnerUrl } from "./outbound.server";

/**
 * Issue 25, the owner's API for a landing's channels: owner only (another
 * owner's landing is 404, like a missing one), PRO only (403 proRequired, the
 * rule of core/plans). Secrets are answered only when made (see webhooks-api);
 * a Bitrix24 URL carries the portal's credential and is shown masked.
 */
export type Ctx = AppContext;
export type Owner = Pick<Actor, "id" | "tariff" | "expired" | "total_available_landings"> & {
  language?: string;
};

/** The landing, when `owner` owns it and is PRO. */
export async function requireChannelLanding(ctx: Ctx, owner: Owner, uuid: string) {
  const landing = await requireOwned(ctx, owner, uuid);
  const account = await findUserById(ctx.db, owner.id);
  if (!account || !isActivePro(account, ctx.now())) throw new HttpError(403, "proRequired");
  return landing;
}

export const newChannelId = (): string => randomBytes(12).toString("base64url");

const URL_MAX = 2048;

/** The URL of a body, checked as when it is saved; 400 urlNotAllowed says why in the owner's language. */
export async function ownerUrl(ctx: Ctx, owner: Owner, body: unknown): Promise<string> {
  const raw = (body as { url?: unknown } | null)?.url;
  if (typeof raw !== "string" || raw.trim() === "" || raw.length > URL_MAX) {
    throw new HttpError(400, "invalidField", { field: "url" });
  }
  const url = raw.trim();
  const refusal = await checkOwnerUrl(url, ctx.config.outbound);
  if (refusal) {
    const t = namespaceT("channels", owner.language);
    const address = refusal.reason === "address" ? refusal.address : undefined;
    throw new HttpError(
      400,
      "urlNotAllowed",
      { reason: refusal.reason, ...(address && { address }) },
      { text: t(`url.${refusal.reason}`, { address }) },
    );
  }
  return url;
}

/** `https://portal/rest/1/••••/`: the code is the portal's password. */
export const maskBitrixUrl = (url: string): string =>
  url.replace(/(\/rest\/[^/]+\/)([^/]+)/, (_m, head: string) => `${head}••••`);

export type ChannelState = "connected" | "failing" | "off";

export const channelState = (c: LeadChannelRow): ChannelState =>
  c.enabled !== 1 ? "off" : c.failing_since ? "failing" : "connected";

export const attemptView = (a: ChannelAttemptRow) => ({
  at: a.at,
  ok: a.ok === 1,
  statusCode: a.status_code,
  durationMs: a.duration_ms,
  answer: a.answer,
  error: a.error,
  leadId: a.lead_id,
  deliveryId: a.delivery_id,
});

export async function channelView(ctx: Ctx, c: LeadChannelRow) {
  const [last] = await listChannelAttempts(ctx.db, c.id, 1);
  return {
    id: c.id,
    kind: c.kind,
    url: c.kind === "bitrix24" && c.url ? maskBitrixUrl(c.url) : c.url,
    ...(c.kind === "telegram" && { chatTitle: c.chat_title }),
    enabled: c.enabled === 1,
    state: channelState(c),
    offReason: c.enabled === 1 ? null : (c.off_reason ?? "owner"),
    failingSince: c.failing_since,
    createdAt: c.created_at,
    lastDelivery: last ? attemptView(last) : null,
  };
}

/** GET /api/landings/{id}/channels */
export async function listChannels(ctx: Ctx, owner: Owner, uuid: string) {
  await requireChannelLanding(ctx, owner, uuid);
  const rows = await listLeadChannels(ctx.db, uuid);
  return { channels: await Promise.all(rows.map((c) => channelView(ctx, c))) };
}

/** PUT /api/landings/{id}/channels/bitrix24 {url}: connects the portal, or changes its URL. */
export async function putBitrix24(ctx: Ctx, owner: Owner, uuid: string, body: unknown) {
  await requireChannelLanding(ctx, owner, uuid);
  const url = await ownerUrl(ctx, owner, body);
  const now = ctx.now().toISOString();
  const [current] = await listLeadChannels(ctx.db, uuid, "bitrix24");
  if (current) {
    const on = { enabled: 1, off_reason: null, failing_since: null };
    await updateLeadChannel(ctx.db, current.id, { url, ...on }, now);
  } else {
    await insertLeadChannel(ctx.db, {
      id: newChannelId(),
      landing_uuid: uuid,
      owner_id: owner.id,
      kind: "bitrix24",
      url,
      chat_id: null,
      chat_title: null,
      secret: null,
      previous_secret: null,
      previous_secret_until: null,
      off_reason: null,
      failing_since: null,
      created_at: now,
      updated_at: now,
    });
  }
  const [row] = await listLeadChannels(ctx.db, uuid, "bitrix24");
  return channelView(ctx, row!);
}

/** DELETE /api/landings/{id}/channels/bitrix24 */
export async function deleteBitrix24(ctx: Ctx, owner: Owner, uuid: string) {
  await requireChannelLanding(ctx, owner, uuid);
  const rows = await listLeadChannels(ctx.db, uuid, "bitrix24");
  for (const row of rows) await deleteLeadChannel(ctx.db, row.id);
  return { deleted: rows.length > 0 };
}
