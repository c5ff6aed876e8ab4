/** Issue 27 at the edge: `{page}/contact.vcf`, the page's vCard, while the page itself is live. */
import { VCARD_CONTENT_TYPE, VCARD_PATH_SUFFIX } from "../core/landing/vcard-file";
import { keys } from "../core/storage/keys";
import type { EdgeDeps } from "./deps";
import { toResponse } from "./entry";
import { PAGE_CACHE_CONTROL, securityHeaders } from "./headers";
import { landingState } from "./landing";
import { notFoundEntry } from "./not-found";
import { redirectResponse, twinRedirect } from "./redirects";
import { isLandingRoute, matchRoute, resolveLanding } from "./routes";

/** The page a `…/contact.vcf` path belongs to (`/l/a/en/contact.vcf` → `/l/a/en`, `/contact.vcf` → `/`). */
export function vcardPagePath(pathname: string): string | null {
  if (!pathname.endsWith(VCARD_PATH_SUFFIX)) return null;
  return pathname.slice(0, -VCARD_PATH_SUFFIX.length) || "/";
}

/** `filename*` in the page's own name (RFC 6266), `contact.vcf` for older readers. */
function disposition(title: string): string {
  const name = [...title.replace(/[\p{Cc}/\\:*?"<>|]+/gu, " ").trim()].slice(0, 60).join("");
  // encodeURIComponent leaves `' ( ) *`, which RFC 5987's value may not hold (`'` ends its charset part).
  const value = encodeURIComponent(`${name}.vcf`).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  const own = name ? `; filename*=UTF-8''${value}` : "";
  return `attachment; filename="contact.vcf"${own}`;
}

/**
 * A GET or HEAD of `{page}/contact.vcf` (`pagePath`: vcardPagePath's). It follows the page: a hidden, expired (overlay), binned or missing page has
 * no vCard (404). Read from the bucket each time, never kept at the edge, so
 * it needs no purge of its own.
 */
export async function vcardAnswer(
  request: Request,
  url: URL,
  pagePath: string,
  hostname: string,
  deps: EdgeDeps,
  secure: boolean,
): Promise<Response> {
  const route = matchRoute(pagePath, hostname, deps.config);
  const notFound = () => toResponse(notFoundEntry(request, deps.config, secure), request);
  if (route?.kind === "redirect") {
    // `/l/{alias}` moves to the landing's subdomain; so does its vCard.
    const to = new URL(route.location);
    to.pathname = `${to.pathname.replace(/\/+$/, "")}${VCARD_PATH_SUFFIX}`;
    return redirectResponse(to.href, deps.config, secure, 301);
  }
  if (!isLandingRoute(route)) return notFound();
  const landing = await resolveLanding(route, deps.store);
  if (!landing) return (await twinRedirect(url, hostname, deps, secure, 301)) ?? notFound();
  if (landingState(landing.meta, deps.now()) !== "live") return notFound();
  const key = route.lang ? keys.langVcard(landing.uuid, route.lang) : keys.vcard(landing.uuid);
  const card = await deps.store.get(key);
  if (!card) return notFound();
  const headers: Record<string, string> = {
    "Content-Type": VCARD_CONTENT_TYPE,
    "Content-Disposition": disposition(landing.meta?.title ?? ""),
    "Cache-Control": PAGE_CACHE_CONTROL,
    "X-Robots-Tag": "noindex",
    ...securityHeaders(deps.config, secure),
  };
  if (card.etag) headers.ETag = `"${card.etag.replace(/[^A-Za-z0-9._-]/g, "")}"`;
  return toResponse({ status: 200, headers, body: card.body, expires: 0 }, request);
}
