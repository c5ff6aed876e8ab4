import type { Kysely } from "kysely";

/**
 * Issue 24: requests visitors leave on a published page, and their delivery.
 *
 * - `leads`: one row per request, kept in the app's own database only (no
 *   copy at the edge). `id` is opaque (random), so a lead's address says
 *   nothing about how many there are. `fields` is JSON `[{name, label,
 *   value}]` with the label as the visitor saw it; `item` the chosen card
 *   `{title, price}` or null; the `consent_*` columns are the proof of consent
 *   (its exact text and hash, the policy link, the time, address and agent).
 *   `search_text` holds the values lower-cased, for the inbox's search (LIKE
 *   folds only ASCII, the values are mostly Cyrillic).
 * - `lead_deliveries`: the state of each channel's delivery of a lead
 *   (`email` first), one row per channel.
 * Leads die with their landing (bin purge) and with the account.
 * Indexes are ascending: a B-tree is read backwards for "newest first".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
    .addColumn("spam", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("item", "text")
    .addColumn("search_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("page_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("page_lang", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("referrer", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("utm_source", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("utm_medium", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("utm_campaign", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("utm_term", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("utm_content", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("consent_text", "text", (c) => c.notNull())
    .addColumn("consent_hash", "text", (c) => c.notNull())
    .addColumn("consent_policy_url", "text", (c) => c.notNull())
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_ip", "text")
    .addColumn("consent_user_agent", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema
    .createIndex("leads_owner_inbox")
    .on("leads")
    .columns(["owner_id", "spam", "created_at"])
    .execute();
  await db.schema
    .createIndex("leads_landing")
    .on("leads")
    .columns(["landing_uuid", "spam", "status"])
    .execute();
  await db.schema.createIndex("leads_created_at").on("leads").column("created_at").execute();
  await db.schema
    .createTable("lead_deliveries")
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_deliveries_pk", ["lead_id", "channel"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_deliveries").execute();
  await db.schema.dropTable("leads").execute();
}
