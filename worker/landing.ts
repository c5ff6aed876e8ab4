import { isUuid } from "../core/uuid";
import { landingExpiry } from "../core/expiry";
import {
  HTML_CONTENT_TYPE,
  pageMeta,
  parseHostRoute,
  parseMeta,
  parseRoute,
  type LandingMeta,
} from "../core/storage/records";
import { keys } from "../core/storage/keys";
import type { SiteStore, StoredObject } from "../core/storage/site-store";
import type { EdgeConfig } from "./config";
import type { EdgeEntry } from "./entry";
import { PAGE_CACHE_CONTROL, securityHeaders } from "./headers";
import { hasLeadForm } from "./lead-view";
import { withOverlay } from "./overlay-rewriter";

export interface ResolvedLanding {
  uuid: string;
  page: StoredObject;
  meta: LandingMeta | null;
}

/**
 * The page carries its meta in customMetadata; the meta record is read only
 * for pages written without it. `lang`: a translated version (issue 14), in
 * `pages/{uuid}/{lang}.html`, whose meta copy speaks its language.
 */
async function loadLanding(
  store: SiteStore,
  uuid: string,
  lang?: string,
): Promise<ResolvedLanding | null> {
  const page = await store.get(lang ? keys.langPage(uuid, lang) : keys.page(uuid));
  if (!page) return null;
  let meta = pageMeta(page);
  if (!meta) {
    const record = await store.get(keys.meta(uuid));
    meta = record ? parseMeta(record.body) : null;
    if (meta && lang) meta = { ...meta, lang };
  }
  return { uuid, page, meta };
}

async function followRoute(
  store: SiteStore,
  routeKey: string,
  lang?: string,
): Promise<ResolvedLanding | null> {
  const route = await store.get(routeKey);
  const uuid = route ? parseRoute(route.body) : null;
  return uuid ? loadLanding(store, uuid, lang) : null;
}

/** `/l/{alias or uuid}[/{lang}]`: a uuid is one read; an alias is its route plus the page. */
export async function resolveSlug(
  store: SiteStore,
  slug: string,
  lang?: string,
): Promise<ResolvedLanding | null> {
  if (isUuid(slug)) {
    const direct = await loadLanding(store, slug.toLowerCase(), lang);
    if (direct) return direct;
  }
  return followRoute(store, keys.alias(slug), lang);
}

export async function resolveHost(
  store: SiteStore,
  hostname: string,
  lang?: string,
): Promise<ResolvedLanding | null> {
  const route = await store.get(keys.host(hostname));
  const host = route ? parseHostRoute(route.body) : null;
  // A twin (decision 011) never serves the page itself: it redirects to its primary.
  return host && !host.redirectTo ? loadLanding(store, host.uuid, lang) : null;
}

/** The hostname a `www`/apex twin redirects to (decision 011); null for any other host. */
export async function hostRedirect(store: SiteStore, hostname: string): Promise<string | null> {
  const route = await store.get(keys.host(hostname));
  return route ? (parseHostRoute(route.body)?.redirectTo ?? null) : null;
}

export type LandingState = "hidden" | "live" | "expired";

/** SPEC §4 "Landing expiry", decided at request time from meta (DESIGN.md §2). */
export function landingState(meta: LandingMeta | null, now: Date): LandingState {
  // A page stored without any meta was still put there by a publish.
  if (!meta) return "live";
  if (!meta.published) return "hidden";
  return landingExpiry({ owner_expired: meta.ownerExpired, expiration_date: meta.expiresAt }, now)
    .expired
    ? "expired"
    : "live";
}

/** Changes whenever the served body changes: the content version, marked when the overlay is in. */
export function landingEtag(landing: ResolvedLanding, state: LandingState): string {
  const base = (landing.meta?.version || landing.page.etag || landing.uuid).replace(
    /[^A-Za-z0-9._-]/g,
    "",
  );
  return `"${base}${state === "expired" ? "-x" : ""}"`;
}

export interface LandingContext {
  now: Date;
  config: EdgeConfig;
  secure: boolean;
}

/** Builds the answer for a resolved landing; null means the visitor gets the 404 page. */
export async function landingEntry(
  landing: ResolvedLanding,
  ctx: LandingContext,
): Promise<EdgeEntry | null> {
  const state = landingState(landing.meta, ctx.now);
  if (state === "hidden") return null;
  let ttl = ctx.config.pageTtl;
  const expiresAt = landing.meta?.expiresAt ? Date.parse(landing.meta.expiresAt) : NaN;
  if (state === "live" && Number.isFinite(expiresAt)) {
    // A cached live copy must not outlive the moment the page expires.
    ttl = Math.min(ttl, Math.max(0, Math.floor((expiresAt - ctx.now.getTime()) / 1000)));
  }
  const headers: Record<string, string> = {
    "Content-Type": HTML_CONTENT_TYPE,
    "Cache-Control": PAGE_CACHE_CONTROL,
    ETag: landingEtag(landing, state),
    ...securityHeaders(ctx.config, ctx.secure),
  };
  if (state === "live") {
    return {
      status: 200,
      headers,
      body: landing.page.body,
      expires: ttl > 0 ? ctx.now.getTime() + ttl * 1000 : 0,
      landing: {
        uuid: landing.uuid,
        statsOff: landing.meta?.statsOff === true,
        ...(hasLeadForm(landing.page.body) ? { form: true } : {}),
      },
    };
  }
  headers["X-Robots-Tag"] = "noindex";
  const body = await withOverlay(landing.page.body, landing.meta?.lang ?? "ru", ctx.config);
  return { status: 403, headers, body, expires: ttl > 0 ? ctx.now.getTime() + ttl * 1000 : 0 };
}
