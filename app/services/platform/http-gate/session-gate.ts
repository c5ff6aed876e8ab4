/**
 * Calls of /api/auth/* made without a session (SPEC §6: anonymous visitors
 * log in, register and reset passwords). Each keeps its own checks (the
 * anonymous XSRF token, rate limits).
 */
export const ANONYMOUS_AUTH_CALLS: readonly string[] = [
  "/api/auth/login",
  "/api/auth/register",
  "/api/auth/resetPassword",
  "/api/auth/completeResetPassword",
  "/api/auth/verifyResetToken",
];

/** The /api/ calls (and everything under them) that need a signed-in user. */
const SESSION_CALLS = ["/api/admin", "/api/landings", "/api/auth", "/api/payments/checkout"];

const under = (path: string, base: string): boolean => path === base || path.startsWith(`${base}/`);

/**
 * Whether a state-changing request to `pathname` needs a live session: the
 * admin API, the owner's landing calls, checkout and the session-bound
 * /api/auth/* calls. Anonymous forms and the machine allow-list do not (the
 * gate tests the allow-list before this). Routes match without regard to
 * case, so neither does this. The session itself is looked up by the caller's
 * `hasLiveSession` (accounts), which the gate is given.
 */
export function needsSession(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, "");
  if (ANONYMOUS_AUTH_CALLS.some((base) => under(path, base.toLowerCase()))) return false;
  return SESSION_CALLS.some((base) => under(path, base));
}
