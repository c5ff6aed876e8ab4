import { Tokenizer, TokenizerMode, type Token, type TokenHandler } from "parse5";
import { isHttpUrl, safeUrl } from "../core/url";
import type { AnalyticsSnippet } from "../core/landing/schema";
import { ANALYTICS_ATTR } from "../core/overlay";

/**
 * Analytics snippets are the owner's own script (DESIGN.md §4: they run only on
 * the public origin, only in published pages). We do not judge the JavaScript;
 * we make sure a snippet cannot break the page around it.
 *
 * The snippet is read by parse5's HTML tokenizer, switched between states the
 * way a browser's tree builder switches it, so it ends a script exactly where
 * a browser would (`</script x>`, `</script/>` and `</SCRIPT >` included).
 * Rule: a snippet is a sequence of fragments separated by whitespace, each one of
 *   - an HTML comment `<!-- … -->` (dropped);
 *   - `<script …>…</script>`: inline (the body may not contain `<!--`, `<script`
 *     or `</script`, which would change how the HTML parser ends it), or with
 *     `src` = an absolute http(s) URL;
 *   - `<noscript>…</noscript>` holding only `<div>`, `<img>` and `<iframe>` with
 *     http(s) `src` (tracking pixels, Tag Manager's frame);
 *   - a bare `<img>` pixel with an http(s) `src`.
 * Any tokenizer parse error also makes the snippet malformed. Only known
 * attributes are kept (no on* handlers); values are re-escaped and the fragment
 * is re-serialised from the tokens, so the output is always well-formed.
 * Anything else makes the whole snippet malformed: it is skipped and logged,
 * and the other snippets still render (SPEC §8).
 */
export class MalformedSnippet extends Error {}

type Attr = Token.Attribute;

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
/** Written bare when empty, as snippets write them. */
const BOOLEAN_ATTRS = new Set(["async", "defer", "nomodule"]);
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

const escAttr = (v: string) =>
  v.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

type Tok =
  | { kind: "start"; tag: string; attrs: Attr[]; selfClosing: boolean }
  | { kind: "end"; tag: string }
  | { kind: "text"; chars: string; blank: boolean }
  | { kind: "eof" };

