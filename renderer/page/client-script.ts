/**
 * The page's only script, inline and tiny: the video player is created only
 * when the visitor presses play (no third-party request before that), and a
 * link to a FAQ entry (#faq-3) opens that entry.
 */
export const CLIENT_SCRIPT = `(function(){var d=document;d.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("[data-embed]");if(!b)return;var k=b.getAttribute("data-kind"),el;if(k==="file"){el=d.createElement("video");el.controls=true;el.autoplay=true;el.playsInline=true}else{el=d.createElement("iframe");el.allow="autoplay; encrypted-media; picture-in-picture; fullscreen";el.allowFullscreen=true;el.title=b.getAttribute("aria-label")}el.src=b.getAttribute("data-embed");b.parentNode.replaceChildren(el);el.focus()});function o(){var t=location.hash&&d.getElementById(location.hash.slice(1));if(t&&t.tagName==="DETAILS")t.open=true}addEventListener("hashchange",o);o()})();`;
