import type { LandingContent } from "../core/landing/schema";
import { renderAnalytics } from "./analytics";
import { pageLanguage, publicT } from "./i18n";
import { landingPage } from "./page/landing-page";
import { buildPageModel } from "./page/view-model";
import type { RenderMeta } from "./render-meta";

export type { RenderMeta } from "./render-meta";
export { PRODUCT_NAME, PRODUCT_URL } from "./render-meta";

export interface RenderOptions {
  /** Where skipped analytics snippets are reported (default console.warn). */
  log?: (msg: string) => void;
}

/**
 * content → one static HTML document (pure; no I/O). Text is escaped (page/html.ts);
 * every user URL has passed core/url's gate in the page model. Analytics are
 * appended before </body> — the page never emits that text itself (user text is
 * escaped), so the replacement cannot land inside user content.
 */
export function renderLanding(
  content: LandingContent,
  meta: RenderMeta,
  opts: RenderOptions = {},
): string {
  const lang = pageLanguage(meta.lang);
  const t = publicT(lang);
  const model = buildPageModel(content, meta, lang, t);
  const snippets =
    meta.includeAnalytics && content.analytics.length
      ? renderAnalytics(content.analytics, opts.log).html
      : "";
  // Issue 27: with the owner's consent setting, the snippets wait for the visitor's "Accept".
  if (snippets && content.analyticsConsent) model.consent = { key: meta.uuid, snippets };
  let html = "<!doctype html>" + landingPage(model, t);
  if (snippets && !model.consent) {
    const at = html.lastIndexOf("</body>");
    html = html.slice(0, at) + snippets + html.slice(at);
  }
  return html;
}
