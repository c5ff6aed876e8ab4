import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

const IPV4_COMPATIBLE = ipaddr.parseCIDR("::/96");

/**
 * Issue 25, SSRF: which addresses an owner's URL may reach. Only public
 * unicast addresses, as ipaddr.js classifies them — the same classification
 * request-filtering-agent applies at connect time — so loopback, RFC 1918,
 * link-local (cloud metadata), CGNAT, multicast, IPv6 unique-local and
 * link-local, IPv4-mapped IPv6 (whatever it maps) and the other reserved
 * ranges are refused. `allowLoopback` (WEBHOOK_ALLOW_PRIVATE=1, tests and
 * local installs) lets 127.0.0.0/8 and ::1 through, and nothing else.
 */
export function addressRefusal(address: string, allowLoopback: boolean): string | null {
  if (isIP(address) === 0) return `not an address: ${address}`;
  let range: string;
  try {
    const parsed = ipaddr.parse(address);
    range = parsed.range();
    // ipaddr.js calls the deprecated IPv4-compatible block ::/96 (RFC 4291 §2.5.5.1)
    // unicast, so `::7f00:1` (127.0.0.1 written that way) would pass; no public
    // host lives there.
    if (range === "unicast" && parsed.kind() === "ipv6" && parsed.match(IPV4_COMPATIBLE)) {
      range = "ipv4Compatible";
    }
  } catch {
    return `not an address: ${address}`;
  }
  if (range === "unicast") return null;
  if (allowLoopback && range === "loopback") return null;
  return `address not allowed: ${address} (${range})`;
}

/** An IP literal as a URL's hostname carries it (`[::1]` → `::1`), or null for a name. */
export function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith("[") ? hostname.slice(1, -1) : hostname;
  return isIP(bare) === 0 ? null : bare;
}
