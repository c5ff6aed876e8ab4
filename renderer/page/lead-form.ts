import {
  FORM_INPUTS,
  LEAD_FORM_ATTR,
  UTM_KEYS,
  type FormField,
  type FormFieldKind,
} from "../../core/landing/form";
import type { PublicT } from "../i18n";
import { attrs, el, esc, voidEl } from "./html";

/**
 * Issue 24: the lead form on the public page, a real `<form method="post">`
 * that works without script. The worker fills the empty hidden inputs (`_ts`,
 * utm_*, `ref`) and the action at every view (worker/lead-view.ts), so the
 * stored page stays one copy for everyone.
 */
export interface LeadFormModel {
  /** `{page path}/lead`: the worker rewrites it to the path the page was viewed at. */
  action: string;
  title: string;
  description: string;
  submit: string;
  success: string;
  consent: string;
  /** The privacy policy, already through the URL gate; null hides the link. */
  policyUrl: string | null;
  fields: FormField[];
  /** The cards a visitor can choose: value = the card's place in the content, text with its price. */
  items: Array<{ value: string; text: string }>;
}

/** The section's id: card Order links go to `?item=N#form`. */
export const FORM_SECTION_ID = "form";
export const LEAD_FORM_ID = "lead-form";

const AUTOCOMPLETE: Partial<Record<FormFieldKind, string>> = {
  name: "name",
  phone: "tel",
  email: "email",
};
const INPUT_TYPE: Partial<Record<FormFieldKind, string>> = {
  phone: "tel",
  email: "email",
  date: "date",
};
const INPUT_MODE: Partial<Record<FormFieldKind, string>> = { phone: "tel", email: "email" };

const REQUIRED_MARK = '<span aria-hidden="true"> *</span>';
const idOf = (name: string) => `lf-${name}`;

function label(name: string, text: string, required: boolean): string {
  return el("label", { for: idOf(name) }, esc(text) + (required ? REQUIRED_MARK : ""));
}

function field(f: FormField, t: PublicT): string {
  const common = { id: idOf(f.id), name: f.id, required: f.required };
  if (f.kind === "checkbox") {
    return `<p class="fc">${voidEl("input", { type: "checkbox", ...common })}${label(f.id, f.label, f.required)}</p>`;
  }
  let control: string;
  if (f.kind === "select") {
    const options = (f.options ?? []).map((o) => el("option", {}, esc(o))).join("");
    control = el("select", common, `<option value="">${esc(t("lead.choose"))}</option>${options}`);
  } else if (f.kind === "message") {
    control = el("textarea", { ...common, rows: 4, placeholder: f.placeholder || undefined }, "");
  } else {
    control = voidEl("input", {
      ...common,
      type: INPUT_TYPE[f.kind],
      autocomplete: AUTOCOMPLETE[f.kind],
      inputmode: INPUT_MODE[f.kind],
      placeholder: f.placeholder || undefined,
    });
  }
  return `<p>${label(f.id, f.label, f.required)}${control}</p>`;
}

function itemSelect(items: LeadFormModel["items"], t: PublicT): string {
  if (items.length === 0) return "";
  const options = items.map((i) => el("option", { value: i.value }, esc(i.text))).join("");
  const select = el(
    "select",
    { id: idOf(FORM_INPUTS.item), name: FORM_INPUTS.item },
    `<option value="">${esc(t("lead.choose"))}</option>${options}`,
  );
  return `<p>${label(FORM_INPUTS.item, t("lead.item"), false)}${select}</p>`;
}

const hidden = (name: string) => voidEl("input", { type: "hidden", name });

/** The inputs people never fill: the honeypot (a text input, never type=hidden) and the worker's. */
function machineInputs(): string {
  const trap = voidEl("input", {
    name: FORM_INPUTS.honeypot,
    type: "text",
    tabindex: "-1",
    autocomplete: "off",
  });
  // display:none hides it (and its lack of a label) from people and assistive technology alike.
  let out = `<div class="hp">${trap}</div>`;
  out += hidden(FORM_INPUTS.viewTime) + hidden(FORM_INPUTS.referrer);
  for (const key of UTM_KEYS) out += hidden(key);
  return out;
}

