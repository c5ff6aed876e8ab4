/** Redirect answers: plain ones, and a landing's www/apex twin sending every path to its primary. */
import type { EdgeConfig } from "./config";
import type { EdgeDeps } from "./deps";
import { NO_CACHE, securityHeaders } from "./headers";
import { hostRedirect } from "./landing";
import { isPublicHost, tenantLabel } from "./routes";

export function redirectResponse(
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
export async function twinRedirect(
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
