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
/** SPEC §7, §9: API requests time out after 30 s. */
export const API_TIMEOUT_MS = 30_000;
/** Fired on window just before the guard leaves for Login, so pages can stop asking "leave?". */
export const SESSION_ENDED_EVENT = "vitrina:session-ended";
/** The flash shown on Login when a call finds the session gone (SPEC §2). */
export const SESSION_EXPIRED_KEY = "common:sessionExpired";

/** Per-call options the guard reads from the init object (fetch itself ignores them). */
export interface GuardOptions {
  /** The message flashed on Login when this call gets a 401 (default: session expired). */
  sessionLostKey?: string;
  /** Milliseconds before an /api/ call is aborted; 0 turns the limit off. */
  timeoutMs?: number;
}
export type GuardedInit = RequestInit & { vitrina?: GuardOptions };

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

/** True for a failure with no response at all: offline, refused, aborted or timed out. */
export function isNoResponse(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof Error && /Abort|Timeout/.test(error.name));
}

/**
 * Wraps window.fetch, which Remix <Form>/useFetcher submissions also use:
 * - every same-origin state-changing request carries the XSRF token header
 *   (read from the XSRF-TOKEN cookie at call time, so a new session's token is used);
 * - /api/ calls are aborted after 30 s (a TimeoutError, like no response at all);
 * - any same-origin 401 (other than the credential calls) means the session
 *   ended: pages hear SESSION_ENDED_EVENT (drafts stay in local storage), then
 *   the browser goes to /login, back here afterwards, with 'sessionExpired'
 *   (or the call's own message) flashed in the cookie the server uses.
 */
export function installFetchGuards(win: Window & typeof globalThis): void {
  const original = win.fetch.bind(win);
  let leaving = false;
  const guarded = async (input: RequestInfo | URL, init?: GuardedInit): Promise<Response> => {
    const options = init?.vitrina ?? {};
    // Relative addresses resolve against the page (the browser does this itself; tests do not).
    const target = typeof input === "string" ? new URL(input, win.location.href) : input;
    const request = new Request(target, init);
    const url = new URL(request.url);
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
    const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (sameOrigin && url.pathname.startsWith("/api/") && timeoutMs > 0) {
      const controller = new AbortController();
      const outer = effective.signal;
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener("abort", () => controller.abort(outer.reason), { once: true });
      timer = setTimeout(
        () => controller.abort(new DOMException("The request timed out", "TimeoutError")),
        timeoutMs,
      );
      effective = new Request(effective, { signal: controller.signal });
    }
    let response: Response;
    try {
      response = await original(effective);
    } finally {
      clearTimeout(timer);
    }
    if (
      response.status === 401 &&
      sameOrigin &&
      !NOT_A_SESSION_CHECK.some((p) => url.pathname.startsWith(p)) &&
      win.location.pathname !== "/login" &&
      !leaving
    ) {
      leaving = true;
      // Should the page stay (the user cancelled leaving), a later 401 may try again.
      setTimeout(() => (leaving = false), 5000);
      const here = `${win.location.pathname}${win.location.search}`;
      win.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: { url: url.pathname } }));
      const key = options.sessionLostKey ?? SESSION_EXPIRED_KEY;
      const flash = base64url(JSON.stringify([{ type: "error", key }]));
      win.document.cookie = `${FLASH_COOKIE}=${flash}; Path=/; Max-Age=60; SameSite=Lax`;
      const back = here === "/" ? "" : `?redirectTo=${encodeURIComponent(here)}`;
      win.location.assign(`/login${back}`);
    }
    return response;
  };
  win.fetch = guarded as typeof win.fetch;
}
