import type { z } from "zod";
import { ADMIN_MESSAGES } from "../../../core/admin/messages";
import { scheduledTaskSchema } from "../../../core/admin/forms/scheduled-tasks";
import {
  deleteTask,
  listTasksForAdmin,
  updateTaskForAdmin,
  type TaskEdit,
} from "../../../db/queries/admin-scheduled-tasks";
import type { ListPage, ListQuery } from "../../../db/queries/admin-list";
import { findScheduledTask } from "../../../db/queries/scheduled-tasks";
import type { ScheduledTaskRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import {
  isTaskHandlerName,
  retryTask,
  TASK_HANDLER_NAMES,
  validateTaskPayload,
} from "../tasks/index.server";
import { invalid, invalidInput, notFound } from "./http.server";

type Ctx = AppContext;

export { TASK_METHODS, TASK_STATUSES } from "../../../core/admin/constants";

/** The admin scheduled tasks table row (contract: issue 10 admin API). */
export interface AdminTask {
  id: number;
  name: string;
  execution_time: string;
  status: ScheduledTaskRow["status"];
  payload: string;
  method: ScheduledTaskRow["method"];
  body: string | null;
  attempts: number;
  last_error: string | null;
  lease_until: string | null;
  created_at: string;
}

export function toAdminTask(r: ScheduledTaskRow): AdminTask {
  return {
    id: r.id,
    name: r.name,
    execution_time: r.execution_time,
    status: r.status,
    payload: r.payload,
    method: r.method,
    body: r.body,
    attempts: r.attempts,
    last_error: r.last_error,
    lease_until: r.lease_until,
    created_at: r.created_at,
  };
}

export async function listTasks(ctx: Ctx, q: ListQuery): Promise<ListPage<AdminTask>> {
  const page = await listTasksForAdmin(ctx.db, q);
  return { ...page, rows: page.rows.map(toAdminTask) };
}

export async function requireTask(ctx: Pick<Ctx, "db">, id: number): Promise<ScheduledTaskRow> {
  const row = await findScheduledTask(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** The fields in the order they are checked (the schema's key order). */
const TASK_FIELDS: readonly string[] = Object.keys(scheduledTaskSchema.shape);
const turn = (field: unknown) => TASK_FIELDS.indexOf(String(field));

/**
 * PUT /api/admin/scheduled_tasks/{id} (SPEC §5: name, execution_time,
 * status, payload and method required), by the modal's own schema
 * (core/admin/forms/scheduled-tasks.ts). The name must also be a
 * registered handler (app/services/tasks, decision 008) and the payload valid
 * input for it, so an edit can only ever say "run handler X with this input";
 * those two server-side checks answer in their field's turn (name first,
 * payload before body), as one pass over the fields would.
 */
export function parseTaskEdit(body: Record<string, unknown>): TaskEdit {
  const parsed = scheduledTaskSchema.safeParse(body);
  const issues = parsed.success ? [] : parsed.error.issues;
  const refuse = (issue: z.ZodIssue) => invalid(issue.message, String(issue.path[0]));
  /** The first problem of `field` or of a field checked before it. */
  const firstUpTo = (field: string) => issues.find((i) => turn(i.path[0]) <= turn(field));

  const nameIssue = firstUpTo("name");
  if (nameIssue) throw refuse(nameIssue);
  const name = scheduledTaskSchema.shape.name.parse(body.name);
  if (!isTaskHandlerName(name))
    throw invalid(`Task name must be one of: ${TASK_HANDLER_NAMES.join(", ")}`, "name");

  const payloadIssue = firstUpTo("payload");
  if (payloadIssue) throw refuse(payloadIssue);
  const payload = scheduledTaskSchema.shape.payload.parse(body.payload);
  const problem = validateTaskPayload(name, payload);
  if (problem) throw invalid(`Invalid payload: ${problem}`, "payload");

  if (!parsed.success) throw invalidInput(parsed.error);
  const task = parsed.data;
  return {
    name: task.name,
    execution_time: task.execution_time,
    status: task.status,
    payload: task.payload,
    method: task.method,
    ...(task.body !== undefined && { body: task.body }),
  };
}

export async function updateTask(ctx: Ctx, id: number, edit: TaskEdit): Promise<AdminTask> {
  await requireTask(ctx, id);
  await updateTaskForAdmin(ctx.db, id, edit);
  return toAdminTask(await requireTask(ctx, id));
}

export async function removeTask(ctx: Ctx, id: number): Promise<ScheduledTaskRow> {
  const row = await requireTask(ctx, id);
  await deleteTask(ctx.db, id);
  return row;
}

/** "Retry now" on a failed task: pending, due now, attempts reset (the task runner's retryTask). */
export async function retryFailedTask(ctx: Ctx, id: number): Promise<AdminTask> {
  const row = await requireTask(ctx, id);
  if (row.status !== "failed") throw invalid(ADMIN_MESSAGES.onlyFailedRetry, "status");
  if (!(await retryTask(ctx, id))) throw invalid(ADMIN_MESSAGES.onlyFailedRetry, "status");
  return toAdminTask(await requireTask(ctx, id));
}
