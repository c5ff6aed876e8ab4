/**
 * Issue 24: the names of the inputs a page's lead form carries besides the
 * owner's fields, and where the form posts. The page, the worker and the
 * ingest all read them from here. No zod here: the worker imports this module,
 * and its bundle must not carry the schema library (core/landing/form.ts holds
 * the schema and re-exports these).
 */

/** A page's form posts to its own address plus this: `/l/{alias}/lead`, `/en/lead`, `/lead`. */
export const LEAD_PATH_SUFFIX = "/lead";
/** The attribute on the page's `<form>`: the worker rewrites views of pages that have it. */
export const LEAD_FORM_ATTR = "data-lead";

/** The inputs the page adds around the owner's fields; no field may take these names. */
export const FORM_INPUTS = {
  /** This view's time, signed by the worker (the minimum fill time). */
  viewTime: "_ts",
  /** The honeypot: a text input people never see, which bots fill. */
  honeypot: "website",
  /** The chosen card, when cards carry a price or an Order button. */
  item: "item",
  consent: "consent",
  referrer: "ref",
  /** Issue 25: the token Cloudflare Turnstile's widget writes into the form (its own name). */
  turnstile: "cf-turnstile-response",
} as const;
export const UTM_KEYS = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

const RESERVED_NAMES: ReadonlySet<string> = new Set([...Object.values(FORM_INPUTS), ...UTM_KEYS]);

/** No owner field may take a name the page uses itself (any `utm_*` included). */
export const isReservedInputName = (name: string) =>
  RESERVED_NAMES.has(name) || name.startsWith("utm_");

/** Issue 25: Cloudflare Turnstile's script, loaded by pages whose form carries the widget. */
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";
