import type { Executor } from "../database";

/**
 * Housekeeping (the `sessions.sweep` task): one-time tokens used, or expired,
 * before `beforeIso`. Kept until then so a late click still gets "this link has
 * expired / was used" rather than "invalid".
 */
export async function deleteStaleTokens(db: Executor, beforeIso: string): Promise<number> {
  const r = await db
    .deleteFrom("one_time_tokens")
    .where((eb) =>
      eb.or([
        eb.and([eb("used_at", "is not", null), eb("used_at", "<", beforeIso)]),
        eb("expires_at", "<", beforeIso),
      ]),
    )
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}
