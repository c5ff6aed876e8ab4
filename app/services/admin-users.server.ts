import { z } from "zod";
import { insertScheduledTask } from "../../db/queries/scheduled-tasks";
import { findUserById, updateUserRow } from "../../db/queries/users";
import { refreshOwnerMeta } from "./publish.server";
import type { AppContext } from "./runtime.server";

export const SetExpirationSchema = z.object({
  expiration_date: z
    .string({ required_error: "Please set an expiration date" })
    .min(1, "Please set an expiration date")
    .refine((s) => !Number.isNaN(new Date(s).getTime()), "Please set an expiration date"),
});

/**
 * Admin: set a user's tariff expiration (SPEC §4). The owner's published pages
 * follow at once through their meta; a scheduled task records the change.
 */
export async function setUserExpiration(
  ctx: Pick<AppContext, "db" | "store" | "config" | "now">,
  userId: number,
  isoDate: string,
): Promise<{ ok: true; landingsUpdated: number } | { ok: false; status: number; error: string }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) return { ok: false, status: 404, error: "User not found" };
  const date = new Date(isoDate).toISOString();
  await updateUserRow(ctx.db, userId, { tariff_expiration_date: date });
  await insertScheduledTask(ctx.db, {
    name: "tariff_expiration",
    execution_time: date,
    payload: JSON.stringify({ userId }),
    method: "POST",
    created_at: ctx.now().toISOString(),
  });
  const landingsUpdated = await refreshOwnerMeta(ctx, userId);
  return { ok: true, landingsUpdated };
}
