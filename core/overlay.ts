import en from "./i18n/locales/en/overlay";
import id from "./i18n/locales/id/overlay";
import ru from "./i18n/locales/ru/overlay";
import uk from "./i18n/locales/uk/overlay";

/**
 * Markup of the "page unavailable" overlay the worker appends to an expired
 * landing (SPEC §2 "Public landing", §4 "Landing expiry"), and of the public
 * 404 page. Catalogues are imported one by one so the worker bundle carries
 * only the overlay namespace.
 */
export type OverlayTexts = { readonly [K in keyof typeof ru]: string };
const catalogues: Record<string, OverlayTexts> = { ru, en, id, uk };

export function overlayTexts(lang: string): OverlayTexts {
  // Russian is the default and fallback language (SPEC §1).
  return catalogues[lang] ?? ru;
}

/** Added to <html> and <body> of an expired page: the overlay's CSS locks scrolling with it. */
export const OVERLAY_LOCK_CLASS = "vt-overlay-lock";
export const OVERLAY_ID = "vt-overlay";
/**
 * Marks each element of the owner's analytics snippets in a published page
 * (renderer/analytics.ts). The worker removes those elements, and every
 * script, from a page it serves under the overlay: the owner's code must not
 * run there, or it could take the overlay away (issue 11).
 */
export const ANALYTICS_ATTR = "data-vitrina-analytics";

export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

// Selectors are scoped under the overlay id and declare their own fonts and
// colours so the landing's stylesheet can neither hide nor restyle them.
export const OVERLAY_CSS = `
html.${OVERLAY_LOCK_CLASS},html.${OVERLAY_LOCK_CLASS} body{overflow:hidden!important;overscroll-behavior:none;touch-action:none}
#${OVERLAY_ID}{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:rgba(15,18,28,.72);-webkit-backdrop-filter:blur(6px);backdrop-filter:blur(6px);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#111827;touch-action:auto}
#${OVERLAY_ID} *{box-sizing:border-box}
#${OVERLAY_ID} .vt-ov-card{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px 24px;text-align:center;box-shadow:0 20px 50px rgba(0,0,0,.3)}
#${OVERLAY_ID} h2{margin:0 0 8px;font-size:22px;line-height:1.3;font-weight:700;color:#111827}
#${OVERLAY_ID} p{margin:0 0 20px;color:#4b5563}
#${OVERLAY_ID} .vt-ov-btn{display:inline-block;min-width:180px;padding:12px 20px;border-radius:10px;font-weight:600;text-decoration:none;background:#111827;color:#fff}
#${OVERLAY_ID} .vt-ov-btn:focus-visible,#${OVERLAY_ID} .vt-ov-link:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
#${OVERLAY_ID} .vt-ov-pro{margin:20px 0 0;padding-top:16px;border-top:1px solid #e5e7eb;font-size:14px}
#${OVERLAY_ID} .vt-ov-pro p{margin:0 0 8px}
#${OVERLAY_ID} .vt-ov-link{color:#2563eb;font-weight:600}
`
  .trim()
  .replace(/\n/g, "");

export interface OverlayLinks {
  /** Where "go home" leads (the product's site). */
  homeUrl: string;
  /** The plans page where an owner activates PRO. */
  activateUrl: string;
}

export function overlayHtml(lang: string, links: OverlayLinks): string {
  const t = overlayTexts(lang);
  return (
    `<style>${OVERLAY_CSS}</style>` +
    `<div id="${OVERLAY_ID}" role="dialog" aria-modal="true" aria-labelledby="vt-ov-title" lang="${escapeHtml(lang in catalogues ? lang : "ru")}">` +
    `<div class="vt-ov-card">` +
    `<h2 id="vt-ov-title">${escapeHtml(t.unavailableTitle)}</h2>` +
    `<p>${escapeHtml(t.unavailableText)}</p>` +
    `<a class="vt-ov-btn" href="${escapeHtml(links.homeUrl)}">${escapeHtml(t.goHome)}</a>` +
    `<div class="vt-ov-pro"><p>${escapeHtml(t.activatePrompt)}</p>` +
    `<a class="vt-ov-link" href="${escapeHtml(links.activateUrl)}">${escapeHtml(t.activatePro)}</a></div>` +
    `</div></div>`
  );
}
