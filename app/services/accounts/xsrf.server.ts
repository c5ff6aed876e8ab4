import { parseCookies } from "../../../core/account/cookies";
import { getContext, type AppContext } from "../platform/index.server";
import { loadSession } from "./session.server";
import { hmacBase64url, randomToken, safeEqual } from "../platform/index.server";
import { XSRF_COOKIE, xsrfCookie } from "./xsrf-cookie.server";

export { XSRF_COOKIE, xsrfCookie };

export const XSRF_HEADER = "x-xsrf-token";
export const XSRF_FIELD = "_xsrf";

type Ctx = Pick<AppContext, "db" | "config" | "now">;

const ANON_PREFIX = "anon:";

export function newAnonymousToken(secret: string): string {
  const id = randomToken(18);
  return `${id}.${hmacBase64url(secret, ANON_PREFIX + id)}`;
}

export function isSignedAnonymousToken(secret: string, token: string): boolean {
  const dot = token.indexOf(".");
  if (dot <= 0 || token.length > 200) return false;
  const id = token.slice(0, dot);
  return safeEqual(token.slice(dot + 1), hmacBase64url(secret, ANON_PREFIX + id));
}

function cookieToken(request: Request): string | null {
  return parseCookies(request.headers.get("cookie"))[XSRF_COOKIE] ?? null;
}

const issued = new WeakMap<Request, Promise<{ token: string; setCookie: string | null }>>();

/**
 * The token forms and fetches must send, and the Set-Cookie value to attach
 * when the browser's cookie is missing or stale. Stable for one Request, so
 * the root loader may call this and xsrfCookieFor in either order.
 */
export function xsrfTokenFor(
  request: Request,
  ctx: Ctx = getContext(),
): Promise<{ token: string; setCookie: string | null }> {
  let p = issued.get(request);
  if (!p) {
    p = compute(ctx, request);
    issued.set(request, p);
  }
  return p;
}

async function compute(
  ctx: Ctx,
  request: Request,
): Promise<{ token: string; setCookie: string | null }> {
  const current = cookieToken(request);
  const session = await loadSession(ctx, request);
  if (session) {
    const token = session.row.xsrf_token;
    return { token, setCookie: current === token ? null : xsrfCookie(ctx.config, token) };
  }
  if (current && isSignedAnonymousToken(ctx.config.sessionSecret, current)) {
    return { token: current, setCookie: null };
  }
  const token = newAnonymousToken(ctx.config.sessionSecret);
  return { token, setCookie: xsrfCookie(ctx.config, token) };
}

export async function xsrfCookieFor(
  request: Request,
  ctx: Ctx = getContext(),
): Promise<string | null> {
  return (await xsrfTokenFor(request, ctx)).setCookie;
}

/**
 * Checks a state-changing request. `submitted` comes from the X-XSRF-TOKEN
 * header or the `_xsrf` form field.
 */
export async function isValidXsrf(
  request: Request,
  submitted: string | null,
  ctx: Ctx = getContext(),
): Promise<boolean> {
  if (!submitted || submitted.length > 200) return false;
  const session = await loadSession(ctx, request);
  if (session) return safeEqual(submitted, session.row.xsrf_token);
  const cookie = cookieToken(request);
  if (!cookie) return false;
  return safeEqual(submitted, cookie) && isSignedAnonymousToken(ctx.config.sessionSecret, cookie);
}
