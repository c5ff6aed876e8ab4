/**
 * The single URL gate for everything a user types (DESIGN.md §4): only http(s),
 * mailto and tel survive. Returns the cleaned URL or null.
 *
 * Rules (no entity decoding happens anywhere: the page escapes attributes, so
 * "javascript&#58;x" is only ever a harmless relative string — and we refuse it):
 * - ASCII tab/CR/LF are removed anywhere and other control characters refused,
 *   because browsers drop tab/newline inside schemes ("java\tscript:" would
 *   otherwise run);
 * - leading/trailing whitespace (any Unicode space) is trimmed;
 * - the scheme is compared case-insensitively ("JaVaScRiPt:" is refused) and
 *   written back in lower case;
 * - http(s) URLs must parse with WHATWG `URL` and have a host; the result is
 *   the parsed `href` (so safeUrl is idempotent);
 * - "//host/x" becomes "https://host/x"; a bare domain ("shop.example/x")
 *   becomes "https://shop.example/x" — what an owner means when typing it;
 * - a root-relative path ("/assets/…") is kept (uploads live on the page's own
 *   origin) unless it holds a backslash ("/\evil" is protocol-relative in browsers).
 */
const SAFE_SCHEMES = new Set(["http", "https", "mailto", "tel"]);
const SCHEME = /^([a-zA-Z][a-zA-Z0-9+.-]*):/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const BARE_DOMAIN = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]|$)/u;

function httpHref(s: string): string | null {
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    return null;
  }
  if ((u.protocol !== "http:" && u.protocol !== "https:") || !u.hostname) return null;
  return u.href;
}

export function safeUrl(input: unknown): string | null {
  if (typeof input !== "string") return null;
  const s = input.replace(/[\t\n\r]/g, "").trim();
  if (!s || CONTROL.test(s)) return null;
  const m = SCHEME.exec(s);
  if (m) {
    const scheme = m[1].toLowerCase();
    if (!SAFE_SCHEMES.has(scheme)) return null;
    if (scheme === "http" || scheme === "https") return httpHref(s);
    const rest = s.slice(m[0].length).trim();
    if (!rest || /\s/.test(rest)) return null;
    return `${scheme}:${rest}`;
  }
  if (s.startsWith("//")) return httpHref(`https:${s}`);
  if (s.startsWith("/")) return s.includes("\\") || /\s/.test(s) ? null : s;
  if (BARE_DOMAIN.test(s)) return httpHref(`https://${s}`);
  return null;
}

/** The safe URL when it is an absolute http(s) one (for places a relative path is not enough), else null. */
export function httpUrl(input: unknown): string | null {
  const u = safeUrl(input);
  return u !== null && /^https?:\/\//.test(u) ? u : null;
}

export function isHttpUrl(input: unknown): boolean {
  return httpUrl(input) !== null;
}

/** Resolves a safe URL against an origin (e.g. Open Graph images need absolute URLs). */
export function absoluteUrl(input: unknown, base: string): string | null {
  const u = safeUrl(input);
  if (u === null) return null;
  if (!u.startsWith("/")) return u;
  try {
    return httpHref(new URL(u, base).href);
  } catch {
    return null;
  }
}
