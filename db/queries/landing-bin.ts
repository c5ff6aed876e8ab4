import type { Executor } from "../database";
import type { LandingRow } from "../schema";

/**
 * The bin (ADR 016): the row stays with its content and versions; the link
 * name is released at once (kept in `deleted_alias`) and the page counts as
 * unpublished, so every public look-up and rebuild passes it by.
 */
export async function binLandingRow(
  db: Executor,
  landing: { uuid: string; textalias: string | null; published: number },
  now: Date,
): Promise<boolean> {
  const res = await db
    .updateTable("landings")
    .set({
      deleted_at: now.toISOString(),
      deleted_alias: landing.textalias,
      deleted_published: landing.published === 1 ? 1 : 0,
      textalias: null,
      published: 0,
    })
    .where("uuid", "=", landing.uuid)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Out of the bin: `alias` is the name it gets back (null when another landing took it). */
export async function unbinLandingRow(
  db: Executor,
  uuid: string,
  alias: string | null,
): Promise<boolean> {
  const res = await db
    .updateTable("landings")
    .set({ deleted_at: null, deleted_alias: null, deleted_published: 0, textalias: alias })
    .where("uuid", "=", uuid)
    .where("deleted_at", "is not", null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The owner's binned landings, most recently deleted first. */
export async function listBinnedByOwner(db: Executor, userId: number): Promise<LandingRow[]> {
  return db
    .selectFrom("landings")
    .selectAll()
    .where("parent_user", "=", userId)
    .where("deleted_at", "is not", null)
    .orderBy("deleted_at", "desc")
    .execute();
}

/** Binned before `cutoff` (ISO): what the daily purge deletes. */
export async function listBinnedBefore(db: Executor, cutoff: string): Promise<LandingRow[]> {
  return db
    .selectFrom("landings")
    .selectAll()
    .where("deleted_at", "is not", null)
    .where("deleted_at", "<=", cutoff)
    .orderBy("id", "asc")
    .execute();
}
