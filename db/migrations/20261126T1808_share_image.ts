import type { Kysely } from "kysely";

/**
 * Issue 15: the landing's share image (og:image). `share_image` is its asset
 * name in the bucket (`share-{sha256}.png`, content-addressed); `share_inputs_hash`
 * the hash of what it was made from (core/landing/share-image.ts), so a
 * publish knows without any read whether the image still fits its content.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").addColumn("share_image", "text").execute();
  await db.schema.alterTable("landings").addColumn("share_inputs_hash", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").dropColumn("share_inputs_hash").execute();
  await db.schema.alterTable("landings").dropColumn("share_image").execute();
}
