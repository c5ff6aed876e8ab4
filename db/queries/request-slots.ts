import type { Executor } from "../database";

/**
 * Takes one of this user's `slots` slots for `holder` until `untilIso`,
 * freeing expired ones first. Answers whether one was taken. Each slot is a
 * row under a primary key, so of two inserts of one slot only one wins, on
 * SQLite and PostgreSQL alike, whichever app server makes them.
 */
export async function takeRequestSlot(
  db: Executor,
  userId: number,
  slots: number,
  holder: string,
  nowIso: string,
  untilIso: string,
): Promise<boolean> {
  await db
    .deleteFrom("request_slots")
    .where("user_id", "=", userId)
    .where("expires_at", "<=", nowIso)
    .execute();
  for (let slot = 0; slot < slots; slot++) {
    const row = await db
      .insertInto("request_slots")
      .values({ user_id: userId, slot, holder, expires_at: untilIso })
      .onConflict((oc) => oc.columns(["user_id", "slot"]).doNothing())
      .returning("slot")
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}

/** Gives back the slot this holder took (another holder's stays). */
export async function releaseRequestSlot(
  db: Executor,
  userId: number,
  holder: string,
): Promise<void> {
  await db
    .deleteFrom("request_slots")
    .where("user_id", "=", userId)
    .where("holder", "=", holder)
    .execute();
}
