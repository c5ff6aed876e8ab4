import type { Kysely } from "kysely";

/**
 * Issue 23 (low 7), ADR 026: the bytes each account's uploads put in the
 * bucket, for the per-user quota. One row per account and stored image
 * (content hash): uploading the same picture again costs nothing more. The
 * asset collector deletes a row with the files it names; rows die with the
 * account.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_uploads")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("bytes", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_uploads_pk", ["user_id", "sha256"])
    .execute();
  await db.schema.createIndex("user_uploads_sha256").on("user_uploads").column("sha256").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_uploads").execute();
}
