/** The edge's routing: which answer a URL names, and the cache key it is kept under. */
import { subdomainLabel } from "../core/landing/subdomain";
import { TRANSLATION_TARGETS } from "../core/translate/languages";
import { normalizeHost } from "../core/storage/records";
import type { EdgeConfig } from "./config";
import type { EdgeDeps } from "./deps";
import { resolveHost, resolveSlug } from "./landing";

export type EdgeRoute =
  | { kind: "asset"; name: string }
  /** `lang`: a translated version (issue 14), `/l/{alias}/en`, `/en` on a subdomain or host. */
  | { kind: "landing"; slug: string; lang?: string }
  /** `{label}.<PUBLIC_DOMAIN>/`: the landing whose alias (or uuid) is the label. */
  | { kind: "subdomain"; label: string; lang?: string }
  /** `/l/{alias}` on the public domain moves to the landing's own subdomain. */
  | { kind: "redirect"; location: string }
  | { kind: "preview"; uuid: string; params: URLSearchParams }
  | { kind: "host"; hostname: string; lang?: string }
  | { kind: "home" };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** An RFC 1123 label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;
/** A language version's path on a landing's own host: `/en`, `/uk`. */
const VERSION_PATH = new RegExp(`^/(${TRANSLATION_TARGETS.join("|")})/?$`);
const SLUG_PATH = new RegExp(`^/l/([^/]+)(?:/(${TRANSLATION_TARGETS.join("|")}))?/?$`);
const withLang = (lang: string | undefined) => (lang ? { lang } : {});

/**
 * A normalised hostname (lower case, no port) that could name a real host:
 * DNS labels within the length limits, an IPv4 address or a bracketed IPv6 one.
 * Anything else is a malformed Host header (400), not an unknown host (404).
 */
export function isWellFormedHost(hostname: string): boolean {
  if (IPV6.test(hostname)) return true;
  if (!hostname || hostname.length > 253) return false;
  return hostname.split(".").every((label) => LABEL.test(label));
}

/**
 * Longest request target (path + query, as bytes on the wire) the edge reads;
 * longer ones get 414. Far above any real landing, asset or preview link.
 */
export const MAX_TARGET_BYTES = 2000;
/**
 * Longest path segment (alias, uuid, asset name) that can name anything in
 * the bucket: aliases are at most 64 characters, asset names under 100. Longer
 * ones are simply not found, without a lookup.
 */
const MAX_SEGMENT_BYTES = 255;

/**
 * Hosts that serve `/l/…`: the public origin, plus loopback and bare IPs for
 * local use. A bound custom host serves only its own landing at `/`, so one
 * tenant's domain never shows another tenant's page (DESIGN.md §4); so does a
 * landing's subdomain of the public domain.
 */
export function isPublicHost(hostname: string, config: EdgeConfig): boolean {
  if (!config.publicHost) return true;
  return (
    hostname === config.publicHost ||
    LOOPBACK.has(hostname) ||
    hostname.endsWith(".localhost") ||
    IPV4.test(hostname) ||
    hostname.startsWith("[")
  );
}

/**
 * Under PUBLIC_DOMAIN (not the public host itself): the label of a landing's
 * own subdomain, or "" for a name under the domain that no landing can have
 * (several labels, or not a valid landing label). null = not under the domain.
 */
export function tenantLabel(hostname: string, config: EdgeConfig): string | null {
  const domain = config.publicDomain;
  if (!domain || hostname === config.publicHost || !hostname.endsWith(`.${domain}`)) return null;
  return subdomainLabel(hostname.slice(0, -domain.length - 1)) ?? "";
}

/**
 * The host part of a landing's cache key. Every public host serves the same
 * `/l/…` answer, so they share one key, named after the public origin: the
 * app's purge (which lists `PUBLIC_URL/l/…`) then reaches the copies made for
 * `localhost`, `127.0.0.1` and the rest alike.
 */
function landingKeyHost(config: EdgeConfig): string {
  return config.publicHost ?? "public.invalid";
}

function decodeSegment(s: string): string | null {
  if (s.length > MAX_SEGMENT_BYTES * 3) return null;
  // A path is percent-encoded ASCII: without a "%" the segment is its own decoding.
  if (!s.includes("%")) return s && s.length <= MAX_SEGMENT_BYTES ? s : null;
  try {
    const v = decodeURIComponent(s);
    if (!v || v.includes("/") || new TextEncoder().encode(v).byteLength > MAX_SEGMENT_BYTES)
      return null;
    return v;
  } catch {
    return null;
  }
}

