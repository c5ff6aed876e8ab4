import { domainToASCII, domainToUnicode } from "node:url";
import { parse } from "tldts";

/**
 * Custom domains (issue 13, decision 011): what an owner may type as their
 * page's own hostname. One source for the API, the editor and the tests.
 */

/** Why a hostname is refused; each is a message key of the `domain` namespace. */
export type HostnameRefusal =
  | "invalidHostname"
  | "hostnameIsIp"
  | "hostnameIsLocal"
  | "hostnameReserved"
  | "hostnameNoPublicSuffix";

/** An RFC 1123 label after punycode: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4ISH = /^[\d.]+$/;

/**
 * Lower case, IDN to punycode, no trailing dot. A pasted address
 * (`https://Shop.Example.com/path`) is reduced to its host, since that is
 * what owners copy from their browser. "" when nothing usable is left.
 */
export function normalizeHostname(input: string): string {
  let h = input.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(h)) {
    try {
      h = new URL(h).hostname;
    } catch {
      return "";
    }
  }
  h = h.replace(/\.+$/, "").toLowerCase();
  // An IPv6 literal stays as typed, to be refused as an IP; a name that is no
  // valid IDN stays too, to be refused as invalid.
  if (!h || h.startsWith("[")) return h;
  return domainToASCII(h) || h;
}

/** The registrable domain (`example.co.uk`) under the public suffix list, or null. */
export function registrableDomain(hostname: string): string | null {
  const info = parse(hostname, { allowPrivateDomains: true });
  return info.isIp ? null : (info.domain ?? null);
}

/** An apex is the registrable domain itself (`example.com`), not a name under it. */
export function isApex(hostname: string): boolean {
  return registrableDomain(hostname) === hostname;
}

/** `www.example.com` for an apex, `example.com` for its `www.`; null for other names. */
export function wwwPartner(hostname: string): string | null {
  if (isApex(hostname)) return `www.${hostname}`;
  const rest = hostname.startsWith("www.") ? hostname.slice(4) : null;
  return rest && isApex(rest) ? rest : null;
}

/**
 * The name bound together with the owner's domain, redirecting to it: `www.`
 * of an apex, and the apex of a `www.` name when apexes are offered at all
 * (PUBLIC_APEX_IPS). One TXT record proves both: they share a DNS zone.
 */
export function twinHostname(hostname: string, apexOffered: boolean): string | null {
  const partner = wwwPartner(hostname);
  return partner && (apexOffered || !isApex(partner)) ? partner : null;
}

/**
 * Hosts an owner's domain may not be or lie under: the app's and the public
 * origin's own hosts and their registrable domains, and PUBLIC_DOMAIN (whose
 * subdomains are the landings' own).
 */
export function ownDomains(hosts: ReadonlyArray<string | null | undefined>): string[] {
  const out = new Set<string>();
  for (const raw of hosts) {
    const h = raw?.trim().toLowerCase().replace(/\.+$/, "");
    if (!h) continue;
    out.add(h);
    const domain = registrableDomain(h);
    if (domain) out.add(domain);
  }
  return [...out];
}

const under = (hostname: string, domain: string) =>
  hostname === domain || hostname.endsWith(`.${domain}`);

/**
 * Null when `hostname` (normalised) may be claimed, else why not: an IP,
 * `localhost`, one of our own domains or under it, or a name that is not
 * under a public suffix (tldts, the Public Suffix List: `shop.internal` has
 * no owner who could prove it).
 */
export function hostnameRefusal(hostname: string, own: readonly string[]): HostnameRefusal | null {
  if (!hostname || hostname.length > 253) return "invalidHostname";
  const info = parse(hostname, { allowPrivateDomains: true });
  if (info.isIp || hostname.startsWith("[") || IPV4ISH.test(hostname)) return "hostnameIsIp";
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return "hostnameIsLocal";
  const labels = hostname.split(".");
  if (!labels.every((label) => LABEL.test(label))) return "invalidHostname";
  if (labels.some((label) => label.startsWith("xn--")) && !idnaRoundTrips(hostname))
    return "invalidHostname";
  if (own.some((d) => under(hostname, d))) return "hostnameReserved";
  if (!info.domain || !(info.isIcann || info.isPrivate) || hostname === info.publicSuffix)
    return "hostnameNoPublicSuffix";
  return null;
}

/**
 * An A-label (`xn--…`) must decode to a valid U-label that encodes back to
 * itself (RFC 5890 §2.3.2.1): "xn--abc" is no Punycode at all, "xn--a-ecp"
 * decodes to a decomposed "ä" that IDNA does not allow. Neither is a name a
 * browser asks for.
 */
const idnaRoundTrips = (hostname: string): boolean => {
  const unicode = domainToUnicode(hostname);
  if (!unicode || domainToASCII(unicode) !== hostname) return false;
  // Node 20 answers "" for a label it cannot decode; Node 24's URL parser leaves the
  // label as it was, so an A-label still standing after decoding did not decode.
  return !unicode.split(".").some((label) => label.startsWith("xn--"));
};

/** The TXT record's name that proves control of `hostname`. */
export const challengeName = (hostname: string): string => `_vitrina-challenge.${hostname}`;
