import { defaultLanguage, isLanguage, type Language } from "./index";

/** Name of the cookie that stores the visitor's chosen language (SPEC §9). */
export const LANGUAGE_COOKIE = "selectedLanguage";
/** The stored choice lasts a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Reads one cookie from a raw `Cookie` header without any library. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `en.vitrina.app` → "en"; a bare or unknown first label gives null. */
export function languageFromHost(host: string | null | undefined): Language | null {
  if (!host) return null;
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, "");
  const first = hostname.split(".")[0];
  // Russian is the default, so only the two prefixes SPEC §1 names count.
  return first === "en" || first === "id" ? first : null;
}

/** The stored choice, if it names a supported language. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const v = readCookie(cookieHeader, LANGUAGE_COOKIE);
  return isLanguage(v) ? v : null;
}

/**
 * SPEC §1: the stored choice (selectedLanguage), else the host's language
 * prefix (en. / id.), else Russian.
 */
export function detectLanguage(input: { cookieHeader?: string | null; host?: string | null }): Language {
  return languageFromCookie(input.cookieHeader) ?? languageFromHost(input.host) ?? defaultLanguage;
}

/** The Set-Cookie value that stores a language choice for a year. */
export function languageCookie(lang: Language, opts: { secure?: boolean } = {}): string {
  return [
    `${LANGUAGE_COOKIE}=${lang}`,
    "Path=/",
    `Max-Age=${LANGUAGE_COOKIE_MAX_AGE}`,
    "SameSite=Lax",
    ...(opts.secure ? ["Secure"] : []),
  ].join("; ");
}
