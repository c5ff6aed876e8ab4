import { iso } from "../../../db/clock";
import { insertUserSettings } from "../../../db/queries/user-settings";
import { countUsers, insertUser } from "../../../db/queries/users";
import { hashPassword } from "./passwords.server";
import type { AppContext } from "../platform/index.server";
import { randomToken } from "../platform/index.server";

/**
 * On an empty users table, creates user id 1 (an admin id) from ADMIN_EMAIL and
 * ADMIN_PASSWORD. Without ADMIN_PASSWORD a password is generated and returned
 * once for the operator to note.
 */
export async function ensureAdminAccount(
  ctx: Pick<AppContext, "db" | "config" | "now">,
): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await countUsers(ctx.db)) > 0) return { created: false };
  const generatedPassword = ctx.config.adminPassword ? undefined : randomToken(12);
  const password = ctx.config.adminPassword ?? generatedPassword!;
  const now = iso(ctx.now());
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id: 1,
      name: "Admin",
      email: ctx.config.adminEmail,
      phone: "",
      password_hash: passwordHash,
      position: "ceo",
      country: null,
      usage_purpose: "business",
      // The operator's account: PRO without an end date (null never expires).
      tariff: 1,
      tariff_expiration_date: null,
      units_plan: null,
      location: null,
      email_confirmed_at: now,
      created_at: now,
      last_login: null,
    });
    await insertUserSettings(trx, { user_id: 1 });
  });
  return generatedPassword ? { created: true, generatedPassword } : { created: true };
}
