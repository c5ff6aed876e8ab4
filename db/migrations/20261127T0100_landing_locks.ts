import type { Kysely } from "kysely";

/**
 * Issue 12 (several app servers): a landing's page is written by one holder
 * at a time across every process — publish, the share image's re-render, a
 * rebuild's chunk (app/services/landing-lock.server.ts). A row is a lease:
 * taken by inserting it, released by deleting it, and anyone's to take once
 * `expires_at` (ISO time) has passed, so a crashed holder blocks no one for long.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("landing_locks")
    .addColumn("uuid", "text", (c) => c.primaryKey())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("landing_locks").execute();
}
