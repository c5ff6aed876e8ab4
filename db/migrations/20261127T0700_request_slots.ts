import type { Kysely } from "kysely";

/**
 * Issue 23 (AI cost): at most a few AI and translation requests per user at
 * once, across every app server (app/services/platform/request-slots.server.ts).
 * A row is one slot in use, a lease like `landing_locks`: taken by inserting
 * it (the primary key decides a race), released by deleting it, and free to
 * take again once `expires_at` (ISO time) has passed, so a crash frees it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("request_slots")
    .addColumn("user_id", "integer", (c) => c.notNull())
    .addColumn("slot", "integer", (c) => c.notNull())
    .addColumn("holder", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("request_slots_pk", ["user_id", "slot"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("request_slots").execute();
}
