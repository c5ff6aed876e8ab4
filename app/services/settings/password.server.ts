import type { UserRow } from "../../../db/schema";
import { checkPassword } from "../accounts/index.server";
import { failure, type SettingsFailure } from "./messages.server";

/**
 * The current password, asked before an email change, a password change or
 * account deletion: accounts' checkPassword, the one limited check (the login
 * limiter, per account and per address), answered as a settings failure.
 */
export async function checkCurrentPassword(
  request: Request,
  user: Pick<UserRow, "email" | "password_hash">,
  password: string,
  field = "current_password",
): Promise<SettingsFailure | null> {
  const r = await checkPassword(request, { email: user.email, password, account: user });
  if (r.ok) return null;
  if (r.status === 429) return failure(429, "tooManyAttempts", { field, retryAfter: r.retryAfter });
  return failure(400, "wrongPassword", { field });
}
