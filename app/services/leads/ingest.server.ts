import { randomBytes } from "node:crypto";
import { FORM_INPUTS, formItems } from "../../../core/landing/form";
import { parseServerContent } from "../../../core/landing/parse";
import { consentRecord } from "../../../core/leads/consent";
import {
  LEADS_SIGNATURE_HEADER,
  LEADS_TIMESTAMP_HEADER,
  MAX_LEAD_INGEST_BYTES,
  readViewTime,
  verifyLeadIngest,
  type LeadIngestBody,
} from "../../../core/leads/ingest";
import { spamRule } from "../../../core/leads/spam";
import { verifyTurnstile } from "./turnstile.server";
import { validateLead } from "../../../core/leads/validate";
import { pageExpired, pageShowsPro } from "../../../core/plans";
import { isPublishedLanguage, isTranslationTarget } from "../../../core/translate/languages";
import { getLandingWithOwner, type LandingWithOwner } from "../../../db/queries/landings";
import { insertLead } from "../../../db/queries/leads";
import { findTranslationSettings } from "../../../db/queries/translation-settings";
import type { AppContext } from "../platform/index.server";
import {
  errorResponse,
  HttpError,
  methodNotAllowed,
  reasonPhraseError,
  sha256Hex,
  wakeTasks,
} from "../platform/index.server";
import { languageVersions } from "../publishing/index.server";
import { planDelivery } from "./delivery.server";
import { overLeadLimit } from "./limits.server";
import { attribution, pageAddress, parseIngestBody } from "./ingest-body.server";

type Ctx = Pick<AppContext, "db" | "config" | "now">;

/** The content of the version the visitor saw: the published page, or its /en or /uk translation. */
async function shownContent(ctx: Ctx, landing: LandingWithOwner, lang: string) {
  const content = parseServerContent(JSON.parse(landing.published_content ?? "{}"));
  if (!lang || lang === landing.lang) {
    return isPublishedLanguage(landing.lang) ? { content, lang: landing.lang } : null;
  }
  if (!isTranslationTarget(lang)) return null;
  const pro = pageShowsPro(landing, ctx.now());
  const settings = await findTranslationSettings(ctx.db, landing.uuid);
  const { versions } = await languageVersions(ctx.db, landing, content, pro, settings);
  const version = versions.find((v) => v.lang === lang);
  return version ? { content: version.content, lang } : null;
}

/**
 * Checks a relayed submit against the landing's PUBLISHED form, judges spam,
 * and stores it with its delivery plan in one transaction. Answers the lead's
 * id only once that committed; a refusal is an HttpError whose values name
 * the fields (the worker words it in the page's language).
 */
export async function storeLead(ctx: Ctx, body: LeadIngestBody): Promise<{ id: string }> {
  const now = ctx.now();
  const landing = await getLandingWithOwner(ctx.db, body.landing, now);
  // Unpublished and binned landings are not there for visitors.
  if (!landing || landing.published !== 1 || !landing.published_content || landing.deleted_at) {
    throw reasonPhraseError(404);
  }
  if (pageExpired(landing, now)) throw new HttpError(403, "expired");
  const shown = await shownContent(ctx, landing, body.lang);
  if (!shown) throw reasonPhraseError(404);
  const { content } = shown;
  const items = formItems(content.cards);
  const check = validateLead(content.form, body.fields, items);
  if (!check.ok) throw new HttpError(422, "invalidLead", { errors: check.errors });

  const viewedAt = await readViewTime(
    ctx.config.leads.ingestSecret,
    body.fields[FORM_INPUTS.viewTime],
  );
  const judged = {
    honeypot: body.fields[FORM_INPUTS.honeypot],
    viewedAt,
    submittedAt: now.getTime(),
    fields: check.fields,
  };
  // The free rules first: Turnstile's siteverify is a network call, made only when they pass.
  const turnstile = ctx.config.leads.turnstile;
  const spam =
    spamRule(judged) ??
    (turnstile
      ? spamRule({
          ...judged,
          turnstile: await verifyTurnstile(
            turnstile,
            body.fields[FORM_INPUTS.turnstile],
            body.visitor.ip,
          ),
        })
      : null);
  const consent = consentRecord({
    form: content.form!,
    lang: shown.lang,
    hash: sha256Hex,
    at: now,
    address: body.visitor.ip,
    userAgent: body.visitor.userAgent,
  });
  const where = attribution(body);
  const id = randomBytes(16).toString("base64url");
  const values = check.fields.map((f) => f.value);
  if (check.item) values.push(check.item.title);
  await ctx.db.transaction().execute(async (trx) => {
    await insertLead(trx, {
      id,
      landing_uuid: landing.uuid,
      owner_id: landing.parent_user,
      created_at: now.toISOString(),
      spam: spam ? 1 : 0,
      fields: JSON.stringify(
        check.fields.map((f) => ({ name: f.id, label: f.label, value: f.value })),
      ),
      item: check.item
        ? JSON.stringify({ title: check.item.title, price: check.item.price ?? null })
        : null,
      search_text: values.join("\n").toLowerCase(),
      page_url: pageAddress(body.pageUrl),
      page_lang: shown.lang,
      ...where,
      consent_text: consent.text,
      consent_hash: consent.textHash,
      consent_policy_url: consent.policyUrl,
      consent_at: consent.at,
      consent_ip: consent.address,
      consent_user_agent: consent.userAgent ?? "",
    });
    // Spam is kept aside, never delivered, until the owner says otherwise.
    if (!spam) await planDelivery(trx, { id, landingUuid: landing.uuid }, now);
  });
  // Committed: the runner in this process sends the first attempt now, not at its next tick.
  if (!spam) wakeTasks();
  return { id };
}

/**
 * `POST /api/internal/leads`: the worker's relay of a visitor's submit, signed
 * with LEADS_INGEST_SECRET over its timestamp and body (core/leads/ingest).
 * Unsigned, wrongly signed or stale relays get 401 before anything is read
 * into the database.
 */
export async function acceptLead(ctx: Ctx, request: Request): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_LEAD_INGEST_BYTES) return errorResponse(new HttpError(413, "tooLarge"));
  const text = await request.text();
  if (text.length > MAX_LEAD_INGEST_BYTES) return errorResponse(new HttpError(413, "tooLarge"));
  const signed = await verifyLeadIngest(
    ctx.config.leads.ingestSecret,
    text,
    request.headers.get(LEADS_TIMESTAMP_HEADER),
    request.headers.get(LEADS_SIGNATURE_HEADER),
    ctx.now(),
  );
  if (!signed) return errorResponse(reasonPhraseError(401));
  let body: LeadIngestBody | null = null;
  try {
    body = parseIngestBody(JSON.parse(text));
  } catch {
    body = null;
  }
  if (!body) return errorResponse(new HttpError(400, "invalidBody"));
  if (await overLeadLimit(ctx.config.leads, body.landing, body.visitor.ip)) {
    return errorResponse(
      new HttpError(429, "tooManyLeads", {}, { headers: { "Retry-After": "60" } }),
    );
  }
  try {
    return Response.json({ success: true, ...(await storeLead(ctx, body)) }, { status: 201 });
  } catch (error) {
    return errorResponse(error);
  }
}
