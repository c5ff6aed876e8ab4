import type { Insertable } from "kysely";
import type { Executor } from "../database";
import type { ScheduledTaskRow, ScheduledTasksTable } from "../schema";

export async function insertScheduledTask(
  db: Executor,
  row: Insertable<ScheduledTasksTable>,
): Promise<number> {
  const r = await db
    .insertInto("scheduled_tasks")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

export async function listScheduledTasks(db: Executor): Promise<ScheduledTaskRow[]> {
  return db.selectFrom("scheduled_tasks").selectAll().orderBy("id", "desc").execute();
}
