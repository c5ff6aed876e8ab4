import { LEAD_PATH_SUFFIX } from "../core/landing/form-inputs";
import { MAX_LEAD_SUBMIT_BYTES, signLeadIngest, type LeadIngestBody } from "../core/leads/ingest";
import { countryCode } from "../core/stats/rules";
import { isPublishedLanguage, type PublishedLanguage } from "../core/translate/languages";
import type { EdgeConfig } from "./config";
import { securityHeaders } from "./headers";
import { landingState, type ResolvedLanding } from "./landing";
import { leadErrorText, leadTexts } from "./lead-texts";
import { leadPage, pageFieldLabels, pageSuccessText } from "./lead-page";

/**
 * Issue 24: a visitor's submit, `POST {page}/lead` on the page's own origin.
 * The worker keeps nothing: it checks the request's size and origin, relays
 * the fields with what it knows of the visitor to the app's
 * `POST /api/internal/leads` (signed, core/leads/ingest), and says "sent" only
 * when the app answers that the lead is stored. A fetch caller (Accept:
 * application/json) gets `{success}` or `{error, code, message, fields}`;
 * a browser without script a small page in the page's language.
 */
/** The page a `…/lead` path belongs to (`/l/a/en/lead` → `/l/a/en`, `/lead` → `/`); null for other paths. */
export function leadPagePath(pathname: string): string | null {
  if (!pathname.endsWith(LEAD_PATH_SUFFIX)) return null;
  return pathname.slice(0, -LEAD_PATH_SUFFIX.length) || "/";
}

export interface LeadTarget {
  /** The landing at the page's path; null when there is none. */
  landing: ResolvedLanding | null;
  /** The language version in the path (`en`, `uk`), if any. */
  version?: string;
  /** The page's path, the thank-you page's way back. */
  pagePath: string;
}

export interface LeadDeps {
  config: EdgeConfig;
  now(): Date;
  secure: boolean;
  fetcher?: typeof fetch;
}

/** What became of a submit: 201 = stored by the app. */
interface Outcome {
  status: number;
  code: string;
  fields?: Array<{ field: string; message: string }>;
  headers?: Record<string, string>;
}

const fail = (status: number, code: string, extra: Partial<Outcome> = {}): Outcome => ({
  status,
  code,
  ...extra,
});

/** The body, read no further than the limit: null when it is larger. */
async function readCapped(request: Request): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_LEAD_SUBMIT_BYTES) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_LEAD_SUBMIT_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/** The submitted inputs as name → text: form-encoded (a browser) or a JSON object of strings (fetch). */
export function parseSubmit(contentType: string, text: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  if (/^application\/json\b/i.test(contentType)) {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return null;
    }
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
    for (const [name, value] of Object.entries(data)) {
      if (typeof value !== "string") return null;
      fields[name] = value;
    }
    return fields;
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(contentType)) return null;
  for (const [name, value] of new URLSearchParams(text)) {
    // A repeated name keeps its first value: the form has one input per name.
    if (!Object.prototype.hasOwnProperty.call(fields, name)) fields[name] = value;
  }
  return fields;
}

/** The relay body: the visitor's fields apart from what the edge knows of the visitor. */
export function relayBody(
  request: Request,
  target: { uuid: string; version?: string; pagePath: string },
  fields: Record<string, string>,
  config: EdgeConfig,
): LeadIngestBody {
  const url = new URL(request.url);
  const cf = (request as { cf?: { country?: unknown } }).cf;
  return {
    landing: target.uuid,
    lang: target.version ?? "",
    pageUrl: `${url.origin}${target.pagePath}`,
    visitor: {
      // Only Cloudflare's edge sets (and overwrites) this header; elsewhere a client could forge it.
      ip: config.addressFromEdge ? request.headers.get("CF-Connecting-IP") || null : null,
      country: countryCode(cf?.country),
      userAgent: request.headers.get("User-Agent") ?? "",
      referer: request.headers.get("Referer") ?? "",
    },
    fields,
  };
}

