import type { Kysely } from "kysely";
import { idColumn } from "../dialect";

/**
 * Issue 15, ADR 016: version history and the bin.
 *
 * `landing_versions` keeps what each publish published (the last 30 per
 * landing; the publish deletes older ones) and who published it: the owner,
 * or the admin acting as the owner. The rows die with their landing (cascade);
 * a deleted admin leaves the row with no author.
 *
 * The bin is three columns on `landings`: `deleted_at` (null = not binned),
 * the link name the landing had (given back on restore when still free — the
 * column `textalias` is released at once so another owner may claim it), and
 * whether it was published (a restore with its name puts it back at the edge).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("landing_versions")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("landing_uuid", "text", (c) =>
      c.notNull().references("landings.uuid").onDelete("cascade"),
    )
    .addColumn("n", "integer", (c) => c.notNull())
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("published_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addUniqueConstraint("landing_versions_landing_n", ["landing_uuid", "n"])
    .execute();

  await db.schema.alterTable("landings").addColumn("deleted_at", "text").execute();
  await db.schema.alterTable("landings").addColumn("deleted_alias", "text").execute();
  await db.schema
    .alterTable("landings")
    .addColumn("deleted_published", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("landings_deleted_at").on("landings").column("deleted_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("landings_deleted_at").execute();
  await db.schema.alterTable("landings").dropColumn("deleted_published").execute();
  await db.schema.alterTable("landings").dropColumn("deleted_alias").execute();
  await db.schema.alterTable("landings").dropColumn("deleted_at").execute();
  await db.schema.dropTable("landing_versions").execute();
}
