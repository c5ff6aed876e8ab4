import type { Kysely } from "kysely";

/**
 * Issue 24: "each landing can switch off" the mail of its new leads. A column
 * on the landing, not a field of its content, so switching it takes effect for
 * the next lead at once, without a publish. Off = 1; leads are stored either way.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("landings")
    .addColumn("lead_mail_off", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("landings").dropColumn("lead_mail_off").execute();
}
