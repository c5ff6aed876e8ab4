import type { R2BucketLike } from "../renderer/storage/r2-store";

/** Bindings and vars of wrangler.toml (and of scripts/lib/edge.ts locally). */
export interface Env {
  SITE: R2BucketLike;
  APP_URL?: string;
  PUBLIC_URL?: string;
  /** Seconds a landing response may be served from the edge caches; 0 turns them off. Default and maximum 30. */
  EDGE_CACHE_TTL?: string;
  /** Megabytes of answers an isolate keeps in memory in front of the Cache API (default 16; 0 = Cache API only). */
  EDGE_MEMORY_CACHE_MB?: string;
  /** Key of the editor's signed preview links (the app's PREVIEW_SECRET); unset = no previews. */
  PREVIEW_SECRET?: string;
}

export const MAX_PAGE_TTL_SECONDS = 30;

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
  pageTtl: number;
  memoryCacheBytes: number;
  previewSecret: string | undefined;
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
  const memoryMb = Number(env.EDGE_MEMORY_CACHE_MB ?? 16);
  return {
    homeUrl: appOrigin ? `${appOrigin}/` : "/",
    activateUrl: appOrigin ? `${appOrigin}/s/` : "/s/",
    landingsUrl: appOrigin ? `${appOrigin}/landings` : null,
    appOrigin,
    previewSecret: env.PREVIEW_SECRET || undefined,
    publicHost: publicOrigin ? new URL(publicOrigin).hostname.toLowerCase() : null,
    pageTtl: Number.isFinite(ttl)
      ? Math.min(Math.max(Math.floor(ttl), 0), MAX_PAGE_TTL_SECONDS)
      : MAX_PAGE_TTL_SECONDS,
    memoryCacheBytes:
      Number.isFinite(memoryMb) && memoryMb >= 0
        ? Math.floor(memoryMb * 1024 * 1024)
        : 16 * 1024 * 1024,
  };
}
