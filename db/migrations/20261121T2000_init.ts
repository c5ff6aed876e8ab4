import { sql, type Kysely } from "kysely";
import { idColumn } from "../dialect";

// Frozen once landed: later changes go into a new timestamped migration.
// Amended once (issue 12, before any PostgreSQL installation existed): id
// columns go through `idColumn`, whose SQLite DDL is byte-identical to the
// `.primaryKey().autoIncrement()` it replaced (db/migrations/ddl.test.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("position", "text")
    .addColumn("country", "text")
    .addColumn("usage_purpose", "text")
    .addColumn("tariff", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("tariff_expiration_date", "text")
    .addColumn("units_plan", "text")
    .addColumn("location", "text")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("total_available_landings", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("haveprojectsbefore", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("email_confirmed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_login", "text")
    .execute();

  await db.schema
    .createTable("user_settings")
    .addColumn("user_id", "integer", (c) =>
      c.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("language", "text", (c) => c.notNull().defaultTo("ru"))
    .addColumn("newsletter_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("system_messages_enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("hide_ads_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hide_logo_enabled", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("avatar_url", "text")
    .execute();

  await db.schema
    .createTable("landings")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("uuid", "text", (c) => c.notNull().unique())
    .addColumn("parent_user", "integer", (c) =>
      c.notNull().references("users.id").onDelete("cascade"),
    )
    .addColumn("projectname", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("companyname", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("preview_link", "text")
    .addColumn("textalias", "text", (c) => c.unique())
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("ru"))
    .addColumn("content", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("published_hash", "text")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text")
    .addColumn("creation_date", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("landings_parent_user")
    .on("landings")
    .column("parent_user")
    .execute();

  await db.schema
    .createTable("landing_kv")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("parent_landing", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addUniqueConstraint("landing_kv_landing_key", ["parent_landing", "key"])
    .execute();

  await db.schema
    .createTable("landing_hosts")
    .addColumn("hostname", "text", (c) => c.primaryKey())
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("verification_token", "text", (c) => c.notNull())
    .addColumn("verified_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("scheduled_tasks")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("execution_time", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c
        .notNull()
        .defaultTo("pending")
        .check(sql`status in ('pending','processing','completed','failed')`),
    )
    .addColumn("payload", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("method", "text", (c) =>
      c
        .notNull()
        .defaultTo("GET")
        .check(sql`method in ('GET','POST','PUT','DELETE')`),
    )
    .addColumn("body", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("purchases")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("item_name", "text", (c) => c.notNull())
    .addColumn("purchase_type", "text", (c) => c.notNull())
    .addColumn("amount", "real", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("USD"))
    .addColumn("purchase_date", "text", (c) => c.notNull())
    .addColumn("expiration_date", "text")
    .addColumn("payment_method", "text", (c) => c.notNull().defaultTo("crypto"))
    .addColumn("external_id", "text", (c) => c.unique())
    .execute();
  await db.schema.createIndex("purchases_user").on("purchases").column("user_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("xsrf_token", "text", (c) => c.notNull())
    .addColumn("impersonator_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("one_time_tokens")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('password_reset','email_confirm')`),
    )
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "one_time_tokens",
    "sessions",
    "purchases",
    "scheduled_tasks",
    "landing_hosts",
    "landing_kv",
    "landings",
    "user_settings",
    "users",
  ]) {
    await db.schema.dropTable(t).execute();
  }
}
