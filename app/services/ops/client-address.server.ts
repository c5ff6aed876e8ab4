import { BlockList, isIP } from "node:net";

/**
 * The client's address behind load balancers (decision 009). The socket's
 * address is the client's unless that socket is one of TRUSTED_PROXIES; only
 * then are the forwarding headers read, and of `X-Forwarded-For` only the
 * right-most hop that is not itself a trusted proxy counts: every proxy
 * appends the address it was reached from, so entries to the left of that hop
 * are whatever the client chose to send.
 */

/** An address in canonical text: IPv4 dotted (IPv4-mapped IPv6 unwrapped), IPv6 lower case. */
export function normalizeIp(raw: string | undefined | null): string | null {
  if (!raw) return null;
  let s = raw.trim();
  if (!s || s.length > 64) return null;
  // "[v6]:port" or "[v6]"
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(s);
  if (bracketed) s = bracketed[1];
  // "v4:port"
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  // A zone index names an interface of the proxy's host, not a client.
  const zone = s.indexOf("%");
  if (zone > 0) s = s.slice(0, zone);
  const family = isIP(s);
  if (family === 4) return s;
  if (family !== 6) return null;
  s = s.toLowerCase();
  const mapped = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(s);
  if (mapped && isIP(mapped[1]) === 4) return mapped[1];
  return s;
}

export interface TrustedProxies {
  /** The CIDRs as configured, each normalised (`10.0.0.0/8`, `fd00::/8`, `192.0.2.7/32`). */
  readonly cidrs: readonly string[];
  has(address: string | null | undefined): boolean;
}

export class TrustedProxiesError extends Error {}

/** Parses one CIDR (a bare address is a /32 or /128); throws TrustedProxiesError. */
export function parseCidr(entry: string): { address: string; prefix: number; family: 4 | 6 } {
  const text = entry.trim();
  const slash = text.indexOf("/");
  const addressText = slash === -1 ? text : text.slice(0, slash);
  const address = normalizeIp(addressText.replace(/^\[|\]$/g, ""));
  // A zone or port has no place in a CIDR; normalizeIp would drop them silently.
  if (!address || /[%[\]]/.test(addressText) || /^\d+(\.\d+){3}:/.test(addressText)) {
    throw new TrustedProxiesError(`not an IP address or CIDR: "${entry}"`);
  }
  const family = isIP(address) as 4 | 6;
  const max = family === 4 ? 32 : 128;
  let prefix = max;
  if (slash !== -1) {
    const p = text.slice(slash + 1);
    if (!/^\d{1,3}$/.test(p) || Number(p) > max) {
      throw new TrustedProxiesError(`bad prefix length in "${entry}" (0–${max})`);
    }
    prefix = Number(p);
  }
  return { address, prefix, family };
}

/** `TRUSTED_PROXIES`: comma-separated CIDRs, IPv4 and IPv6. Empty: no proxy is trusted. */
export function parseTrustedProxies(csv: string | readonly string[] | undefined): TrustedProxies {
  const entries = (typeof csv === "string" ? csv.split(",") : (csv ?? []))
    .map((s) => s.trim())
    .filter(Boolean);
  const list = new BlockList();
  const cidrs: string[] = [];
  for (const entry of entries) {
    const { address, prefix, family } = parseCidr(entry);
    list.addSubnet(address, prefix, family === 4 ? "ipv4" : "ipv6");
    cidrs.push(`${address}/${prefix}`);
  }
  return {
    cidrs,
    has(raw) {
      if (cidrs.length === 0) return false;
      const address = normalizeIp(raw);
      if (!address) return false;
      return list.check(address, isIP(address) === 4 ? "ipv4" : "ipv6");
    },
  };
}

export const NO_TRUSTED_PROXIES: TrustedProxies = parseTrustedProxies("");

export interface AddressSources {
  /** `req.socket.remoteAddress`. */
  socket: string | undefined | null;
  /** Every `X-Forwarded-For` value as received (Node joins repeated headers with ", "). */
  forwardedFor?: string | string[] | undefined | null;
  /** `CF-Connecting-IP` (Cloudflare), read only when X-Forwarded-For names no one. */
  cfConnectingIp?: string | string[] | undefined | null;
}

const first = (v: string | string[] | undefined | null): string | undefined =>
  Array.isArray(v) ? v[0] : (v ?? undefined);

/**
 * The client's address, or "unknown" when the socket has none. From a trusted
 * socket: X-Forwarded-For walked from the right, skipping trusted proxies; the
 * first other hop is the client. A hop that is not an address stops the walk
 * at the proxy that forwarded it. When every hop is trusted (or there is no
 * header), `CF-Connecting-IP`, else the left-most hop, else the socket.
 */
export function clientAddress(src: AddressSources, trusted: TrustedProxies): string {
  const socket = normalizeIp(src.socket) ?? (src.socket?.trim() || "unknown");
  if (!trusted.has(socket)) return socket;

  const hops = (Array.isArray(src.forwardedFor) ? src.forwardedFor.join(",") : src.forwardedFor)
    ?.split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  let nearest = socket;
  if (hops?.length) {
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = normalizeIp(hops[i]);
      if (!hop) return nearest;
      if (!trusted.has(hop)) return hop;
      nearest = hop;
    }
  }
  const cf = normalizeIp(first(src.cfConnectingIp));
  if (cf) return cf;
  return nearest;
}

// This host and private networks (a Docker bridge among them): where a proxy
// in front of the app connects from. Clients on the internet never do.
const NEARBY = parseTrustedProxies(
  "127.0.0.0/8,::1,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7",
);

/**
 * The address of a proxy on this host or its private network that forwards
 * requests (it sends X-Forwarded-For or CF-Connecting-IP) without being one of
 * TRUSTED_PROXIES; else null. Every client then has that proxy's address, so
 * they all share one rate-limit bucket (issue 23).
 */
export function untrustedNearbyProxy(src: AddressSources, trusted: TrustedProxies): string | null {
  const socket = normalizeIp(src.socket);
  if (!socket || !NEARBY.has(socket) || trusted.has(socket)) return null;
  const said = (v: string | string[] | undefined | null) =>
    (Array.isArray(v) ? v.join(",") : (v ?? "")).replace(/[\s,]/g, "") !== "";
  return said(src.forwardedFor) || said(src.cfConnectingIp) ? socket : null;
}
