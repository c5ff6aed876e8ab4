import { isHttpUrl, safeUrl } from "../core/url";
import type { AnalyticsSnippet } from "../core/landing/schema";

/**
 * Analytics snippets are the owner's own script (DESIGN.md §4: they run only on
 * the public origin, only in published pages). We do not judge the JavaScript;
 * we make sure a snippet cannot break the page around it.
 *
 * Rule: a snippet is a sequence of fragments separated by whitespace, each one of
 *   - an HTML comment `<!-- … -->` (dropped);
 *   - `<script …>…</script>`: inline (the body may not contain `<!--`, `<script`
 *     or `</script`, which would change how the HTML parser ends it), or with
 *     `src` = an absolute http(s) URL;
 *   - `<noscript>…</noscript>` holding only `<div>`, `<img>` and `<iframe>` with
 *     http(s) `src` (tracking pixels, Tag Manager's frame);
 *   - a bare `<img>` pixel with an http(s) `src`.
 * Only known attributes are kept (no on* handlers); values are re-escaped and
 * the fragment is re-serialised from what was parsed, so the output is always
 * well-formed. Anything else makes the whole snippet malformed: it is skipped
 * and logged, and the other snippets still render (SPEC §8).
 */
export class MalformedSnippet extends Error {}

type Attrs = Array<[string, string | null]>;

const ATTRS: Record<string, ReadonlySet<string>> = {
  script: new Set([
    "src",
    "async",
    "defer",
    "type",
    "charset",
    "crossorigin",
    "referrerpolicy",
    "id",
    "nomodule",
  ]),
  img: new Set(["src", "alt", "width", "height", "style", "referrerpolicy", "border"]),
  iframe: new Set(["src", "width", "height", "style", "title", "referrerpolicy"]),
  div: new Set(["style"]),
};
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** Attribute values as the HTML parser would read them (the entities snippets actually use). */
const decodeAttr = (v: string) =>
  v.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (_m, e: string) => {
    const k = e.toLowerCase();
    return k === "amp" ? "&" : k === "quot" ? '"' : k === "lt" ? "<" : k === "gt" ? ">" : "'";
  });
const escAttr = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Parses `<tag attrs>` starting at `pos`; returns the attributes and the index after `>`. */
function readStartTag(
  code: string,
  pos: number,
  tag: string,
): { attrs: Attrs; end: number; selfClosed: boolean } {
  let i = pos + 1 + tag.length;
  const attrs: Attrs = [];
  const attrRe = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;
  for (;;) {
    const ws = /\s*/y;
    ws.lastIndex = i;
    ws.exec(code);
    i = ws.lastIndex;
    if (code.startsWith("/>", i)) return { attrs, end: i + 2, selfClosed: true };
    if (code[i] === ">") return { attrs, end: i + 1, selfClosed: false };
    attrRe.lastIndex = i;
    const m = attrRe.exec(code);
    if (!m || attrRe.lastIndex === i) throw new MalformedSnippet(`bad attribute in <${tag}>`);
    const raw = m[2] ?? m[3] ?? m[4];
    attrs.push([m[1].toLowerCase(), raw === undefined ? null : decodeAttr(raw)]);
    i = attrRe.lastIndex;
  }
}

function serialiseAttrs(tag: string, attrs: Attrs): string {
  const allowed = ATTRS[tag];
  let out = "";
  const seen = new Set<string>();
  for (const [name, value] of attrs) {
    if (seen.has(name)) continue;
    seen.add(name);
    if (!allowed.has(name) && !(tag === "script" && name.startsWith("data-"))) continue;
    if (name === "src") {
      if (!isHttpUrl(value)) throw new MalformedSnippet(`<${tag}> src must be http(s)`);
      out += ` src="${escAttr(safeUrl(value) as string)}"`;
    } else if (name === "type" && tag === "script") {
      if (!SCRIPT_TYPES.has((value ?? "").trim().toLowerCase()))
        throw new MalformedSnippet("unsupported script type");
      if (value) out += ` type="${escAttr(value)}"`;
    } else out += value === null ? ` ${name}` : ` ${name}="${escAttr(value)}"`;
  }
  return out;
}

const TAG_AT = /<([a-zA-Z][a-zA-Z0-9-]*)/y;

function closeIndex(code: string, from: number, tag: string): { start: number; end: number } {
  const re = new RegExp(`</${tag}\\s*>`, "ig");
  re.lastIndex = from;
  const m = re.exec(code);
  if (!m) throw new MalformedSnippet(`<${tag}> is not closed`);
  return { start: m.index, end: m.index + m[0].length };
}

