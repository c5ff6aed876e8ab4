import { parseCookies } from "../account/cookies";
import { defaultLanguage, isLanguage, type Language } from "./languages";

/** Name of the cookie that stores the visitor's chosen language (SPEC §9). */
export const LANGUAGE_COOKIE = "selectedLanguage";
/** The stored choice lasts a year. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

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
  const v = parseCookies(cookieHeader)[LANGUAGE_COOKIE];
  return isLanguage(v) ? v : null;
}

/**
 * SPEC §1: the stored choice (selectedLanguage), else the host's language
 * prefix (en. / id.), else Russian.
 */
export function detectLanguage(input: {
  cookieHeader?: string | null;
  host?: string | null;
}): Language {
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
