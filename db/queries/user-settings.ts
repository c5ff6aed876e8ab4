import type { Insertable, Updateable } from "kysely";
import type { Executor } from "../database";
import type { UserSettingsRow, UserSettingsTable } from "../schema";

export async function insertUserSettings(
  db: Executor,
  row: Insertable<UserSettingsTable>,
): Promise<void> {
  await db
    .insertInto("user_settings")
    .values(row)
    .onConflict((oc) => oc.column("user_id").doNothing())
    .execute();
}

/** user id → whether the owner hides the Vitrina badge (the one setting a page depends on). */
export async function listHideLogoOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, boolean>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectFrom("user_settings")
    .select(["user_id", "hide_logo_enabled"])
    .where("user_id", "in", userIds)
    .execute();
  return new Map(rows.map((r) => [r.user_id, r.hide_logo_enabled === 1]));
}

export async function findUserSettings(
  db: Executor,
  userId: number,
): Promise<UserSettingsRow | undefined> {
  return db
    .selectFrom("user_settings")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

export async function updateUserSettings(
  db: Executor,
  userId: number,
  patch: Updateable<UserSettingsTable>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db.updateTable("user_settings").set(patch).where("user_id", "=", userId).execute();
}

/** How many other accounts show this photo (identical uploads share content-addressed files). */
export async function countOtherAvatarUsers(
  db: Executor,
  avatarUrl: string,
  exceptUserId: number,
): Promise<number> {
  const r = await db
    .selectFrom("user_settings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("avatar_url", "=", avatarUrl)
    .where("user_id", "!=", exceptUserId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
