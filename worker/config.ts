import type { R2BucketLike } from "../renderer/storage/r2-store";

/** Bindings and vars of wrangler.toml (and of scripts/lib/edge.ts locally). */
export interface Env {
  SITE: R2BucketLike;
  APP_URL?: string;
  PUBLIC_URL?: string;
  /** Seconds a landing response may be served from the edge caches; 0 turns them off. Default and maximum 30. */
  EDGE_CACHE_TTL?: string;
}

export const MAX_PAGE_TTL_SECONDS = 30;

export interface EdgeConfig {
  /** Origin + "/" of the owner app: the overlay's "go home" and the 404 page link. */
  homeUrl: string;
  /** The plans page where PRO is activated. */
  activateUrl: string;
  appOrigin: string | null;
  /** Hostname of PUBLIC_URL; null = any host may serve /l/… */
  publicHost: string | null;
  pageTtl: number;
}

function origin(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function edgeConfig(env: Partial<Env>): EdgeConfig {
  const appOrigin = origin(env.APP_URL);
  const publicOrigin = origin(env.PUBLIC_URL);
  const ttl = Number(env.EDGE_CACHE_TTL ?? MAX_PAGE_TTL_SECONDS);
  return {
    homeUrl: appOrigin ? `${appOrigin}/` : "/",
    activateUrl: appOrigin ? `${appOrigin}/s/` : "/s/",
    appOrigin,
    publicHost: publicOrigin ? new URL(publicOrigin).hostname.toLowerCase() : null,
    pageTtl: Number.isFinite(ttl) ? Math.min(Math.max(Math.floor(ttl), 0), MAX_PAGE_TTL_SECONDS) : MAX_PAGE_TTL_SECONDS,
  };
}