export function matchRoute(
  pathname: string,
  hostname: string,
  config: EdgeConfig,
  /** The query (`url.search` or its params): read only by previews and redirects. */
  query: URLSearchParams | string = "",
): EdgeRoute | null {
  const params = () => (typeof query === "string" ? new URLSearchParams(query) : query);
  if (!isWellFormedHost(hostname)) return null;
  const asset = /^\/assets\/([^/]+)$/.exec(pathname);
  if (asset) {
    const name = decodeSegment(asset[1]);
    return name ? { kind: "asset", name } : null;
  }
  const preview = /^\/preview\/([^/]+)$/.exec(pathname);
  if (preview) {
    const uuid = decodeSegment(preview[1]);
    return uuid && isPublicHost(hostname, config)
      ? { kind: "preview", uuid, params: params() }
      : null;
  }
  const tenant = tenantLabel(hostname, config);
  if (tenant !== null) {
    // A landing's own subdomain serves that landing at / (and the assets above), its versions at /{lang}.
    if (!tenant) return null;
    if (pathname === "/") return { kind: "subdomain", label: tenant };
    const version = VERSION_PATH.exec(pathname);
    return version ? { kind: "subdomain", label: tenant, lang: version[1] } : null;
  }
  const landing = SLUG_PATH.exec(pathname);
  if (landing) {
    const lang = landing[2];
    const slug = decodeSegment(landing[1]);
    if (!slug || !isPublicHost(hostname, config)) return null;
    const label = config.publicDomain ? subdomainLabel(slug) : null;
    if (label) {
      const q = params().toString();
      return {
        kind: "redirect",
        location: `https://${label}.${config.publicDomain}/${lang ?? ""}${q ? `?${q}` : ""}`,
      };
    }
    return { kind: "landing", slug, ...withLang(lang) };
  }
  const version = VERSION_PATH.exec(pathname);
  if (version && !isPublicHost(hostname, config)) {
    return { kind: "host", hostname, lang: version[1] };
  }
  if (pathname === "/") {
    // SPEC §2 "/": the landing bound to this host, otherwise My landings.
    if (!isPublicHost(hostname, config)) return { kind: "host", hostname };
    return config.landingsUrl ? { kind: "home" } : null;
  }
  return null;
}

export type CachedRoute = Exclude<EdgeRoute, { kind: "home" } | { kind: "redirect" }>;

/**
 * The Cache API key of an answer: the public URL the app lists for a purge
 * (app/services/edge/urls.ts), so Cloudflare's purge-by-URL and the local
 * purge both find it. Aliases are looked up case-insensitively, so the key
 * uses the lower-case name.
 */
export function cacheKey(route: CachedRoute, hostname: string, config: EdgeConfig): string {
  switch (route.kind) {
    case "asset":
      return `https://${hostname}/assets/${encodeURIComponent(route.name)}`;
    case "landing":
      return `https://${landingKeyHost(config)}/l/${encodeURIComponent(route.slug.toLowerCase())}${route.lang ? `/${route.lang}` : ""}`;
    case "subdomain":
    case "host":
      return `https://${hostname}/${route.lang ?? ""}`;
    case "preview":
      return `https://${hostname}/preview/${route.uuid}`;
  }
}

export type LandingRoute = Extract<EdgeRoute, { kind: "landing" | "subdomain" | "host" }>;

export const isLandingRoute = (route: EdgeRoute | null): route is LandingRoute =>
  route?.kind === "landing" || route?.kind === "subdomain" || route?.kind === "host";

export function resolveLanding(route: LandingRoute, store: EdgeDeps["store"]) {
  return route.kind === "host"
    ? resolveHost(store, route.hostname, route.lang)
    : resolveSlug(store, route.kind === "landing" ? route.slug : route.label, route.lang);
}

/** The cache key a public URL's answer is kept under; null when nothing is kept for it. */
export function purgeKey(rawUrl: string, config: EdgeConfig): string | null {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return null;
  }
  const hostname = normalizeHost(url.host);
  const route = matchRoute(url.pathname, hostname, config);
  if (!route || route.kind === "home" || route.kind === "redirect") return null;
  return cacheKey(route, hostname, config);
}
