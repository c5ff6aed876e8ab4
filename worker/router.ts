import { subdomainLabel } from "../core/landing/subdomain";
import { TRANSLATION_TARGETS } from "../core/translate/languages";
import { normalizeHost } from "../core/storage/records";
import { assetEntry } from "./assets";
import type { EdgeConfig } from "./config";
import { toResponse, type EdgeEntry } from "./entry";
import { hostRedirect, landingEntry, resolveHost, resolveSlug } from "./landing";
import {
  badRequestResponse,
  methodNotAllowedResponse,
  notFoundEntry,
  uriTooLongResponse,
} from "./not-found";
import { leadPagePath, leadResponse } from "./lead";
import { hasLeadForm, withPreviewForm, withViewInputs } from "./lead-view";
import { previewEntry } from "./preview";
import { PURGE_PATH, purgeResponse } from "./purge";
import { BEACON_PATH, beaconResponse } from "./stats";
import { NO_CACHE, securityHeaders } from "./headers";
import type { EdgeDeps } from "./deps";

export type { EdgeDeps } from "./deps";

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

type CachedRoute = Exclude<EdgeRoute, { kind: "home" } | { kind: "redirect" }>;

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

type LandingRoute = Extract<EdgeRoute, { kind: "landing" | "subdomain" | "host" }>;

const isLandingRoute = (route: EdgeRoute | null): route is LandingRoute =>
  route?.kind === "landing" || route?.kind === "subdomain" || route?.kind === "host";

function resolveLanding(route: LandingRoute, store: EdgeDeps["store"]) {
  return route.kind === "host"
    ? resolveHost(store, route.hostname, route.lang)
    : resolveSlug(store, route.kind === "landing" ? route.slug : route.label, route.lang);
}

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

/** Issue 24: `POST {page}/lead` (worker/lead.ts); null when the path names no landing page. */
async function leadAnswer(
  request: Request,
  url: URL,
  hostname: string,
  deps: EdgeDeps,
  secure: boolean,
): Promise<Response | null> {
  const pagePath = leadPagePath(url.pathname);
  const route = pagePath ? matchRoute(pagePath, hostname, deps.config) : null;
  if (!pagePath || !isLandingRoute(route)) return null;
  const landing = await resolveLanding(route, deps.store);
  // A www/apex twin sends the submit on to its primary, method and body kept (308).
  const moved = landing ? null : await twinRedirect(url, hostname, deps, secure, 308);
  return (
    moved ??
    leadResponse(
      request,
      { landing, pagePath, ...(route.lang ? { version: route.lang } : {}) },
      { config: deps.config, now: deps.now, secure, fetcher: deps.fetcher },
    )
  );
}

function redirectResponse(
  location: string,
  config: EdgeConfig,
  secure: boolean,
  status = 302,
): Response {
  return new Response(null, {
    status,
    headers: { Location: location, "Cache-Control": NO_CACHE, ...securityHeaders(config, secure) },
  });
}

/**
 * A `www`/apex twin of a landing's own domain (decision 011) sends every path
 * to its primary, permanently: 301, or 308 so that a non-GET keeps its method.
 * https wherever the app itself is (production); a local http stays http.
 */
async function twinRedirect(
  url: URL,
  hostname: string,
  deps: EdgeDeps,
  secure: boolean,
  status: 301 | 308,
): Promise<Response | null> {
  const config = deps.config;
  if (isPublicHost(hostname, config) || tenantLabel(hostname, config) !== null) return null;
  const target = await hostRedirect(deps.store, hostname);
  if (!target) return null;
  const scheme = secure || config.appOrigin?.startsWith("https:") ? "https" : "http";
  return redirectResponse(
    `${scheme}://${target}${url.pathname}${url.search}`,
    config,
    secure,
    status,
  );
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

/** A page with a lead form gets this view's values written in (issue 24); any other answer passes. */
function leadView(response: Response, entry: EdgeEntry, request: Request, deps: EdgeDeps) {
  if (!entry.landing?.form || response.status !== 200 || request.method !== "GET") return response;
  return withViewInputs(response, request, deps.config.leadsSecret, deps.now());
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
