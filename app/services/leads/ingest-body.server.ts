import { FORM_INPUTS, UTM_KEYS, type UtmKey } from "../../../core/landing/form";
import type { LeadIngestBody } from "../../../core/leads/ingest";

/** The worker's relay body, checked for shape; null when it is not one. */
export function parseIngestBody(value: unknown): LeadIngestBody | null {
  if (typeof value !== "object" || value === null) return null;
  const b = value as Record<string, unknown>;
  const v = b.visitor as Record<string, unknown> | null | undefined;
  const f = b.fields as Record<string, unknown> | null | undefined;
  const str = (x: unknown): x is string => typeof x === "string";
  if (!str(b.landing) || !b.landing || b.landing.length > 64) return null;
  if (!str(b.lang) || !str(b.pageUrl)) return null;
  if (typeof v !== "object" || v === null || typeof f !== "object" || f === null) return null;
  if (!(v.ip === null || str(v.ip)) || !str(v.country) || !str(v.userAgent) || !str(v.referer)) {
    return null;
  }
  if (Array.isArray(f) || !Object.values(f).every(str)) return null;
  return {
    landing: b.landing,
    lang: b.lang,
    pageUrl: b.pageUrl,
    visitor: {
      ip: v.ip as string | null,
      country: v.country,
      userAgent: v.userAgent,
      referer: v.referer,
    },
    fields: f as Record<string, string>,
  };
}

/** Attribution texts are kept, not trusted: capped so one request cannot fill the database. */
const UTM_MAX = 200;
const URL_MAX = 2048;

export type Attribution = { referrer: string } & Record<UtmKey, string>;

/**
 * Where the visitor came from: the hidden `utm_*` and `ref` inputs the worker
 * wrote at the view; without them (an old cached copy), the UTM tags of the
 * submit's Referer, which is the page's own address.
 */
export function attribution(body: LeadIngestBody): Attribution {
  let fromReferer: URLSearchParams | null = null;
  try {
    fromReferer = body.visitor.referer ? new URL(body.visitor.referer).searchParams : null;
  } catch {
    fromReferer = null;
  }
  const out = {
    referrer: (body.fields[FORM_INPUTS.referrer] ?? "").slice(0, URL_MAX),
  } as Attribution;
  for (const key of UTM_KEYS) {
    const value = body.fields[key] || fromReferer?.get(key) || "";
    out[key] = value.slice(0, UTM_MAX);
  }
  return out;
}

/** The page address as kept with the lead: no query (the UTM tags are kept apart). */
export function pageAddress(pageUrl: string): string {
  try {
    const u = new URL(pageUrl);
    return `${u.origin}${u.pathname}`.slice(0, URL_MAX);
  } catch {
    return "";
  }
}
