import { normalizeHost } from "../renderer/storage/records";
import type { SiteStore } from "../renderer/storage/site-store";
import { assetEntry } from "./assets";
import type { EdgeConfig } from "./config";
import type { EdgeCache } from "./edge-cache";
import { toResponse, type EdgeEntry } from "./entry";
import { landingEntry, resolveHost, resolveSlug } from "./landing";
import {
  badRequestResponse,
  methodNotAllowedResponse,
  notFoundEntry,
  uriTooLongResponse,
} from "./not-found";
import { previewEntry } from "./preview";
import type { ExecutionContextLike } from "./runtime";
import { NO_CACHE, securityHeaders } from "./headers";

export interface EdgeDeps {
  store: SiteStore;
  config: EdgeConfig;
  cache: EdgeCache | null;
  now(): Date;
  ctx?: ExecutionContextLike;
}

export type EdgeRoute =
  | { kind: "asset"; name: string }
  | { kind: "landing"; slug: string }
  | { kind: "preview"; uuid: string; params: URLSearchParams }
  | { kind: "host"; hostname: string }
  | { kind: "home" };

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
/** An RFC 1123 label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV6 = /^\[[0-9a-f:.]+\]$/;

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
 * tenant's domain never shows another tenant's page (DESIGN.md §4).
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

function decodeSegment(s: string): string | null {
  if (s.length > MAX_SEGMENT_BYTES * 3) return null;
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
  search: URLSearchParams = new URLSearchParams(),
): EdgeRoute | null {
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
      ? { kind: "preview", uuid, params: search }
      : null;
  }
  const landing = /^\/l\/([^/]+)\/?$/.exec(pathname);
  if (landing) {
    const slug = decodeSegment(landing[1]);
    return slug && isPublicHost(hostname, config) ? { kind: "landing", slug } : null;
  }
  if (pathname === "/") {
    // SPEC §2 "/": the landing bound to this host, otherwise My landings.
    if (!isPublicHost(hostname, config)) return { kind: "host", hostname };
    return config.landingsUrl ? { kind: "home" } : null;
  }
  return null;
}

function cacheKey(route: Exclude<EdgeRoute, { kind: "home" }>, hostname: string): string {
  switch (route.kind) {
    case "asset":
      return `https://${hostname}/assets/${encodeURIComponent(route.name)}`;
    case "landing":
      return `https://${hostname}/l/${encodeURIComponent(route.slug)}`;
    case "host":
      return `https://${hostname}/`;
    case "preview":
      return `https://${hostname}/preview/${route.uuid}`;
  }
}

async function produce(
  route: Exclude<EdgeRoute, { kind: "home" }>,
  deps: EdgeDeps,
  now: Date,
  secure: boolean,
): Promise<EdgeEntry | null> {
  const ctx = { now, config: deps.config, secure };
  if (route.kind === "asset") return assetEntry(deps.store, route.name, ctx);
  if (route.kind === "preview") return previewEntry(deps.store, route.uuid, route.params, ctx);
  const landing =
    route.kind === "landing"
      ? await resolveSlug(deps.store, route.slug)
      : await resolveHost(deps.store, route.hostname);
  return landing ? landingEntry(landing, ctx) : null;
}

function redirectResponse(location: string, config: EdgeConfig, secure: boolean): Response {
  return new Response(null, {
    status: 302,
    headers: { Location: location, "Cache-Control": NO_CACHE, ...securityHeaders(config, secure) },
  });
}

/** The whole edge: method check, route, cache, produce, answer (HEAD and 304 included). */
export async function handleRequest(request: Request, deps: EdgeDeps): Promise<Response> {
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  // The runtime builds request.url from the Host header (Cloudflare and workerd's
  // HTTP socket alike); Miniflare's dispatchFetch keeps the URL but not the header.
  const hostname = normalizeHost(url.host);
  if (!isWellFormedHost(hostname)) return badRequestResponse(request, deps.config, secure);
  // request.url is already percent-encoded, so its length is its size in bytes.
  if (url.pathname.length + url.search.length > MAX_TARGET_BYTES) {
    return uriTooLongResponse(request, deps.config, secure);
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowedResponse(request, deps.config, secure);
  }
  const route = matchRoute(url.pathname, hostname, deps.config, url.searchParams);
  if (!route) return toResponse(notFoundEntry(request, deps.config, secure), request);
  if (route.kind === "home") return redirectResponse(deps.config.landingsUrl!, deps.config, secure);

  const now = deps.now();
  const key = cacheKey(route, hostname);
  let entry = deps.cache ? await deps.cache.get(key, now.getTime()) : null;
  if (!entry) {
    entry = await produce(route, deps, now, secure);
    if (entry && deps.cache) deps.cache.put(key, entry, now.getTime(), deps.ctx);
  }
  return toResponse(entry ?? notFoundEntry(request, deps.config, secure), request);
}
