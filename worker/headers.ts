import type { EdgeConfig } from "./config";

export const ALLOWED_METHODS = "GET, HEAD";
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
export const NO_CACHE = "no-cache";

/**
 * Browsers, and any shared cache between a visitor and the edge, revalidate
 * every view (ETag → 304). Only the edge's own caches keep pages, because only
 * they are purged on every change (issue 12).
 */
export const PAGE_CACHE_CONTROL = "public, no-cache";

/**
 * Landings run their owners' analytics snippets, so scripts stay unrestricted;
 * the policy limits what a page can be embedded in or re-based onto. The app
 * origin may frame pages (previews of the public site).
 */
export function securityHeaders(config: EdgeConfig, secure: boolean): Record<string, string> {
  const ancestors = ["'self'", ...(config.appOrigin ? [config.appOrigin] : [])].join(" ");
  const headers: Record<string, string> = {
    "Content-Security-Policy": `frame-ancestors ${ancestors}; base-uri 'self'; object-src 'none'`,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
  };
  if (secure) headers["Strict-Transport-Security"] = "max-age=31536000";
  return headers;
}

/** RFC 9110 If-None-Match: a list of (possibly weak) tags, or "*". */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, "");
  const want = bare(etag);
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === want);
}
