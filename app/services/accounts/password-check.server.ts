import type { UserRow } from "../../../db/schema";
import { verifyPassword } from "./passwords.server";
import { clientIp, limiters, type LoginLimiter } from "../platform/index.server";

/**
 * Every password check — login, Settings (email or password change), account
 * deletion, /a/confirm's address change — counts against the login limiter,
 * keyed on the account and on the client address (rate-limit.server.ts), so a
 * stolen session cannot guess the password faster than the login form allows
 * (issue 23). The limiter is asked before the password is checked: a
 * locked-out guesser learns nothing even from the right password.
 */

type Hashed = Pick<UserRow, "password_hash">;

export interface PasswordAttempt<R extends Hashed> {
  /** The account's email, as the limiter keys it (login: as typed). */
  email: string;
  password: string;
  /** The account, or how to find it once the limiter lets the attempt through. */
  account: R | undefined | (() => Promise<R | undefined>);
  /** Whether the account may be used at all (login: a deactivated one fails like a wrong password). */
  usable?: (user: R) => boolean;
}

export type PasswordRefusal =
  | { ok: false; status: 400; error: "wrongPassword" }
  | { ok: false; status: 429; error: "tooManyAttempts"; retryAfter: number };

export async function checkPassword<R extends Hashed>(
  request: Request,
  attempt: PasswordAttempt<R>,
  limiter: LoginLimiter = limiters().login,
): Promise<{ ok: true; user: R } | PasswordRefusal> {
  const ip = clientIp(request);
  const wait = await limiter.blockedFor(attempt.email, ip);
  if (wait > 0) return { ok: false, status: 429, error: "tooManyAttempts", retryAfter: wait };
  // The progressive delay of an account with many failures from many addresses.
  const delay = await limiter.delayFor(attempt.email);
  if (delay > 0) await new Promise((r) => setTimeout(r, delay));
  const { account } = attempt;
  const user = typeof account === "function" ? await account() : account;
  // An unknown account still costs one hash check: timing does not tell it apart.
  const matches = await verifyPassword(user?.password_hash ?? null, attempt.password);
  if (!user || !matches || (attempt.usable && !attempt.usable(user))) {
    await limiter.recordFailure(attempt.email, ip);
    return { ok: false, status: 400, error: "wrongPassword" };
  }
  await limiter.recordSuccess(attempt.email, ip);
  return { ok: true, user };
}
