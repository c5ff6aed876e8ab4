import type { UserRow } from "../../../db/schema";
import { verifyPassword } from "../accounts/index.server";
import { clientIp, limiters } from "../platform/index.server";
import { failure, type SettingsFailure } from "./messages.server";

/**
 * The current password, asked before an email change, a password change or
 * account deletion. Wrong guesses count against the same per-account and
 * per-address limits as failed logins, so a stolen session cannot be used to
 * guess the password faster than the login form allows.
 */
export async function checkCurrentPassword(
  request: Request,
  user: Pick<UserRow, "email" | "password_hash">,
  password: string,
  field = "current_password",
): Promise<SettingsFailure | null> {
  const limiter = limiters().login;
  const ip = clientIp(request);
  const wait = await limiter.blockedFor(user.email, ip);
  if (wait > 0) return failure(429, "tooManyAttempts", { field, retryAfter: wait });
  // The same progressive delay a login on this account gets after many failures.
  const delay = await limiter.delayFor(user.email);
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  if (!(await verifyPassword(user.password_hash, password))) {
    await limiter.recordFailure(user.email, ip);
    return failure(400, "wrongPassword", { field });
  }
  await limiter.recordSuccess(user.email, ip);
  return null;
}
