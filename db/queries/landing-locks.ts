import type { Executor } from "../database";

/**
 * Takes the leases of these landings for `holder` until `untilIso`, except
 * those another holder has and has not let expire. Answers the uuids taken.
 * The primary key decides a race: of two inserts of one uuid, one wins.
 */
export async function takeLandingLeases(
  db: Executor,
  uuids: readonly string[],
  holder: string,
  nowIso: string,
  untilIso: string,
): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  await db
    .deleteFrom("landing_locks")
    .where("uuid", "in", uuids)
    .where("expires_at", "<=", nowIso)
    .execute();
  const rows = await db
    .insertInto("landing_locks")
    .values(uuids.map((uuid) => ({ uuid, holder, expires_at: untilIso })))
    .onConflict((oc) => oc.column("uuid").doNothing())
    .returning("uuid")
    .execute();
  return new Set(rows.map((r) => r.uuid));
}

/** Gives back this holder's leases of these landings (another holder's stay). */
export async function releaseLandingLeases(
  db: Executor,
  uuids: readonly string[],
  holder: string,
): Promise<void> {
  if (uuids.length === 0) return;
  await db
    .deleteFrom("landing_locks")
    .where("uuid", "in", uuids)
    .where("holder", "=", holder)
    .execute();
}
