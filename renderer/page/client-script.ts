/**
 * The page's only script, inline and tiny: the video player is created only
 * when the visitor presses play (no third-party request before that), and a
 * link to a FAQ entry (#faq-3) opens that entry.
 */
export const CLIENT_SCRIPT = `(function(){var d=document;d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-embed]");if(!b)return;var k=b.getAttribute("data-kind"),el;if(k==="file"){el=d.createElement("video");el.controls=true;el.autoplay=true;el.playsInline=true}else{el=d.createElement("iframe");el.allow="autoplay; encrypted-media; picture-in-picture; fullscreen";el.allowFullscreen=true;el.title=b.getAttribute("aria-label")}el.src=b.getAttribute("data-embed");b.parentNode.replaceChildren(el);el.focus()});function o(){var t=location.hash&&d.getElementById(location.hash.slice(1));if(t&&t.tagName==="DETAILS")t.open=true}addEventListener("hashchange",o);o()})();`;

/**
 * Click statistics (issue 15): a click on a button or card link (`data-v`)
 * sends its target and the page's path to `/_v` with navigator.sendBeacon,
 * which never delays the navigation. Registered at the end of the body and
 * doing nothing else, it never blocks rendering; it stays under 600 bytes.
 */
export const STATS_SCRIPT = `document.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("[data-v]");a&&navigator.sendBeacon&&navigator.sendBeacon("/_v",location.pathname+"\\n"+a.getAttribute("data-v"))},true)`;
/** The attribute the stats script reads: `button:0`, `button:1`, `card:N`. */
export const STATS_ATTR = "data-v";
