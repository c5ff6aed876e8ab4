import { isDeleteConfirmed } from "../../../core/account/settings";
import { findUserById } from "../../../db/queries/users";
import type { AppContext } from "../platform/index.server";
import { isAdminId, type ActiveSession } from "../accounts/index.server";
import { eraseAccount } from "./erase-account.server";
import { failure, type SettingsFailure } from "./messages.server";
import { checkCurrentPassword } from "./password.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/**
 * POST /api/auth/account/delete {password, confirm}: once the password and
 * the confirmation are right, the account goes as an admin's deletion does
 * (eraseAccount).
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

  return { ok: true, landingsRemoved: await eraseAccount(ctx, userId) };
}
