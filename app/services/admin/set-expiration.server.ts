import { setExpirationSchema } from "../../../core/admin/forms/users";
import { ADMIN_MESSAGES } from "../../../core/admin/messages";
import { findUserById, updateUserRow } from "../../../db/queries/users";
import type { AppContext } from "../platform/index.server";
import { afterPlanChange } from "../accounts/index.server";

/**
 * POST /set-expiration `{ expiration_date }`: the dialog's own schema
 * (core/admin/forms/users.ts). The old name stays for the route's import.
 */
export const SetExpirationSchema = setExpirationSchema;

/**
 * Admin: set a user's tariff expiration (SPEC §4). Then what follows every plan
 * change (accounts afterPlanChange): the owner's published pages follow at
 * once, re-rendered where the plan shows on them, and the reminder and expiry
 * tasks are planned again for the new date (task runner, decision 008).
 */
export async function setUserExpiration(
  ctx: Pick<AppContext, "db" | "store" | "config" | "now">,
  userId: number,
  isoDate: string,
): Promise<{ ok: true; landingsUpdated: number } | { ok: false; status: number; error: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return { ok: false, status: 404, error: ADMIN_MESSAGES.userNotFound };
  const date = new Date(isoDate).toISOString();
  await updateUserRow(ctx.db, userId, { tariff_expiration_date: date });
  const { metaRewritten: landingsUpdated } = await afterPlanChange(ctx, userId);
  return { ok: true, landingsUpdated };
}
