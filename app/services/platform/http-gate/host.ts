import { languageFromHost } from "../../../../core/i18n/detect";

/**
 * Issue 29: the app opened at another name of this machine (127.0.0.1 for
 * localhost, the server's address for its domain) gets cookies for that name
 * and an Origin the gate refuses, so every form on it would fail. A browser
 * asking for a page there is sent to the same path on APP_URL first.
 *
 * Hostnames are compared, not ports: cookies ignore the port, and a proxy that
 * passes `Host: $host` drops it. Left alone:
 * - `/api/*` (JSON callers, the worker's ingest, webhooks: machines on any
 *   name) and `*.data` (Remix's own fetches from a page already loaded);
 * - `/`, whose route looks the host up itself (SPEC §2) and then sends the
 *   browser to /landings, which is redirected here;
 * - the SPEC §1 language hosts `en.`/`id.` + APP_URL's hostname;
 * - a request a trusted proxy forwarded without X-Forwarded-Host: the Host it
 *   sets may be its upstream's address (nginx's default), and sending the
 *   browser back through it would loop.
 */
export interface HostRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** The socket peer is one of TRUSTED_PROXIES. */
  viaProxy: boolean;
}

export function hostRedirect(request: HostRequest, appUrl: string): string | null {
  const { method, url, headers } = request;
  if (method !== "GET" && method !== "HEAD") return null;
  const path = url.pathname;
  if (path === "/" || path.startsWith("/api/") || path.endsWith(".data")) return null;
  const host = request.viaProxy ? headers.get("x-forwarded-host")?.split(",")[0] : url.host;
  if (!host) return null;
  const hostname = hostnameOf(host);
  const app = new URL(appUrl);
  if (hostname === null || isAppHost(hostname, app.hostname)) return null;
  return `${app.origin}${path}${url.search}`;
}

function hostnameOf(host: string): string | null {
  try {
    return new URL(`http://${host.trim()}/`).hostname;
  } catch {
    return null;
  }
}

function isAppHost(hostname: string, appHostname: string): boolean {
  if (hostname === appHostname) return true;
  return languageFromHost(hostname) !== null && hostname.slice(3) === appHostname;
}

/** The page route a refused form POST is answered by (app/routes/gate.refused.tsx). */
export const REFUSED_PAGE_PATH = "/gate/refused";

/**
 * How a refused write is answered: Remix's own fetches (`*.data`) and a
 * browser's document form get a page in the user's language; API callers keep
 * the JSON error (ADR 024).
 */
export function refusalFor(url: URL, headers: Headers): "page" | "json" {
  if (url.pathname.endsWith(".data")) return "page";
  return (headers.get("accept") ?? "").includes("text/html") ? "page" : "json";
}
