import type { PublicT } from "../i18n";
import { ANALYTICS_ATTR } from "../../core/overlay";
import { attrs, el, esc } from "./html";

/**
 * Issue 27 (ADR 030): the visitor's Share button and the analytics consent
 * bar. Both scripts are inline and tiny, like the page's others (client-script.ts);
 * the worker sets no script CSP, so they need no nonce.
 */
export const SHARE_ID = "vt-sh";
export const CONSENT_ID = "vt-cb";
export const CONSENT_TEMPLATE_ID = "vt-an";
/** localStorage key prefix; the landing's id follows, since local pages share one origin. */
export const CONSENT_KEY = "vitrina-consent:";

/**
 * One "Share" button in every browser: the Web Share API where the browser has
 * it (a visitor who cancels hears nothing), else the link is copied (the
 * Clipboard API, or a selected textarea where that is refused) and the
 * status beside the button says "Copied" (role=status: announced politely).
 * The link is the page's canonical address (the language version's own),
 * else the address in the bar without its #fragment.
 */
export const SHARE_SCRIPT = `(()=>{var d=document,b=d.getElementById("${SHARE_ID}"),s=b.nextSibling,n=navigator;b.onclick=async()=>{var u=(d.querySelector("link[rel=canonical]")||location).href.split("#")[0];s.textContent="";try{if(n.share)return await n.share({url:u,title:d.title})}catch(e){if(e.name=="AbortError")return}try{await n.clipboard.writeText(u)}catch(e){var t=d.createElement("textarea");t.value=u;d.body.append(t);t.select();d.execCommand("copy");t.remove()}s.textContent=b.dataset.ok}})();`;

/**
 * The consent bar's script. The owner's snippets sit inert in a <template>
 * until "Accept": then each is put into the page, a script as a new element
 * (a script moved out of a template never runs), an external one without
 * `async` awaited before the next, so snippets keep their order. "Decline"
 * runs nothing. The answer is kept per landing; with one kept, the bar stays
 * hidden (and "1" runs the snippets at once). No storage (private mode):
 * the bar asks again on the next page.
 */
export const CONSENT_SCRIPT = `(()=>{var d=document,c=d.getElementById("${CONSENT_ID}"),k="${CONSENT_KEY}"+c.dataset.k,v,go=async()=>{for(var o of[...d.getElementById("${CONSENT_TEMPLATE_ID}").content.children]){var n=o,p;if(o.tagName=="SCRIPT"){n=d.createElement("script");for(var a of o.attributes)n.setAttribute(a.name,a.value);n.text=o.text}p=n.src&&!n.hasAttribute("async")&&new Promise(r=>n.onload=n.onerror=r);d.body.append(n);await p}};try{v=localStorage.getItem(k)}catch(e){}if(v=="1")go();else if(!v){c.hidden=!1;c.onclick=e=>{var a=e.target.dataset.c;if(a){try{localStorage.setItem(k,a)}catch(e){}c.remove();a=="1"&&go()}}}})();`;

export const VISITOR_CSS = `.acts{display:flex;flex-wrap:wrap;align-items:center;gap:10px;margin:20px 0 0}.acts .btn{flex:0 1 auto;min-height:44px;padding:10px 18px}.acts [role=status]{color:var(--mu);font-weight:600}`;
const CONSENT_CSS = `.cb{position:fixed;left:12px;right:12px;bottom:12px;z-index:7;max-width:560px;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;gap:10px;padding:14px 16px;border-radius:16px;background:var(--sf);box-shadow:0 8px 30px rgba(0,0,0,.25)}.cb p{flex:1 1 100%;margin:0}.cb .btn{min-height:44px;padding:10px 18px}.cb[hidden]{display:none}`;

/** The profile's row of visitor actions: what comes before (the vCard link), Share, its status. */
export function visitorActions(t: PublicT, before = ""): string {
  const share = el(
    "button",
    { type: "button", class: "btn alt", id: SHARE_ID, "data-ok": t("copied") },
    esc(t("share")),
  );
  return `<div class="acts">${before}${share}<span role="status"></span></div>`;
}

/** The consent bar, the owner's snippets inert in a <template>, and the bar's script. */
export function consentBar(t: PublicT, landingKey: string, snippets: string): string {
  const button = (value: string, className: string, key: string) =>
    el("button", { type: "button", class: `btn ${className}`, "data-c": value }, esc(t(key)));
  const bar = el(
    "aside",
    {
      class: "cb",
      id: CONSENT_ID,
      "aria-label": t("consent.label"),
      "data-k": landingKey,
      hidden: true,
    },
    `<p>${esc(t("consent.text"))}</p>${button("1", "main", "consent.accept")}${button("0", "alt", "consent.decline")}`,
  );
  // The template carries the analytics mark too: the worker's overlay drops it whole (issue 11).
  const inert = `<template${attrs({ id: CONSENT_TEMPLATE_ID, [ANALYTICS_ATTR]: true })}>${snippets}</template>`;
  return `${bar}${inert}<script>${CONSENT_SCRIPT}</script>`;
}

export { CONSENT_CSS };