/** Index past any white space and comments at `i` (an unclosed comment is malformed). */
function skipBlank(code: string, i: number): number {
  for (;;) {
    const ws = /\s+/y;
    ws.lastIndex = i;
    if (ws.exec(code)) {
      i = ws.lastIndex;
      continue;
    }
    if (!code.startsWith("<!--", i)) return i;
    const e = code.indexOf("-->", i + 4);
    if (e < 0) throw new MalformedSnippet("unclosed comment");
    i = e + 3;
  }
}

/** Fragments inside <noscript>: div (nested), img, iframe. */
function parseNoscriptBody(code: string): string {
  let out = "";
  let i = 0;
  const stack: string[] = [];
  while (i < code.length) {
    i = skipBlank(code, i);
    if (i >= code.length) break;
    const close = /<\/([a-zA-Z]+)\s*>/y;
    close.lastIndex = i;
    const cm = close.exec(code);
    if (cm) {
      const tag = cm[1].toLowerCase();
      if (tag === "iframe") {
        i = close.lastIndex;
        continue;
      }
      if (stack.pop() !== tag) throw new MalformedSnippet(`unexpected </${tag}>`);
      out += `</${tag}>`;
      i = close.lastIndex;
      continue;
    }
    TAG_AT.lastIndex = i;
    const tm = TAG_AT.exec(code);
    const tag = tm?.[1].toLowerCase();
    if (!tm || (tag !== "div" && tag !== "img" && tag !== "iframe"))
      throw new MalformedSnippet("unexpected content in <noscript>");
    const st = readStartTag(code, i, tm[1]);
    if (tag === "img") {
      out += `<img${serialiseAttrs(tag, st.attrs)}>`;
      i = st.end;
    } else if (tag === "iframe") {
      out += `<iframe${serialiseAttrs(tag, st.attrs)}></iframe>`;
      i = st.end;
      if (!st.selfClosed) i = closeIndex(code, i, "iframe").end;
    } else {
      if (st.selfClosed) throw new MalformedSnippet("self-closed <div>");
      out += `<div${serialiseAttrs(tag, st.attrs)}>`;
      stack.push("div");
      i = st.end;
    }
  }
  if (stack.length) throw new MalformedSnippet("unclosed <div> in <noscript>");
  return out;
}

/** Returns the re-serialised snippet, or throws MalformedSnippet. */
export function sanitiseSnippet(code: string): string {
  let out = "";
  let i = 0;
  while (i < code.length) {
    i = skipBlank(code, i);
    if (i >= code.length) break;
    TAG_AT.lastIndex = i;
    const tm = TAG_AT.exec(code);
    if (!tm) throw new MalformedSnippet("expected a tag");
    const tag = tm[1].toLowerCase();
    if (tag === "script") {
      const st = readStartTag(code, i, tm[1]);
      if (st.selfClosed) throw new MalformedSnippet("self-closed <script>");
      const c = closeIndex(code, st.end, "script");
      const body = code.slice(st.end, c.start);
      if (/<!--|<script/i.test(body))
        throw new MalformedSnippet("script body would confuse the HTML parser");
      const attrs = serialiseAttrs("script", st.attrs);
      if (!attrs.includes(' src="') && !body.trim()) throw new MalformedSnippet("empty <script>");
      out += `<script${attrs}>${body}</script>`;
      i = c.end;
    } else if (tag === "noscript") {
      const st = readStartTag(code, i, tm[1]);
      if (st.selfClosed) throw new MalformedSnippet("self-closed <noscript>");
      const c = closeIndex(code, st.end, "noscript");
      out += `<noscript>${parseNoscriptBody(code.slice(st.end, c.start))}</noscript>`;
      i = c.end;
    } else if (tag === "img") {
      const st = readStartTag(code, i, tm[1]);
      out += `<img${serialiseAttrs("img", st.attrs)}>`;
      i = st.end;
    } else throw new MalformedSnippet(`<${tag}> is not allowed`);
  }
  if (!out) throw new MalformedSnippet("empty snippet");
  return out;
}

export interface AnalyticsResult {
  html: string;
  skipped: Array<{ name: string; reason: string }>;
}

/** Each snippet is isolated: a malformed one is logged and skipped. */
export function renderAnalytics(
  snippets: readonly AnalyticsSnippet[],
  log: (msg: string) => void = (m) => console.warn(m),
): AnalyticsResult {
  let html = "";
  const skipped: AnalyticsResult["skipped"] = [];
  for (const s of snippets) {
    if (!s.code.trim()) continue;
    try {
      html += sanitiseSnippet(s.code);
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      skipped.push({ name: s.name, reason });
      log(`analytics snippet "${s.name}" skipped: ${reason}`);
    }
  }
  return { html, skipped };
}
