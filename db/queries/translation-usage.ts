import { sql } from "kysely";
import type { Executor } from "../database";

/** Characters a user has sent to the translation provider in a month ("YYYY-MM"). */
export async function usedChars(db: Executor, userId: number, month: string): Promise<number> {
  const row = await db
    .selectFrom("translation_usage")
    .select("chars")
    .where("user_id", "=", userId)
    .where("month", "=", month)
    .executeTakeFirst();
  return row ? Number(row.chars) : 0;
}

/**
 * Adds `chars` to the month's count only if it stays within `limit`, in one
 * statement, so two requests at once cannot both slip under it. True when
 * counted.
 */
export async function reserveChars(
  db: Executor,
  userId: number,
  month: string,
  chars: number,
  limit: number,
): Promise<boolean> {
  if (chars > limit) return false;
  await db
    .insertInto("translation_usage")
    .values({ user_id: userId, month, chars: 0 })
    .onConflict((oc) => oc.columns(["user_id", "month"]).doNothing())
    .execute();
  const res = await db
    .updateTable("translation_usage")
    .set({ chars: sql<number>`chars + ${chars}` })
    .where("user_id", "=", userId)
    .where("month", "=", month)
    .where(sql<boolean>`chars + ${chars} <= ${limit}`)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Gives back characters of a request that never reached a result (timeout, provider error). */
export async function releaseChars(
  db: Executor,
  userId: number,
  month: string,
  chars: number,
): Promise<void> {
  await db
    .updateTable("translation_usage")
    .set({ chars: sql<number>`case when chars > ${chars} then chars - ${chars} else 0 end` })
    .where("user_id", "=", userId)
    .where("month", "=", month)
    .execute();
}
