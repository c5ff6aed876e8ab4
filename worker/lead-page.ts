import { FORM_INPUTS } from "../core/landing/form-inputs";
import { escapeHtml } from "../core/overlay";
import type { PublishedLanguage } from "../core/translate/languages";
import { leadTexts } from "./lead-texts";

/**
 * Issue 24: what a browser without script sees after submitting a lead form:
 * "sent" (only once the app has stored the lead) or why not, in the page's
 * language, with a link back to the page. Small and self-contained, like the
 * 404 page.
 */
export function leadPage(input: {
  lang: PublishedLanguage;
  sent: boolean;
  message: string;
  /** Each refused field's message. */
  errors: string[];
  /** The page's path on this origin. */
  back: string;
}): string {
  const t = leadTexts(input.lang);
  const title = input.sent ? t.sentTitle : t.notSentTitle;
  const list = input.errors.length
    ? `<ul>${input.errors.map((e) => `<li>${escapeHtml(e)}</li>`).join("")}</ul>`
    : "";
  return (
    `<!doctype html><html lang="${input.lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>` +
    `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f5f6f8;color:#111827}` +
    `main{max-width:460px;padding:32px 24px;text-align:center}h1{font-size:24px;margin:0 0 8px}p,ul{margin:0 0 24px;color:#374151}ul{text-align:left}` +
    `a{display:inline-block;padding:12px 20px;border-radius:10px;background:#111827;color:#fff;text-decoration:none;font-weight:600}` +
    `a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}` +
    `</style></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(input.message)}</p>${list}` +
    `<a href="${escapeHtml(input.back)}">${escapeHtml(t.back)}</a></main></body></html>`
  );
}

const ENTITIES: Record<string, string> = {
  "&quot;": '"',
  "&amp;": "&",
  "&#x27;": "'",
  "&lt;": "<",
  "&gt;": ">",
};

/**
 * The owner's success message as the page shows it (the form's `data-ok`,
 * written by renderer/page/lead-form.ts with its five escapes), so the
 * thank-you page says what the script would; null when the page has none.
 */
export function pageSuccessText(page: Uint8Array): string | null {
  const m = /<form [^>]*data-ok="([^"]*)"/.exec(new TextDecoder().decode(page));
  return m ? unescapeAttr(m[1]) : null;
}

const unescapeAttr = (html: string) =>
  html.replace(/&(?:quot|amp|#x27|lt|gt);/g, (e) => ENTITIES[e]);

/**
 * The form's labels by input name as the page shows them (`<label for="lf-{name}">`),
 * so a page without script can name each refused field. The consent's label
 * is its whole text, and its message names it already: left out.
 */
export function pageFieldLabels(page: Uint8Array): Map<string, string> {
  const labels = new Map<string, string>();
  const html = new TextDecoder().decode(page);
  for (const m of html.matchAll(/<label for="lf-([a-z0-9_]+)">([^<]*)/g)) {
    if (m[1] !== FORM_INPUTS.consent) labels.set(m[1], unescapeAttr(m[2]));
  }
  return labels;
}
