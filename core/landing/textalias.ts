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
  // DNS-special names: in production a link name is also a subdomain of the
  // public domain (issue 12). `_…` names (_dmarc, _acme-challenge) cannot be
  // link names at all: "_" becomes "-", and no link name starts with one.
  "autoconfig",
  "autodiscover",
  "isatap",
  "localhost",
  "mta-sts",
  "wpad",
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

/**
 * Russian (and Ukrainian/Belarusian) letters in a GOST-like Latin spelling:
 * й → y, х → kh, ц → ts, щ → shch, ъ/ь dropped. Anything else Latin-shaped
 * keeps its base letter (diacritics are removed), so Indonesian passes through.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "zh",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "shch",
  ъ: "",
  ы: "y",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  і: "i",
  ї: "yi",
  є: "ye",
  ґ: "g",
  ў: "u",
};

/**
 * A link name the owner may accept in one click for what they typed: "Мой
 * магазин" → "moy-magazin", "Toko Budi" → "toko-budi". Pure. Answers "" when
 * nothing usable comes out (too short, reserved, shaped like a uuid).
 */
export function suggestTextAlias(input: unknown): string {
  if (typeof input !== "string") return "";
  const latin = Array.from(input.toLowerCase(), (ch) => CYRILLIC_TO_LATIN[ch] ?? ch).join("");
  const base = latin
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = base.slice(0, TEXTALIAS_MAX).replace(/-+$/, "");
  return textAliasError(cut) === null ? cut : "";
}
