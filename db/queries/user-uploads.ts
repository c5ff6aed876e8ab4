import type { Executor } from "../database";

/**
 * Records the bytes one stored image cost an account. The same image again
 * costs nothing more but renews its date: the collector spares an image
 * uploaded in the last day, even one it had known before.
 */
export async function recordUserUpload(
  db: Executor,
  row: { user_id: number; sha256: string; bytes: number; created_at: string },
): Promise<void> {
  await db
    .insertInto("user_uploads")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["user_id", "sha256"]).doUpdateSet({ created_at: row.created_at }),
    )
    .execute();
}

/** The bytes an account's recorded uploads hold in the bucket. */
export async function userUploadBytes(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("user_uploads")
    .select((eb) => eb.fn.sum<number | string | null>("bytes").as("total"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Whether the account already holds this image (storing it again is free). */
export async function hasUserUpload(
  db: Executor,
  userId: number,
  sha256: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("user_uploads")
    .select("sha256")
    .where("user_id", "=", userId)
    .where("sha256", "=", sha256)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Hashes of recorded uploads whose every record is older than `cutoff` (ISO):
 * none of their owners uploaded them since. The asset collector's candidates.
 */
export async function uploadHashesOlderThan(db: Executor, cutoff: string): Promise<string[]> {
  const rows = await db
    .selectFrom("user_uploads")
    .select("sha256")
    .groupBy("sha256")
    .having((eb) => eb.fn.max("created_at"), "<", cutoff)
    .execute();
  return rows.map((r) => r.sha256);
}

/** Of these hashes, those someone uploaded at or after `cutoff`. */
export async function uploadHashesSince(
  db: Executor,
  hashes: readonly string[],
  cutoff: string,
): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectFrom("user_uploads")
    .select("sha256")
    .where("sha256", "in", [...hashes])
    .where("created_at", ">=", cutoff)
    .execute();
  return new Set(rows.map((r) => r.sha256));
}

/** Forgets an image's records older than `cutoff` (its files are gone). */
export async function deleteUploadRecords(
  db: Executor,
  sha256: string,
  cutoff: string,
): Promise<void> {
  await db
    .deleteFrom("user_uploads")
    .where("sha256", "=", sha256)
    .where("created_at", "<", cutoff)
    .execute();
}

/** Every account's profile photo URL (the collector keeps their files). */
export async function listAvatarUrls(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom("user_settings")
    .select("avatar_url")
    .where("avatar_url", "is not", null)
    .execute();
  return rows.map((r) => r.avatar_url as string);
}
