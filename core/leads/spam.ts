import type { FormFieldKind } from "../landing/form";

/**
 * Issue 24's spam rules that need nothing but the request, cheapest first. A
 * request judged spam is still stored (flagged, never delivered), so a wrong
 * verdict costs the owner a look in the Spam folder, never a lost customer.
 * The per-address and per-landing limits live in the app's ingest with the
 * shared limit store, not here.
 */

/** A submit sooner than this after its view was filled by a machine. No upper age: a 304 keeps old copies. */
export const MIN_FILL_MS = 3000;
/** This many URLs in one value is a link drop. */
export const SPAM_URLS_PER_VALUE = 3;
/** Fields where no person types a URL. */
const NO_URL_KINDS: ReadonlySet<FormFieldKind> = new Set(["name", "phone"]);

export type SpamRule = "honeypot" | "noViewTime" | "tooFast" | "links" | "turnstile";

/**
 * Issue 25, Turnstile (when the operator set it up): what siteverify said of
 * the submit's token. A failed or missing token (script off) is spam, stored
 * all the same; an answer that never came is not held against the visitor.
 */
export type TurnstileVerdict = "passed" | "failed" | "missing" | "unverified";

export interface SpamInput {
  /** The honeypot input's value, as submitted (absent when the input was not sent). */
  honeypot: string | undefined;
  /**
   * The view time from `_ts` once its signature checked out, in ms; null when
   * it was missing, unreadable or forged.
   */
  viewedAt: number | null;
  /** When the submit arrived, in ms, on the clock that stamped `viewedAt`. */
  submittedAt: number;
  /** The visitor's values with the kind of field they were typed into. */
  fields: readonly { kind: FormFieldKind; value: string }[];
  /** Absent when Turnstile is not set up. */
  turnstile?: TurnstileVerdict;
}

// A scheme or a "www." start is what makes text a clickable link in a mail or a messenger.
const URL_RE = /\b(?:https?:\/\/|www\.)\S/gi;

export function countUrls(value: string): number {
  return value.match(URL_RE)?.length ?? 0;
}

/** The first rule the request breaks, or null for a request from a person. HTML alone breaks none. */
export function spamRule(input: SpamInput): SpamRule | null {
  if (input.honeypot !== undefined && input.honeypot !== "") return "honeypot";
  if (input.viewedAt === null) return "noViewTime";
  if (input.submittedAt - input.viewedAt < MIN_FILL_MS) return "tooFast";
  for (const f of input.fields) {
    const urls = countUrls(f.value);
    if (urls >= SPAM_URLS_PER_VALUE || (urls > 0 && NO_URL_KINDS.has(f.kind))) return "links";
  }
  if (input.turnstile === "failed" || input.turnstile === "missing") return "turnstile";
  return null;
}
