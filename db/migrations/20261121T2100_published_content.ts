import type { Kysely } from "kysely";

// The public data call (SPEC §7) answers what is live, not the draft being edited.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").addColumn("published_content", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").dropColumn("published_content").execute();
}
