/**
 * The few HTML-writing rules the public page needs (ADR 019). The page is
 * written as strings, not through React, because a rebuild renders every
 * landing and React's server renderer was half of that cost. Rules:
 *  - every text and attribute value goes through `esc` (the five characters
 *    that can end a text or a quoted value);
 *  - attributes: null, undefined and false are left out, true is written as
 *    `name=""` (a boolean attribute), numbers as their decimal text;
 *  - void elements end with `/>`; raw HTML (styles, scripts, icon paths) is
 *    only ever one of our own constants or an already escaped string.
 */
const ESCAPES: Record<string, string> = {
  '"': "&quot;",
  "&": "&amp;",
  "'": "&#x27;",
  "<": "&lt;",
  ">": "&gt;",
};
const SPECIAL = /["&'<>]/;
const SPECIALS = /["&'<>]/g;

export function esc(text: string): string {
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c]) : text;
}

export type AttrValue = string | number | boolean | null | undefined;

export function attrs(list: Record<string, AttrValue>): string {
  let out = "";
  for (const name in list) {
    const v = list[name];
    if (v === null || v === undefined || v === false) continue;
    out += v === true ? ` ${name}=""` : ` ${name}="${esc(String(v))}"`;
  }
  return out;
}

/** `<tag attrs>inner</tag>`; `inner` is HTML already (escape text with `esc`). */
export function el(tag: string, list: Record<string, AttrValue>, inner: string): string {
  return `<${tag}${attrs(list)}>${inner}</${tag}>`;
}

/** A void element: `<tag attrs/>`. */
export function voidEl(tag: string, list: Record<string, AttrValue>): string {
  return `<${tag}${attrs(list)}/>`;
}
