import type { SortableColumn } from "../../core/admin/constants";
import type { Updateable } from "kysely";
import type { Executor } from "../database";
import type { ScheduledTaskRow, ScheduledTasksTable } from "../schema";
import { listPage } from "./admin-list";
import type { AdminTable, ListPage, ListQuery, SortColumn } from "./admin-list";

/** Admin scheduled tasks table: how each sortable column (core SORTABLE_COLUMNS.scheduled_tasks) orders (issue 10). */
export const TASK_SORTS = {
  id: { col: "scheduled_tasks.id" },
  name: { col: "scheduled_tasks.name", text: true },
  execution_time: { col: "scheduled_tasks.execution_time" },
  status: { col: "scheduled_tasks.status" },
  attempts: { col: "scheduled_tasks.attempts" },
} satisfies Record<SortableColumn<"scheduled_tasks">, SortColumn>;

/** Prefix search on the handler name (NOCASE index). */
export const TASK_SEARCH = ["scheduled_tasks.name"] as const;

const TASKS: AdminTable = { sorts: TASK_SORTS, search: TASK_SEARCH, idCol: "scheduled_tasks.id" };

export async function listTasksForAdmin(
  db: Executor,
  q: ListQuery,
): Promise<ListPage<ScheduledTaskRow>> {
  return listPage(
    db,
    q,
    TASKS,
    () => db.selectFrom("scheduled_tasks"),
    (from) => from.selectAll(),
  );
}

export type TaskEdit = Pick<
  Updateable<ScheduledTasksTable>,
  "name" | "execution_time" | "status" | "payload" | "method" | "body"
>;

/**
 * An admin edit. Leaving `processing` by hand drops the runner's lease, so
 * the row is not mistaken for a claimed one.
 */
export async function updateTaskForAdmin(
  db: Executor,
  id: number,
  edit: TaskEdit,
): Promise<boolean> {
  const lease =
    edit.status && edit.status !== "processing" ? { lease_until: null, claimed_by: null } : {};
  const r = await db
    .updateTable("scheduled_tasks")
    .set({ ...edit, ...lease })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteTask(db: Executor, id: number): Promise<boolean> {
  const r = await db.deleteFrom("scheduled_tasks").where("id", "=", id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** Dashboard: tasks that ended failed at or after `since` (by finished_at, else their due time). */
export async function countFailedTasksSince(db: Executor, since: string): Promise<number> {
  const r = await db
    .selectFrom("scheduled_tasks")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "failed")
    .where((eb) =>
      eb.or([
        eb("finished_at", ">=", since),
        eb.and([eb("finished_at", "is", null), eb("execution_time", ">=", since)]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