/** What the tree builder would tell the tokenizer after these start tags. */
const TEXT_STATE: Record<string, Tokenizer["state"]> = {
  script: TokenizerMode.SCRIPT_DATA,
  iframe: TokenizerMode.RAWTEXT,
  style: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  textarea: TokenizerMode.RCDATA,
  title: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

/** The snippet as tokens (comments dropped, adjacent text merged); throws on any parse error. */
function tokenize(code: string): Tok[] {
  const out: Tok[] = [];
  const text = (chars: string, blank: boolean) => {
    const last = out[out.length - 1];
    if (last?.kind === "text") {
      last.chars += chars;
      last.blank &&= blank;
    } else out.push({ kind: "text", chars, blank });
  };
  let problem: string | null = null;
  const handler: TokenHandler = {
    onComment() {},
    onDoctype() {
      problem ??= "doctype";
    },
    onStartTag(t) {
      out.push({ kind: "start", tag: t.tagName, attrs: t.attrs, selfClosing: t.selfClosing });
      // <noscript> stays in the data state: its content is read as markup and re-serialised.
      const next = TEXT_STATE[t.tagName];
      if (next !== undefined) tokenizer.state = next;
    },
    onEndTag(t) {
      out.push({ kind: "end", tag: t.tagName });
    },
    onEof() {
      out.push({ kind: "eof" });
    },
    onCharacter(t) {
      text(t.chars, false);
    },
    onNullCharacter(t) {
      text(t.chars, false);
    },
    onWhitespaceCharacter(t) {
      text(t.chars, true);
    },
    onParseError(err) {
      problem ??= err.code;
    },
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  tokenizer.write(code, true);
  if (problem) throw new MalformedSnippet(`HTML parse error: ${problem}`);
  return out;
}

function serialiseAttrs(tag: string, attrs: readonly Attr[]): string {
  const allowed = ATTRS[tag];
  let out = "";
  for (const { name, value } of attrs) {
    if (name === ANALYTICS_ATTR) continue;
    if (!allowed.has(name) && !(tag === "script" && /^data-[a-z0-9._-]+$/.test(name))) continue;
    if (name === "src") {
      if (!isHttpUrl(value)) throw new MalformedSnippet(`<${tag}> src must be http(s)`);
      out += ` src="${escAttr(safeUrl(value) as string)}"`;
    } else if (name === "type" && tag === "script") {
      if (!SCRIPT_TYPES.has(value.trim().toLowerCase()))
        throw new MalformedSnippet("unsupported script type");
      if (value) out += ` type="${escAttr(value)}"`;
    } else if (value === "" && BOOLEAN_ATTRS.has(name)) out += ` ${name}`;
    else out += ` ${name}="${escAttr(value)}"`;
  }
  return out;
}

/** A cursor over the tokens. */
class Reader {
  i = 0;
  constructor(private readonly toks: Tok[]) {}
  peek(): Tok {
    return this.toks[this.i];
  }
  next(): Tok {
    return this.toks[this.i++];
  }
  /** Skips white space (comments are already gone). */
  skipBlank(): Tok {
    while (this.peek().kind === "text" && (this.peek() as { blank: boolean }).blank) this.i++;
    return this.peek();
  }
}

function readScript(r: Reader, start: Extract<Tok, { kind: "start" }>, mark: string): string {
  if (start.selfClosing) throw new MalformedSnippet("self-closed <script>");
  let body = "";
  const t = r.next();
  if (t.kind === "text") body = t.chars;
  const end = t.kind === "text" ? r.next() : t;
  if (end.kind !== "end" || end.tag !== "script")
    throw new MalformedSnippet("<script> is not closed");
  if (/<!--|<script|<\/script/i.test(body))
    throw new MalformedSnippet("script body would confuse the HTML parser");
  const attrs = serialiseAttrs("script", start.attrs);
  if (!attrs.includes(' src="') && !body.trim()) throw new MalformedSnippet("empty <script>");
  return `<script${mark}${attrs}>${body}</script>`;
}

/** Content of <noscript>: div (nested), img, iframe (its fallback content dropped). */
function readNoscript(r: Reader, start: Extract<Tok, { kind: "start" }>, mark: string): string {
  if (start.selfClosing) throw new MalformedSnippet("self-closed <noscript>");
  let out = "";
  const stack: string[] = [];
  for (;;) {
    const t = r.skipBlank();
    r.next();
    if (t.kind === "eof") throw new MalformedSnippet("<noscript> is not closed");
    if (t.kind === "text") throw new MalformedSnippet("unexpected content in <noscript>");
    if (t.kind === "end") {
      if (t.tag === "noscript" && !stack.length) break;
      if (t.tag !== "div" || !stack.length) throw new MalformedSnippet(`unexpected </${t.tag}>`);
      stack.pop();
      out += "</div>";
      continue;
    }
    if (t.tag === "img") out += `<img${serialiseAttrs("img", t.attrs)}>`;
    else if (t.tag === "div") {
      if (t.selfClosing) throw new MalformedSnippet("self-closed <div>");
      out += `<div${serialiseAttrs("div", t.attrs)}>`;
      stack.push("div");
    } else if (t.tag === "iframe") {
      out += `<iframe${serialiseAttrs("iframe", t.attrs)}></iframe>`;
      if (r.peek().kind === "text") r.next();
      const end = r.next();
      if (end.kind !== "end" || end.tag !== "iframe")
        throw new MalformedSnippet("<iframe> is not closed");
    } else throw new MalformedSnippet("unexpected content in <noscript>");
  }
  return `<noscript${mark}>${out}</noscript>`;
}

export interface SanitiseOptions {
  /** Add ANALYTICS_ATTR to every top-level element (published pages), so the worker can strip them. */
  mark?: boolean;
}

/** Returns the re-serialised snippet, or throws MalformedSnippet. */
export function sanitiseSnippet(code: string, opts: SanitiseOptions = {}): string {
  const mark = opts.mark ? ` ${ANALYTICS_ATTR}` : "";
  const r = new Reader(tokenize(code));
  let out = "";
  for (;;) {
    const t = r.skipBlank();
    r.next();
    if (t.kind === "eof") break;
    if (t.kind === "text") throw new MalformedSnippet("expected a tag");
    if (t.kind === "end") throw new MalformedSnippet(`unexpected </${t.tag}>`);
    if (t.tag === "script") out += readScript(r, t, mark);
    else if (t.tag === "noscript") out += readNoscript(r, t, mark);
    else if (t.tag === "img") out += `<img${mark}${serialiseAttrs("img", t.attrs)}>`;
    else throw new MalformedSnippet(`<${t.tag}> is not allowed`);
  }
  if (!out) throw new MalformedSnippet("empty snippet");
  return out;
}

export interface AnalyticsResult {
  html: string;
  skipped: Array<{ name: string; reason: string }>;
}

/** Each snippet is isolated: a malformed one is logged and skipped. Elements carry ANALYTICS_ATTR. */
export function renderAnalytics(
  snippets: readonly AnalyticsSnippet[],
  log: (msg: string) => void = (m) => console.warn(m),
): AnalyticsResult {
  let html = "";
  const skipped: AnalyticsResult["skipped"] = [];
  for (const s of snippets) {
    if (!s.code.trim()) continue;
    try {
      html += sanitiseSnippet(s.code, { mark: true });
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      skipped.push({ name: s.name, reason });
      log(`analytics snippet "${s.name}" skipped: ${reason}`);
    }
  }
  return { html, skipped };
}
