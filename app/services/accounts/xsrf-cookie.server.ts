import { serializeCookie } from "../../../core/account/cookies";
import type { Config } from "../platform/index.server";

/** Its own module because both the session (at login) and the XSRF gate set it. */
export const XSRF_COOKIE = "XSRF-TOKEN";

/**
 * Signed-in: the token is the session row's xsrf_token. Anonymous visitors
 * (login/register forms) get `<random id>.<HMAC(sessionSecret, id)>` in the
 * cookie: a forged cookie fails the signature, and a cross-site form cannot
 * read the cookie to echo it.
 */
export function xsrfCookie(config: Pick<Config, "secureCookies">, token: string): string {
  // Readable by page scripts (not HttpOnly) so fetch() calls can echo it in the header.
  return serializeCookie(XSRF_COOKIE, token, {
    httpOnly: false,
    secure: config.secureCookies,
    sameSite: "Lax",
    path: "/",
  });
}
