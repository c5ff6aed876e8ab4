import { ANALYTICS_ATTR, OVERLAY_LOCK_CLASS, overlayHtml } from "../core/overlay";
import type { EdgeConfig } from "./config";
import { createHtmlRewriter, type RewriterElement } from "./runtime";

const NOINDEX = '<meta name="robots" content="noindex">';

function addLockClass(el: RewriterElement): void {
  const current = el.getAttribute("class");
  el.setAttribute("class", current ? `${current} ${OVERLAY_LOCK_CLASS}` : OVERLAY_LOCK_CLASS);
}

/**
 * Injects the "page unavailable" overlay into a stored page at request time
 * (DESIGN.md §2): noindex in <head>, scroll lock on <html>/<body>, overlay at the
 * end of <body> — or of the document if the page has no body element. No
 * script survives: the overlay needs none, and the owner's analytics (marked
 * with ANALYTICS_ATTR) could remove it. Pages stored before the mark existed
 * lose their scripts and <noscript> blocks (only analytics use them) all the same.
 */
export async function withOverlay(
  html: Uint8Array,
  lang: string,
  config: EdgeConfig,
): Promise<Uint8Array> {
  const overlay = overlayHtml(lang, { homeUrl: config.homeUrl, activateUrl: config.activateUrl });
  let placed = false;
  const dropElement = { element: (el: RewriterElement) => el.remove() };
  const rewritten = createHtmlRewriter()
    .on("script", dropElement)
    .on("noscript", dropElement)
    .on(`[${ANALYTICS_ATTR}]`, dropElement)
    .on("meta", {
      element(el) {
        if ((el.getAttribute("name") ?? "").toLowerCase() === "robots") el.remove();
      },
    })
    .on("head", {
      element(el) {
        el.prepend(NOINDEX, { html: true });
      },
    })
    .on("html", { element: addLockClass })
    .on("body", {
      element(el) {
        addLockClass(el);
        el.append(overlay, { html: true });
        placed = true;
      },
    })
    .onDocument({
      end(end) {
        if (!placed) end.append(overlay, { html: true });
      },
    })
    .transform(
      new Response(html as Uint8Array<ArrayBuffer>, {
        headers: { "Content-Type": "text/html; charset=utf-8" },
      }),
    );
  return new Uint8Array(await rewritten.arrayBuffer());
}
