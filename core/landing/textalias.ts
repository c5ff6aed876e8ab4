import { isUuid } from "../uuid";
/**
 * Link name (textalias) rules: the public address is {host}/l/{textalias}.
 *
 * Allowed: lowercase latin letters, digits and hyphens, 3–64 characters, not
 * starting or ending with a hyphen. Input is normalised first (trimmed, lower
 * case, spaces/underscores → hyphens) so "My Shop" becomes "my-shop".
 * Refused: words that collide with our own paths or bucket prefixes, and
 * anything shaped like a UUID (/l/{uuid} also resolves by uuid).
 */
export const TEXTALIAS_MIN = 3;
export const TEXTALIAS_MAX = 64;
export const TEXTALIAS_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export const RESERVED_TEXTALIASES: ReadonlySet<string> = new Set([
  "a",
  "e",
  "l",
  "s",
  "admin",
  "api",
  "app",
  "assets",
  "auth",
  "build",
  "cdn",
  "create-landing",
  "createlanding",
  "dashboard",
  "favicon",
  "forgot-password",
  "help",
  "landings",
  "login",
  "logout",
  "mail",
  "meta",
  "new",
  "null",
  "pages",
  "previews",
  "public",
  "register",
  "reset-password",
  "robots",
  "root",
  "routes",
  "settings",
  "sitemap",
  "static",
  "subscription-successful",
  "support",
  "undefined",
  "vitrina",
  "www",
]);

export type TextAliasError = "enterLinkName" | "invalidLinkName" | "reservedLinkName";

export function normalizeTextAlias(s: unknown): string {
  if (typeof s !== "string") return "";
  return s
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

/** Validates an already-normalised (or raw) alias; null when it may be used. */
export function textAliasError(s: unknown): TextAliasError | null {
  const v = normalizeTextAlias(s);
  if (!v) return "enterLinkName";
  if (v.length < TEXTALIAS_MIN || v.length > TEXTALIAS_MAX || !TEXTALIAS_PATTERN.test(v)) {
    return "invalidLinkName";
  }
  if (RESERVED_TEXTALIASES.has(v) || isUuid(v)) return "reservedLinkName";
  return null;
}
