import { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from "./xsrf-field";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
/** Calls whose 401 means "wrong credentials" or "bad token", not an expired session. */
const NOT_A_SESSION_CHECK = [
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/resetPassword",
  "/api/auth/completeResetPassword",
  "/api/auth/verifyResetToken",
];
/** Same name as TOAST_COOKIE in app/services/toast.server.ts (server-only module). */
export const FLASH_COOKIE = "vitrina_toast";

export function readCookie(cookieString: string, name: string): string | null {
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return part.slice(eq + 1).trim();
    }
  }
  return null;
}

function base64url(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Wraps window.fetch, which Remix <Form>/useFetcher submissions also use:
 * - every same-origin state-changing request carries the XSRF token header
 *   (read from the XSRF-TOKEN cookie at call time, so a new session's token is used);
 * - a 401 from /api/ (other than the credential calls) means the session ended:
 *   go to /login with 'sessionExpired' (flashed in the same cookie the server uses).
 */
export function installFetchGuards(win: Window & typeof globalThis): void {
  const original = win.fetch.bind(win);
  const guarded = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url, win.location.href);
    const sameOrigin = url.origin === win.location.origin;
    let effective: Request = request;
    if (sameOrigin && !SAFE.has(request.method.toUpperCase())) {
      const token = readCookie(win.document.cookie, XSRF_COOKIE_NAME);
      if (token && !request.headers.has(XSRF_HEADER_NAME)) {
        const headers = new Headers(request.headers);
        headers.set(XSRF_HEADER_NAME, token);
        effective = new Request(request, { headers });
      }
    }
    const response = await original(effective);
    if (
      response.status === 401 &&
      sameOrigin &&
      url.pathname.startsWith("/api/") &&
      !NOT_A_SESSION_CHECK.some((p) => url.pathname.startsWith(p)) &&
      win.location.pathname !== "/login"
    ) {
      const flash = base64url(JSON.stringify([{ type: "error", key: "common:sessionExpired" }]));
      win.document.cookie = `${FLASH_COOKIE}=${flash}; Path=/; Max-Age=60; SameSite=Lax`;
      win.location.assign("/login");
    }
    return response;
  };
  win.fetch = guarded as typeof win.fetch;
}
