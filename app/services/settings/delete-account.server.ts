import { isDeleteConfirmed } from "../../../core/account/settings";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import type { AppContext } from "../platform/index.server";
import { accountDeletedMail, isAdminId, type ActiveSession } from "../accounts/index.server";
import { SETTINGS_DEFAULTS } from "./read.server";
import { eraseAccount } from "./erase-account.server";
import { failure, type SettingsFailure } from "./messages.server";
import { checkCurrentPassword } from "./password.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now" | "mailer">;

/**
 * POST /api/auth/account/delete {password, confirm}: once the password and
 * the confirmation are right, the account goes as an admin's deletion does
 * (eraseAccount). The address it had then gets a mail saying so, in the
 * account's language (issue 29; best effort: the account is gone either way).
 */
export async function deleteAccount(
  ctx: Ctx,
  request: Request,
  session: ActiveSession,
  raw: Record<string, unknown>,
): Promise<{ ok: true; landingsRemoved: number } | SettingsFailure> {
  if (!isDeleteConfirmed(raw.confirm)) return failure(400, "confirmRequired", { field: "confirm" });
  const userId = session.user.id;
  if (isAdminId(ctx.config, userId)) return failure(403, "adminCannotDelete");
  const user = await findUserById(ctx.db, userId);
  if (!user) return failure(401, "sessionExpired");
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!password) return failure(400, "wrongPassword", { field: "password" });
  const refused = await checkCurrentPassword(request, user, password, "password");
  if (refused) return refused;

  const language = (await findUserSettings(ctx.db, userId))?.language ?? SETTINGS_DEFAULTS.language;
  const landingsRemoved = await eraseAccount(ctx, userId);
  try {
    await ctx.mailer.send(accountDeletedMail(user.email, user.name, language));
  } catch (err) {
    console.error("[mail] account deleted notice failed:", err);
  }
  return { ok: true, landingsRemoved };
}
