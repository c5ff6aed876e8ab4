/**
 * In production each landing also lives on its own subdomain of the public
 * domain, `{alias}.<PUBLIC_DOMAIN>` (DESIGN §8). Only a link name that is a
 * valid DNS host label gets one; the rest keep only `/l/{alias}`.
 */

/** RFC 1035 §2.3.4: a label holds at most 63 octets. */
export const DNS_LABEL_MAX = 63;
/** Letters, digits and inner hyphens (RFC 1123 §2.1 host names). */
const LDH_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The subdomain label for a link name (or a landing's uuid), lower case; null
 * when it cannot be one: longer than 63 characters, not letters/digits/inner
 * hyphens, or with `--` in positions 3–4, which RFC 5891 §4.2.3.1 reserves
 * (`xn--` and other ACE prefixes).
 */
export function subdomainLabel(name: string): string | null {
  const label = name.toLowerCase();
  if (!LDH_LABEL.test(label)) return null;
  if (label.slice(2, 4) === "--") return null;
  return label;
}