function consent(m: LeadFormModel, t: PublicT): string {
  const box = voidEl("input", {
    type: "checkbox",
    id: idOf(FORM_INPUTS.consent),
    name: FORM_INPUTS.consent,
    required: true,
  });
  const link = (text: string) =>
    el("a", { href: m.policyUrl!, target: "_blank", rel: "noopener" }, esc(text));
  // A text naming the policy (the default does) links those words, rather than
  // "…the Privacy Policy Privacy Policy"; any other text gets the link after it.
  const named = t("lead.policyInConsent");
  const at = m.policyUrl ? m.consent.indexOf(named) : -1;
  // No "*": the box is required="" and its text asks for consent itself.
  if (at >= 0) {
    const text =
      esc(m.consent.slice(0, at)) + link(named) + esc(m.consent.slice(at + named.length));
    return `<p class="fc">${box}${el("label", { for: idOf(FORM_INPUTS.consent) }, text)}</p>`;
  }
  const policy = m.policyUrl ? ` ${link(t("lead.policy"))}` : "";
  return `<p class="fc">${box}<span>${label(FORM_INPUTS.consent, m.consent, false)}${policy}</span></p>`;
}

export function leadFormSection(m: LeadFormModel, t: PublicT): string {
  let inner = m.description ? `<p class="desc">${esc(m.description)}</p>` : "";
  let body = m.fields.map((f) => field(f, t)).join("") + itemSelect(m.items, t);
  body += consent(m, t) + machineInputs();
  body += `<button type="submit" class="btn main">${esc(m.submit)}</button>`;
  body += '<p class="fs" role="status" tabindex="-1"></p>';
  inner += el(
    "form",
    {
      id: LEAD_FORM_ID,
      class: "lf",
      method: "post",
      action: m.action,
      [LEAD_FORM_ATTR]: true,
      "data-ok": m.success,
      "data-err": t("lead.notSent"),
    },
    body,
  );
  return `<section${attrs({ id: FORM_SECTION_ID, "aria-labelledby": `${FORM_SECTION_ID}-h` })}><h2 id="${FORM_SECTION_ID}-h">${esc(m.title)}</h2>${inner}</section>`;
}

/** The form's styles, only on pages that have one. */
export const LEAD_FORM_CSS = `.lf{display:grid;gap:14px;background:var(--sf);border-radius:20px;padding:20px}.lf p{margin:0}.lf label{display:block;font-weight:600}.lf input,.lf select,.lf textarea{width:100%;min-height:48px;padding:10px;border:1px solid var(--mu);border-radius:10px;font:inherit;color:var(--tx);background:var(--sf)}.fc{display:flex;gap:10px}.fc input{width:22px;height:22px;min-height:0;flex:none}.fc label{display:inline;font-weight:400}.hp,.fs:empty{display:none}.fe,.er{color:#b91c1c}.fe{display:block}`;

/** Cards with a price or an Order button (with or without a form). */
export const CARD_SHOP_CSS = `.price{margin:0;padding:0 12px 12px;font-weight:700}.order{margin:auto 12px 12px}.card>div>a:first-child{color:inherit;text-decoration:none}`;

/**
 * The form's script, inline: submits with fetch (Accept: application/json),
 * shows the success message in place, and on a failure keeps every value and
 * shows the worker's message (already in the page's language) or, when the
 * worker cannot be reached, the page's own "nothing was sent". `?item=N`
 * chooses a card (the worker does the same for a page without script).
 * Where the worker put a Turnstile widget (issue 25), nothing is sent until
 * the widget has written its token into its input: a quick visitor would be
 * stored as spam and told "sent"; they hear "nothing was sent, try again"
 * instead (a text of its own would not fit the page's 1.2 KB budget).
 * Error marks go on `f[field]`: a form's named controls win over its own
 * properties, and a name that is no control is passed over. The script is on
 * the page only with its form, so it does not look for a missing one.
 */
export const LEAD_FORM_SCRIPT = `(()=>{var f=document.getElementById("${LEAD_FORM_ID}"),s=f.querySelector(".fs"),b=f.querySelector("button"),i=f.querySelector("[name=item]"),q=new URLSearchParams(location.search).get("item");if(i&&q)i.value=q;f.addEventListener("submit",async e=>{e.preventDefault();b.disabled=!0;f.querySelectorAll(".fe,[aria-invalid]").forEach(x=>x.form?x.removeAttribute("aria-invalid"):x.remove());try{if(!f.querySelector(".cf-turnstile input")?.value&&f.querySelector(".cf-turnstile"))throw 0;var r=await fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f)),headers:{Accept:"application/json"}}),j=await r.json();if(!r.ok)throw j;f.replaceChildren(s);s.className="fs";s.textContent=f.dataset.ok}catch(j){var c=j&&j.code;s.className="fs er";s.textContent=c&&j.message||f.dataset.err;(c&&j.fields||[]).forEach(x=>{var n=f[x.field];if(!n?.after)return;n.setAttribute("aria-invalid","true");var m=document.createElement("small");m.className="fe";m.textContent=x.message;n.after(m)})}b.disabled=!1;s.focus()})})();`;
