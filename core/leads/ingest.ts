/**
 * Issue 24: the worker's relay of a submit to the app (`POST
 * /api/internal/leads`), shared by both sides. The worker signs an HMAC-SHA256
 * over "{timestamp}.{body}" with LEADS_INGEST_SECRET; the app checks it in
 * constant time and refuses a timestamp outside the skew window, so a
 * captured relay cannot be replayed later. Web Crypto runs the same in Node
 * and in workerd.
 */
export const LEADS_INGEST_PATH = "/api/internal/leads";
export const LEADS_TIMESTAMP_HEADER = "X-Leads-Timestamp";
export const LEADS_SIGNATURE_HEADER = "X-Leads-Signature";
/** How far the relay's timestamp may be from the app's clock, either way. */
export const LEADS_INGEST_SKEW_MS = 5 * 60_000;
/** The visitor's body is at most 16 KB (the worker answers 413 beyond); the relay adds metadata. */
export const MAX_LEAD_SUBMIT_BYTES = 16 * 1024;
export const MAX_LEAD_INGEST_BYTES = 2 * MAX_LEAD_SUBMIT_BYTES;

/** What the worker relays: the visitor's fields apart from what it knows about the visitor. */
export interface LeadIngestBody {
  /** The landing's uuid. */
  landing: string;
  /** The page's language version: "" for the main one, else "en", "uk". */
  lang: string;
  /** The page address the visitor submitted from (without its query). */
  pageUrl: string;
  visitor: {
    /** CF-Connecting-IP; null when the edge knows none (locally). */
    ip: string | null;
    /** ISO alpha-2 from the edge, or "unknown". */
    country: string;
    userAgent: string;
    /** The submit's Referer: the fallback source of the UTM tags. */
    referer: string;
  };
  /** The submitted inputs, by name, exactly as sent. */
  fields: Record<string, string>;
}

const encoder = new TextEncoder();

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The two headers of a relay of `body` at `now`. */
export async function signLeadIngest(
  secret: string,
  body: string,
  now: Date,
): Promise<Record<string, string>> {
  const ts = String(now.getTime());
  return {
    [LEADS_TIMESTAMP_HEADER]: ts,
    [LEADS_SIGNATURE_HEADER]: await hmacHex(secret, `${ts}.${body}`),
  };
}

/** Compares every character whatever differs first: the time taken says nothing of the secret. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a.charCodeAt(i) || 0) ^ b.charCodeAt(i);
  return diff === 0;
}

/** True when `body` was signed with `secret` at a time within the skew window of `now`. */
export async function verifyLeadIngest(
  secret: string,
  body: string,
  timestamp: string | null,
  signature: string | null,
  now: Date,
): Promise<boolean> {
  if (!secret || !timestamp || !signature || !/^\d{1,16}$/.test(timestamp)) return false;
  const expected = await hmacHex(secret, `${timestamp}.${body}`);
  const fresh = Math.abs(Number(timestamp) - now.getTime()) <= LEADS_INGEST_SKEW_MS;
  return sameText(signature.toLowerCase(), expected) && fresh;
}

/**
 * The hidden `_ts` the worker writes into the form at every view:
 * "{ms}.{hmac}", so the ingest can trust the view time (the minimum fill time).
 */
export async function signViewTime(secret: string, now: Date): Promise<string> {
  const ms = String(now.getTime());
  return `${ms}.${await hmacHex(secret, `view.${ms}`)}`;
}

/** The view time a `_ts` value carries, or null when it is missing, unreadable or forged. */
export async function readViewTime(secret: string, value: unknown): Promise<number | null> {
  if (typeof value !== "string" || !secret) return null;
  const m = /^(\d{1,16})\.([0-9a-f]{64})$/.exec(value);
  if (!m) return null;
  return sameText(m[2], await hmacHex(secret, `view.${m[1]}`)) ? Number(m[1]) : null;
}
