import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

/**
 * Translations (issue 14, ADR 013). `landing_translations` holds one row per
 * translated field of a landing, keyed by (landing, field path, source hash,
 * from, to): the provider's text, the owner's edit (only ever in the
 * landing's own rows) and whether it still needs review.
 * `landing_translation_settings`: the source language, the switched-on
 * targets and "translate names". `translation_usage`: characters sent to the
 * provider per user and calendar month (TRANSLATE_MONTHLY_CHARS).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("landing_translations")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("path", "text", (c) => c.notNull())
    .addColumn("source_hash", "text", (c) => c.notNull())
    .addColumn("source_lang", "text", (c) => c.notNull())
    .addColumn("target_lang", "text", (c) => c.notNull())
    .addColumn("machine_text", "text", (c) => c.notNull())
    .addColumn("edited_text", "text")
    .addColumn("needs_review", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("landing_translations_key")
    .on("landing_translations")
    .columns(["landing_uuid", "path", "source_hash", "source_lang", "target_lang"])
    .unique()
    .execute();

  await db.schema
    .createTable("landing_translation_settings")
    .addColumn("landing_uuid", "text", (c) =>
      c.primaryKey().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("source_lang", "text", (c) => c.notNull())
    /** Comma-separated switched-on targets, e.g. "en,uk". */
    .addColumn("targets", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("translate_names", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("translation_usage")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    /** Calendar month in UTC, "YYYY-MM". */
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("chars", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("translation_usage_pk", ["user_id", "month"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("translation_usage").execute();
  await db.schema.dropTable("landing_translation_settings").execute();
  await db.schema.dropTable("landing_translations").execute();
}
