import type { Kysely } from "kysely";

/**
 * Issue 11: a rebuild decided "unchanged" from the page hash alone, so an
 * owner's new expiry, plan, language or hosts never reached the bucket. The
 * hash of what else a publish stores (the meta record with the page version,
 * and the landing's host routes) is kept beside `published_hash`; null means
 * unknown, and the next rebuild writes them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").addColumn("published_meta_hash", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").dropColumn("published_meta_hash").execute();
}
