import type { Executor } from "../database";
import type { LandingKvRow } from "../schema";

/** Upsert on (parent_landing, key): a key holds one value per landing. */
export async function setLandingKv(
  db: Executor,
  landingUuid: string,
  key: string,
  value: string,
): Promise<LandingKvRow> {
  return db
    .insertInto("landing_kv")
    .values({ parent_landing: landingUuid, key, value })
    .onConflict((oc) => oc.columns(["parent_landing", "key"]).doUpdateSet({ value }))
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function getLandingKv(
  db: Executor,
  landingUuid: string,
  key: string,
): Promise<LandingKvRow | undefined> {
  return db
    .selectFrom("landing_kv")
    .selectAll()
    .where("parent_landing", "=", landingUuid)
    .where("key", "=", key)
    .executeTakeFirst();
}

export async function getLandingKvById(
  db: Executor,
  id: number,
): Promise<LandingKvRow | undefined> {
  return db.selectFrom("landing_kv").selectAll().where("id", "=", id).executeTakeFirst();
}

/** One landing's settings, or every setting when no landing is given (admin). */
export async function listLandingKv(db: Executor, landingUuid?: string): Promise<LandingKvRow[]> {
  let q = db.selectFrom("landing_kv").selectAll();
  if (landingUuid !== undefined) q = q.where("parent_landing", "=", landingUuid);
  return q.orderBy("id", "asc").execute();
}

export async function updateLandingKvById(
  db: Executor,
  id: number,
  patch: Partial<Pick<LandingKvRow, "parent_landing" | "key" | "value">>,
): Promise<boolean> {
  if (Object.keys(patch).length === 0) return false;
  const res = await db.updateTable("landing_kv").set(patch).where("id", "=", id).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteLandingKv(
  db: Executor,
  landingUuid: string,
  key: string,
): Promise<boolean> {
  const res = await db
    .deleteFrom("landing_kv")
    .where("parent_landing", "=", landingUuid)
    .where("key", "=", key)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function deleteLandingKvById(db: Executor, id: number): Promise<boolean> {
  const res = await db.deleteFrom("landing_kv").where("id", "=", id).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}
