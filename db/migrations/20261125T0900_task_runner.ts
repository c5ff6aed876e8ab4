import { sql, type Kysely } from "kysely";
import { idColumn, isPostgres } from "../dialect";

/**
 * Task runner (decision 008). `scheduled_tasks` gains what a runner needs to
 * claim a row with a lease and retry it with backoff (`attempts`,
 * `lease_until`, `claimed_by`, `last_error`, `result`, `finished_at`) and a
 * `dedupe_key` that stops a planner from adding the same task twice.
 * `plan_notices` records each plan mail before it is sent: one per
 * (user, expiry, kind), whatever runs the task how often.
 * The admin's ad-hoc `tariff_expiration` rows become `plan.expired` tasks.
 */
const NEW_COLUMNS = [
  "attempts",
  "lease_until",
  "claimed_by",
  "last_error",
  "result",
  "finished_at",
  "dedupe_key",
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per ALTER TABLE.
  await db.schema
    .alterTable("scheduled_tasks")
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  for (const name of NEW_COLUMNS.slice(1)) {
    await db.schema.alterTable("scheduled_tasks").addColumn(name, "text").execute();
  }
  await sql`create unique index scheduled_tasks_dedupe on scheduled_tasks(dedupe_key)
            where dedupe_key is not null`.execute(db);
  // The claim looks for due pending rows and lapsed processing ones.
  await db.schema
    .createIndex("scheduled_tasks_due")
    .on("scheduled_tasks")
    .columns(["status", "execution_time"])
    .execute();

  await db.schema
    .createTable("plan_notices")
    .addColumn("id", "integer", idColumn(db))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expiry", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('reminder_7d','reminder_1d','expired')`),
    )
    .addColumn("task_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("plan_notices_user_expiry_kind", ["user_id", "expiry", "kind"])
    .execute();

  // Old rows carried {"userId": N} and the new expiry as their execution time.
  // Only SQLite installations have such rows (issue 12: a PostgreSQL database
  // starts empty, and this conversion uses SQLite's JSON functions).
  if (isPostgres(db)) return;
  await sql`update scheduled_tasks
            set name = 'plan.expired',
                payload = case when json_valid(payload)
                  then json_object('userId', json_extract(payload, '$.userId'), 'expiry', execution_time)
                  else payload end
            where name = 'tariff_expiration'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db))
    await sql`update scheduled_tasks
            set name = 'tariff_expiration',
                payload = case when json_valid(payload)
                  then json_object('userId', json_extract(payload, '$.userId'))
                  else payload end
            where name = 'plan.expired'`.execute(db);
  await db.schema.dropTable("plan_notices").execute();
  await db.schema.dropIndex("scheduled_tasks_due").execute();
  await db.schema.dropIndex("scheduled_tasks_dedupe").execute();
  for (const name of [...NEW_COLUMNS].reverse()) {
    await db.schema.alterTable("scheduled_tasks").dropColumn(name).execute();
  }
}
