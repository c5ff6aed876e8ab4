/** Issue 24 at the router: a `POST {page}/lead` and the view values written into a page's form. */
import type { EdgeDeps } from "./deps";
import type { EdgeEntry } from "./entry";
import { leadPagePath, leadResponse } from "./lead";
import { withViewInputs } from "./lead-view";
import { twinRedirect } from "./redirects";
import { isLandingRoute, matchRoute, resolveLanding } from "./routes";

/** Issue 24: `POST {page}/lead` (worker/lead.ts); null when the path names no landing page. */
export async function leadAnswer(
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

/** A page with a lead form gets this view's values written in (issue 24); any other answer passes. */
export function leadView(response: Response, entry: EdgeEntry, request: Request, deps: EdgeDeps) {
  if (!entry.landing?.form || response.status !== 200 || request.method !== "GET") return response;
  return withViewInputs(response, request, deps.config.leadsSecret, deps.now(), {
    turnstileSiteKey: deps.config.turnstileSiteKey,
  });
}
