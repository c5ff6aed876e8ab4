import type { Kysely } from "kysely";

/**
 * Issue 25: the channels a landing's leads go to besides mail, and their log.
 *
 * - `lead_channels`: one row per connected channel (`kind`: telegram, webhook,
 *   bitrix24). A task names a channel by id and reads `url` / `chat_id` when it
 *   runs (DESIGN §7), so an edit or a disconnect counts for every retry.
 *   `secret` is a webhook's signing secret (`whsec_…`); during a rotation
 *   `previous_secret` signs too until `previous_secret_until`. `off_reason` says
 *   why `enabled` is 0; `failing_since` is the start of the current failure run.
 * - `channel_attempts`: each call made to a channel (time, status code,
 *   duration, the start of the answer), the last 50 per channel kept;
 *   `delivery_id` is the `webhook-id` every retry of one delivery shares.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_channels")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("url", "text")
    .addColumn("chat_id", "text")
    .addColumn("chat_title", "text")
    .addColumn("secret", "text")
    .addColumn("previous_secret", "text")
    .addColumn("previous_secret_until", "text")
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("off_reason", "text")
    .addColumn("failing_since", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_channels_landing")
    .on("lead_channels")
    .columns(["landing_uuid", "kind"])
    .execute();
  await db.schema
    .createTable("channel_attempts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("channel_id", "text", (c) =>
      c.notNull().references("lead_channels.id").onDelete("cascade"),
    )
    .addColumn("lead_id", "text")
    .addColumn("delivery_id", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("status_code", "integer")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("answer", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("error", "text")
    .execute();
  await db.schema
    .createIndex("channel_attempts_channel")
    .on("channel_attempts")
    .columns(["channel_id", "at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("channel_attempts").execute();
  await db.schema.dropTable("lead_channels").execute();
}
