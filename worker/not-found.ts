import { escapeHtml, overlayTexts } from "../core/overlay";
import { defaultLanguage, isLanguage } from "../core/i18n/languages";
import type { EdgeConfig } from "./config";
import type { EdgeEntry } from "./entry";
import { ALLOWED_METHODS, NO_CACHE, securityHeaders } from "./headers";

/** The first interface language the visitor's browser asks for; Russian otherwise. */
export function visitorLanguage(acceptLanguage: string | null): string {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase().split("-")[0];
    if (isLanguage(tag)) return tag;
  }
  return defaultLanguage;
}

/**
 * SPEC §2 "Not found (with a back button that goes back in history)". The
 * button needs script, so it stays hidden until the inline script shows it;
 * with no earlier page in this tab it leads to `/` (My landings). Without
 * script the "go home" link is still there.
 */
export const NOT_FOUND_BACK_ID = "vt-back";
export const NOT_FOUND_SCRIPT =
  `(function(){var b=document.getElementById("${NOT_FOUND_BACK_ID}");if(!b)return;b.hidden=false;` +
  `b.addEventListener("click",function(){if(history.length>1)history.back();else location.assign("/")})})();`;

export function notFoundHtml(lang: string, homeUrl: string): string {
  const t = overlayTexts(lang);
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t.notFoundTitle)}</title><style>` +
    `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f6f8;color:#111827}` +
    `main{max-width:420px;padding:32px 24px;text-align:center}h1{font-size:24px;margin:0 0 8px}p{margin:0 0 24px;color:#4b5563}` +
    `.acts{display:flex;flex-wrap:wrap;gap:12px;justify-content:center}` +
    `a,button{display:inline-block;padding:12px 20px;border-radius:10px;border:2px solid #111827;background:#111827;color:#fff;text-decoration:none;font:inherit;font-weight:600;cursor:pointer}` +
    `button{background:#fff;color:#111827}button[hidden]{display:none}` +
    `a:focus-visible,button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}` +
    `</style></head><body><main><h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundText)}</p>` +
    `<div class="acts"><button type="button" id="${NOT_FOUND_BACK_ID}" hidden>${escapeHtml(t.goBack)}</button>` +
    `<a href="${escapeHtml(homeUrl)}">${escapeHtml(t.goHome)}</a></div></main>` +
    `<script>${NOT_FOUND_SCRIPT}</script></body></html>`
  );
}

export function notFoundEntry(request: Request, config: EdgeConfig, secure: boolean): EdgeEntry {
  const lang = visitorLanguage(request.headers.get("Accept-Language"));
  return {
    status: 404,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // Not cached anywhere, so a landing published a moment later is served at once.
      "Cache-Control": NO_CACHE,
      Vary: "Accept-Language",
      "X-Robots-Tag": "noindex",
      ...securityHeaders(config, secure),
    },
    body: new TextEncoder().encode(notFoundHtml(lang, config.homeUrl)),
    expires: 0,
  };
}

function plainResponse(
  status: number,
  text: string,
  config: EdgeConfig,
  secure: boolean,
  extra: Record<string, string> = {},
): Response {
  return new Response(text, {
    status,
    headers: {
      ...extra,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": NO_CACHE,
      ...securityHeaders(config, secure),
    },
  });
}

const textsFor = (request: Request) =>
  overlayTexts(visitorLanguage(request.headers.get("Accept-Language")));

export function methodNotAllowedResponse(
  request: Request,
  config: EdgeConfig,
  secure: boolean,
): Response {
  return plainResponse(405, textsFor(request).methodNotAllowed, config, secure, {
    Allow: ALLOWED_METHODS,
  });
}

/** A request target longer than the edge reads (router MAX_TARGET_BYTES). */
export function uriTooLongResponse(request: Request, config: EdgeConfig, secure: boolean) {
  return plainResponse(414, textsFor(request).uriTooLong, config, secure);
}

/** A Host header that cannot name any host. */
export function badRequestResponse(request: Request, config: EdgeConfig, secure: boolean) {
  return plainResponse(400, textsFor(request).badRequest, config, secure);
}
