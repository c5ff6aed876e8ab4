import type { Executor } from "../database";

/** Records the bytes one stored image cost an account; the same image again changes nothing. */
export async function recordUserUpload(
  db: Executor,
  row: { user_id: number; sha256: string; bytes: number; created_at: string },
): Promise<void> {
  await db
    .insertInto("user_uploads")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "sha256"]).doNothing())
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
