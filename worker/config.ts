import { LEADS_INGEST_PATH } from "../core/leads/ingest";
import type { R2BucketLike } from "../core/storage/r2-store";

/** The Workers Analytics Engine binding (wrangler.toml `analytics_engine_datasets`). */
export interface AnalyticsEngineDataset {
  writeDataPoint(point: { indexes?: string[]; blobs?: string[]; doubles?: number[] }): void;
}

/** Bindings and vars of wrangler.toml (and of scripts/lib/edge.ts locally). */
export interface Env {
  SITE: R2BucketLike;
  APP_URL?: string;
  PUBLIC_URL?: string;
  /**
   * Seconds a landing answer may be served from the Cache API; 0 turns the
   * edge caches off. At most a day; 30 when unset, which is safe without a
   * purge. Set it to a day only where every write purges (the app's
   * EDGE_PURGE: `cloudflare` in production, `local` with this machine's worker).
   */
  EDGE_CACHE_TTL?: string;
  /** Megabytes of answers an isolate keeps in memory in front of the Cache API (default 16; 0 = Cache API only). */
  EDGE_MEMORY_CACHE_MB?: string;
  /** Key of the editor's signed preview links (the app's PREVIEW_SECRET); unset = no previews. */
  PREVIEW_SECRET?: string;
  /**
   * Shared secret of `POST /__purge` (the app's `local` purge driver). Only for
   * a worker that runs as one isolate (Miniflare on this machine); unset in
   * production, where the app purges through Cloudflare's API instead.
   */
  EDGE_PURGE_SECRET?: string;
  /**
   * The public domain whose subdomains are landings: `{alias}.<PUBLIC_DOMAIN>`
   * (DESIGN §8). Unset locally, where every page lives at `/l/{alias}`.
   */
  PUBLIC_DOMAIN?: string;
  /** View statistics in production: the Workers Analytics Engine dataset (issue 15, decision 015). */
  STATS?: AnalyticsEngineDataset;
  /**
   * View statistics locally: batches go to the app's `POST /api/internal/stats`
   * (`APP_URL` + that path unless STATS_INGEST_URL says otherwise), signed
   * with this secret. Unset (and no STATS binding) = nothing is counted.
   */
  STATS_INGEST_SECRET?: string;
  STATS_INGEST_URL?: string;
  /**
   * Issue 24: lead submits are relayed to the app's `POST /api/internal/leads`
   * (`APP_URL` + that path unless LEADS_INGEST_URL says otherwise), signed
   * with this secret, which also signs each view's `_ts`. Unset = a submit
   * answers "nothing was sent".
   */
  LEADS_INGEST_SECRET?: string;
  LEADS_INGEST_URL?: string;
  /** Issue 25, optional: Cloudflare Turnstile's site key (public); the app holds the secret key. */
  TURNSTILE_SITE_KEY?: string;
}

/** A day: unchanged pages stay at the edge this long; every change purges them (issue 12). */
export const MAX_PAGE_TTL_SECONDS = 86_400;
/** Without a purge behind it, a change shows within this many seconds. */
export const DEFAULT_PAGE_TTL_SECONDS = 30;
/**
 * Cloudflare's purge reaches the Cache API of every location but not an
 * isolate's memory, so the memory layer never keeps an answer longer than
 * this (the local purge endpoint clears it at once).
 */
export const MEMORY_TTL_SECONDS = 30;

export interface EdgeConfig {
  /** Origin + "/" of the owner app: the overlay's "go home" and the 404 page link. */
  homeUrl: string;
  /** The plans page where PRO is activated. */
  activateUrl: string;
  /** My landings (SPEC §2 "/"): where `/` on the public origin sends visitors; null without APP_URL. */
  landingsUrl: string | null;
  appOrigin: string | null;
  /** Hostname of PUBLIC_URL; null = any host may serve /l/… */
  publicHost: string | null;
  /** PUBLIC_DOMAIN, lower case: `{label}.{publicDomain}` serves that landing at `/`; null = off. */
  publicDomain: string | null;
  pageTtl: number;
  memoryCacheBytes: number;
  previewSecret: string | undefined;
  /** Enables `POST /__purge`; null = the endpoint does not exist. */
  purgeSecret: string | null;
  /** LEADS_INGEST_SECRET; null = no relay, and views carry no signed `_ts`. */
  leadsSecret: string | null;
  /** The app's lead ingest URL; null without APP_URL or LEADS_INGEST_URL. */
  leadsIngestUrl: string | null;
  /** Turnstile's site key: views of a page with a form get its widget; null = none. */
  turnstileSiteKey: string | null;
  /**
   * Trust CF-Connecting-IP as the visitor's address: only on Cloudflare (told
   * by its Analytics Engine binding, as for statistics). Miniflare passes a
   * client-sent header through, so locally the address is unknown.
   */
  addressFromEdge: boolean;
}

/**
 * Visitors' data never leaves the edge in clear text: the relay is https, or
 * stays on this machine (`npm start`, tests). Anything else is no relay at
 * all, and a visitor hears that nothing was sent.
 */
function relayUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const local = ["localhost", "127.0.0.1", "[::1]"].includes(u.hostname);
    return u.protocol === "https:" || (u.protocol === "http:" && local) ? u.toString() : null;
  } catch {
    return null;
  }
}

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A bare host name (letters, digits, hyphens, dots), lower case; anything else turns the feature off. */
function domainName(value: string | undefined): string | null {
  const d = value?.trim().toLowerCase().replace(/\.+$/, "");
  return d && /^[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?$/.test(d) && d.includes(".") ? d : null;
}

export function edgeConfig(env: Partial<Env>): EdgeConfig {
  const appOrigin = origin(env.APP_URL);
  const publicOrigin = origin(env.PUBLIC_URL);
  const ttl = Number(env.EDGE_CACHE_TTL ?? DEFAULT_PAGE_TTL_SECONDS);
  const memoryMb = Number(env.EDGE_MEMORY_CACHE_MB ?? 16);
  return {
    homeUrl: appOrigin ? `${appOrigin}/` : "/",
    activateUrl: appOrigin ? `${appOrigin}/s/` : "/s/",
    landingsUrl: appOrigin ? `${appOrigin}/landings` : null,
    appOrigin,
    previewSecret: env.PREVIEW_SECRET || undefined,
    publicHost: publicOrigin ? new URL(publicOrigin).hostname.toLowerCase() : null,
    publicDomain: domainName(env.PUBLIC_DOMAIN),
    pageTtl: Number.isFinite(ttl)
      ? Math.min(Math.max(Math.floor(ttl), 0), MAX_PAGE_TTL_SECONDS)
      : DEFAULT_PAGE_TTL_SECONDS,
    memoryCacheBytes:
      Number.isFinite(memoryMb) && memoryMb >= 0
        ? Math.floor(memoryMb * 1024 * 1024)
        : 16 * 1024 * 1024,
    purgeSecret: env.EDGE_PURGE_SECRET || null,
    leadsSecret: env.LEADS_INGEST_SECRET || null,
    leadsIngestUrl: relayUrl(
      env.LEADS_INGEST_URL || (appOrigin ? `${appOrigin}${LEADS_INGEST_PATH}` : null),
    ),
    turnstileSiteKey: env.TURNSTILE_SITE_KEY || null,
    addressFromEdge: typeof env.STATS?.writeDataPoint === "function",
  };
}
