import { normalizeHost } from "../core/storage/records";
import { assetEntry } from "./assets";
import { toResponse, type EdgeEntry } from "./entry";
import { landingEntry } from "./landing";
import {
  badRequestResponse,
  methodNotAllowedResponse,
  notFoundEntry,
  uriTooLongResponse,
} from "./not-found";
import { leadAnswer, leadView } from "./lead-route";
import { hasLeadForm, withPreviewForm } from "./lead-view";
import { previewEntry } from "./preview";
import { PURGE_PATH, purgeResponse } from "./purge";
import { redirectResponse, twinRedirect } from "./redirects";
import {
  cacheKey,
  isWellFormedHost,
  matchRoute,
  MAX_TARGET_BYTES,
  purgeKey,
  resolveLanding,
  type CachedRoute,
} from "./routes";
import { BEACON_PATH, beaconResponse } from "./stats";
import { vcardAnswer, vcardPagePath } from "./vcard";
import type { EdgeDeps } from "./deps";

// Routing (which answer a URL names, its cache key) lives in ./routes; lead posts in ./lead-route.
export {
  cacheKey,
  isPublicHost,
  isWellFormedHost,
  matchRoute,
  MAX_TARGET_BYTES,
  purgeKey,
  tenantLabel,
  type EdgeRoute,
} from "./routes";
export type { EdgeDeps } from "./deps";

async function produce(
  route: CachedRoute,
  deps: EdgeDeps,
  now: Date,
  secure: boolean,
): Promise<EdgeEntry | null> {
  const ctx = { now, config: deps.config, secure };
  if (route.kind === "asset") return assetEntry(deps.store, route.name, ctx);
  if (route.kind === "preview") return previewEntry(deps.store, route.uuid, route.params, ctx);
  const landing = await resolveLanding(route, deps.store);
  return landing ? landingEntry(landing, ctx) : null;
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
  if (url.pathname === PURGE_PATH && deps.config.purgeSecret) {
    return purgeResponse(request, deps, (u) => purgeKey(u, deps.config));
  }
  if (url.pathname === BEACON_PATH) {
    return beaconResponse(
      request,
      deps.stats,
      (path) => pageEntry(path, hostname, deps, secure),
      deps.ctx,
    );
  }
  if (request.method === "POST") {
    const lead = await leadAnswer(request, url, hostname, deps, secure);
    if (lead) return lead;
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return (
      (await twinRedirect(url, hostname, deps, secure, 308)) ??
      methodNotAllowedResponse(request, deps.config, secure)
    );
  }
  const vcardPage = vcardPagePath(url.pathname);
  if (vcardPage) return vcardAnswer(request, url, vcardPage, hostname, deps, secure);
  const route = matchRoute(url.pathname, hostname, deps.config, url.search);
  if (!route) {
    return (
      (await twinRedirect(url, hostname, deps, secure, 301)) ??
      toResponse(notFoundEntry(request, deps.config, secure), request)
    );
  }
  if (route.kind === "home") return redirectResponse(deps.config.landingsUrl!, deps.config, secure);
  // Permanent: which subdomain an alias lives on follows from its spelling alone.
  if (route.kind === "redirect") return redirectResponse(route.location, deps.config, secure, 301);

  const now = deps.now();
  const key = cacheKey(route, hostname, deps.config);
  // A memory hit needs no await at all; the Cache API and the bucket do.
  let entry = deps.cache
    ? (deps.cache.peek(key, now.getTime()) ?? (await deps.cache.get(key, now.getTime())))
    : null;
  if (!entry) {
    const epoch = deps.cache?.epoch;
    entry = await produce(route, deps, now, secure);
    if (entry && deps.cache) deps.cache.put(key, entry, now.getTime(), deps.ctx, epoch);
  }
  if (!entry && route.kind === "host") {
    const moved = await twinRedirect(url, hostname, deps, secure, 301);
    if (moved) return moved;
  }
  const response = toResponse(entry ?? notFoundEntry(request, deps.config, secure), request);
  if (route.kind === "preview" && entry && response.body && hasLeadForm(entry.body)) {
    return withPreviewForm(response, url.pathname);
  }
  // A view is a page served with 200 (a 304 revalidation is not one).
  if (entry && deps.stats && response.status === 200) {
    deps.stats.view(request, entry, hostname, deps.ctx);
  }
  return entry ? leadView(response, entry, request, deps) : response;
}

/** The landing answer at `path` on this host (a click beacon names its page this way): cache, else bucket. */
async function pageEntry(
  path: string,
  hostname: string,
  deps: EdgeDeps,
  secure: boolean,
): Promise<EdgeEntry | null> {
  const route = matchRoute(path, hostname, deps.config);
  if (!route || (route.kind !== "landing" && route.kind !== "subdomain" && route.kind !== "host"))
    return null;
  const now = deps.now();
  const key = cacheKey(route, hostname, deps.config);
  const hit = deps.cache
    ? (deps.cache.peek(key, now.getTime()) ?? (await deps.cache.get(key, now.getTime())))
    : null;
  if (hit) return hit;
  const epoch = deps.cache?.epoch;
  const entry = await produce(route, deps, now, secure);
  if (entry && deps.cache) deps.cache.put(key, entry, now.getTime(), deps.ctx, epoch);
  return entry;
}

/** Printable ASCII only: the URL as workerd serialises it, nothing to normalise. */
const PLAIN_URL = /^[\x21-\x7e]+$/;

/**
 * The repeat-view fast path: the answer from this isolate's memory, found
 * synchronously (no URL object, no promise), or null to take `handleRequest`.
 * It answers only what `handleRequest` would answer the same way: a GET or
 * HEAD whose URL is already in normal form, routed by the same `matchRoute`
 * to the same cache key (which determines the answer).
 */
export function answerFromMemory(request: Request, deps: EdgeDeps): Response | null {
  if (!deps.cache) return null;
  const method = request.method;
  if (method !== "GET" && method !== "HEAD") return null;
  const raw = request.url;
  if (raw.length > MAX_TARGET_BYTES || !PLAIN_URL.test(raw)) return null;
  const authority = raw.indexOf("://");
  if (authority < 0) return null;
  const pathStart = raw.indexOf("/", authority + 3);
  if (pathStart < 0) return null;
  const queryStart = raw.indexOf("?", pathStart);
  const pathname = queryStart < 0 ? raw.slice(pathStart) : raw.slice(pathStart, queryStart);
  // Dot segments (also as %2e), backslashes: new URL() would rewrite them, so leave them to it.
  if (/\/\.|%2e|\\|#/i.test(pathname)) return null;
  const hostname = normalizeHost(raw.slice(authority + 3, pathStart));
  if (!isWellFormedHost(hostname)) return null;
  const route = matchRoute(pathname, hostname, deps.config);
  if (!route || route.kind === "home" || route.kind === "redirect" || route.kind === "preview")
    return null;
  const entry = deps.cache.peek(cacheKey(route, hostname, deps.config), deps.now().getTime());
  if (!entry) return null;
  const response = toResponse(entry, request);
  if (deps.stats && response.status === 200) deps.stats.view(request, entry, hostname, deps.ctx);
  return leadView(response, entry, request, deps);
}
