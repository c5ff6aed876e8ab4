import { escapeHtml, overlayTexts } from "../renderer/overlay";
import type { EdgeConfig } from "./config";
import type { EdgeEntry } from "./entry";
import { ALLOWED_METHODS, NO_CACHE, securityHeaders } from "./headers";

const SUPPORTED = ["ru", "en", "id"];

/** The first supported language the visitor's browser asks for; Russian otherwise. */
export function visitorLanguage(acceptLanguage: string | null): string {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0].trim().toLowerCase().split("-")[0];
    if (SUPPORTED.includes(tag)) return tag;
  }
  return "ru";
}

export function notFoundHtml(lang: string, homeUrl: string): string {
  const t = overlayTexts(lang);
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(t.notFoundTitle)}</title><style>` +
    `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f6f8;color:#111827}` +
    `main{max-width:420px;padding:32px 24px;text-align:center}h1{font-size:24px;margin:0 0 8px}p{margin:0 0 24px;color:#4b5563}` +
    `a{display:inline-block;padding:12px 20px;border-radius:10px;background:#111827;color:#fff;text-decoration:none;font-weight:600}` +
    `a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}` +
    `</style></head><body><main><h1>${escapeHtml(t.notFoundTitle)}</h1><p>${escapeHtml(t.notFoundText)}</p>` +
    `<a href="${escapeHtml(homeUrl)}">${escapeHtml(t.goHome)}</a></main></body></html>`
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

export function methodNotAllowedResponse(
  request: Request,
  config: EdgeConfig,
  secure: boolean,
): Response {
  const t = overlayTexts(visitorLanguage(request.headers.get("Accept-Language")));
  return new Response(t.methodNotAllowed, {
    status: 405,
    headers: {
      Allow: ALLOWED_METHODS,
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": NO_CACHE,
      ...securityHeaders(config, secure),
    },
  });
}
