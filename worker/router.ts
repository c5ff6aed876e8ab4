import { normalizeHost } from "../renderer/storage/records";
import type { SiteStore } from "../renderer/storage/site-store";
import { assetEntry } from "./assets";
import type { EdgeConfig } from "./config";
import type { EdgeCache } from "./edge-cache";
import { toResponse, type EdgeEntry } from "./entry";
import { landingEntry, resolveHost, resolveSlug } from "./landing";
import { methodNotAllowedResponse, notFoundEntry } from "./not-found";
import { previewEntry } from "./preview";
import type { ExecutionContextLike } from "./runtime";

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
  | { kind: "host"; hostname: string };

const VALID_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;
const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

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
  try {
    const v = decodeURIComponent(s);
    return v && !v.includes("/") ? v : null;
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
  if (!VALID_HOST.test(hostname)) return null;
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
  if (pathname === "/" && !isPublicHost(hostname, config)) return { kind: "host", hostname };
  return null;
}

function cacheKey(route: EdgeRoute, hostname: string): string {
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
  route: EdgeRoute,
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

/** The whole edge: method check, route, cache, produce, answer (HEAD and 304 included). */
export async function handleRequest(request: Request, deps: EdgeDeps): Promise<Response> {
  const url = new URL(request.url);
  const secure = url.protocol === "https:";
  if (request.method !== "GET" && request.method !== "HEAD") {
    return methodNotAllowedResponse(request, deps.config, secure);
  }
  // The runtime builds request.url from the Host header (Cloudflare and workerd's
  // HTTP socket alike); Miniflare's dispatchFetch keeps the URL but not the header.
  const hostname = normalizeHost(url.host);
  const route = matchRoute(url.pathname, hostname, deps.config, url.searchParams);
  if (!route) return toResponse(notFoundEntry(request, deps.config, secure), request);

  const now = deps.now();
  const key = cacheKey(route, hostname);
  let entry = deps.cache ? await deps.cache.get(key, now.getTime()) : null;
  if (!entry) {
    entry = await produce(route, deps, now, secure);
    if (entry && deps.cache) deps.cache.put(key, entry, now.getTime(), deps.ctx);
  }
  return toResponse(entry ?? notFoundEntry(request, deps.config, secure), request);
}