/** The app's answer as an outcome; a failure to reach it is "nothing was sent". */
async function relay(
  body: LeadIngestBody,
  lang: PublishedLanguage,
  deps: LeadDeps,
): Promise<Outcome> {
  const { leadsIngestUrl: url, leadsSecret: secret } = deps.config;
  if (!url || !secret) return fail(503, "notSent");
  const text = JSON.stringify(body);
  let res: Response;
  try {
    res = await (deps.fetcher ?? fetch)(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(await signLeadIngest(secret, text, deps.now())),
      },
      body: text,
      // A redirect is not the app storing the lead: a 3xx is answered as it is, and is not "sent".
      redirect: "manual",
    });
  } catch (err) {
    console.warn("lead relay failed", err);
    return fail(503, "notSent");
  }
  const answer = (await res.json().catch(() => null)) as {
    success?: unknown;
    id?: unknown;
    errors?: Array<{ field?: unknown; message?: unknown }>;
  } | null;
  // "Sent" only as the app says it: 201 and {success: true, id}. Any other 2xx
  // (a proxy's page, a wrong address) is nothing stored.
  if (
    res.status === 201 &&
    answer?.success === true &&
    typeof answer.id === "string" &&
    answer.id !== ""
  ) {
    return { status: 201, code: "sent" };
  }
  if (res.status === 422) {
    const fields = (answer?.errors ?? []).map((e) => ({
      field: String(e.field ?? "form"),
      message: leadErrorText(lang, e.message),
    }));
    return fail(422, "invalidLead", { fields });
  }
  if (res.status === 429) {
    return fail(429, "tooMany", {
      headers: { "Retry-After": res.headers.get("Retry-After") ?? "60" },
    });
  }
  if (res.status === 404 || res.status === 403) return fail(404, "unavailable");
  if (res.status === 413) return fail(413, "tooLarge");
  console.warn(`lead ingest answered ${res.status}`);
  // Never a false "sent": whatever else the app says, the visitor is told to try again.
  return fail(503, "notSent");
}

async function submit(
  request: Request,
  target: LeadTarget,
  lang: PublishedLanguage,
  deps: LeadDeps,
) {
  const origin = request.headers.get("Origin");
  // Another site's page may not post into this one's inbox; a missing Origin (older clients) is let in.
  if (origin !== null && origin !== new URL(request.url).origin) return fail(403, "refused");
  if (!target.landing || landingState(target.landing.meta, deps.now()) === "hidden") {
    return fail(404, "unavailable");
  }
  const bytes = await readCapped(request);
  if (!bytes) return fail(413, "tooLarge");
  const fields = parseSubmit(
    request.headers.get("Content-Type") ?? "",
    new TextDecoder().decode(bytes),
  );
  if (!fields) return fail(400, "invalidLead");
  const body = relayBody(request, { ...target, uuid: target.landing.uuid }, fields, deps.config);
  return relay(body, lang, deps);
}

/** The page's language: the version's, else the stored page's own. */
function pageLang(target: LeadTarget): PublishedLanguage {
  const lang = target.version ?? target.landing?.meta?.lang;
  return isPublishedLanguage(lang) ? lang : "ru";
}

/** What the visitor reads for each outcome; anything unforeseen is "nothing was sent". */
function message(outcome: Outcome, lang: PublishedLanguage, landing: ResolvedLanding | null) {
  const t = leadTexts(lang);
  const texts: Record<string, string> = {
    sent: (landing && pageSuccessText(landing.page.body)) || t.success,
    invalidLead: t.check,
    tooMany: t.tooMany,
    tooLarge: t.tooLarge,
    unavailable: t.unavailable,
    refused: t.refused,
  };
  return Object.prototype.hasOwnProperty.call(texts, outcome.code)
    ? texts[outcome.code]
    : t.notSent;
}

/** Each refusal as a line of the error page: "Phone: Enter a phone number…". */
function fieldErrors(outcome: Outcome, landing: ResolvedLanding | null): string[] {
  if (!outcome.fields?.length) return [];
  const labels = landing ? pageFieldLabels(landing.page.body) : new Map<string, string>();
  return outcome.fields.map((f) => {
    const label = labels.get(f.field);
    return label ? `${label}: ${f.message}` : f.message;
  });
}

export async function leadResponse(
  request: Request,
  target: LeadTarget,
  deps: LeadDeps,
): Promise<Response> {
  const lang = pageLang(target);
  const outcome = await submit(request, target, lang, deps);
  const text = message(outcome, lang, target.landing);
  const headers: Record<string, string> = {
    "Cache-Control": "no-store",
    ...securityHeaders(deps.config, deps.secure),
    ...outcome.headers,
  };
  if ((request.headers.get("Accept") ?? "").includes("application/json")) {
    const body =
      outcome.status === 201
        ? { success: true, message: text }
        : { error: outcome.code, code: outcome.code, message: text, fields: outcome.fields ?? [] };
    return Response.json(body, { status: outcome.status, headers });
  }
  const html = leadPage({
    lang,
    sent: outcome.status === 201,
    message: text,
    errors: fieldErrors(outcome, target.landing),
    back: target.pagePath,
  });
  headers["Content-Type"] = "text/html; charset=utf-8";
  headers["X-Robots-Tag"] = "noindex";
  // The thank-you page answers 200 so that every browser shows it; refusals keep their status.
  return new Response(html, { status: outcome.status === 201 ? 200 : outcome.status, headers });
}
