import type { Kysely } from "kysely";

/**
 * Issue 25: the one-time tokens of Telegram deep links
 * (`https://t.me/{bot}?start={token}`). Only the token's SHA-256 is kept; a
 * token binds the chat that sends it to `landing_uuid` once (`used_at`), until
 * `expires_at`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("telegram_link_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("telegram_link_tokens_expires")
    .on("telegram_link_tokens")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("telegram_link_tokens").execute();
}
