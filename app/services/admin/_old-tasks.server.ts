import {
  deleteTask,
  listTasksForAdmin,
  updateTaskForAdmin,
  type TaskEdit,
} from "../../../db/queries/admin-scheduled-tasks";
import type { ListPage, ListQuery } from "../../../db/queries/admin-list";
import { findScheduledTask } from "../../../db/queries/scheduled-tasks";
import type { ScheduledTaskRow } from "../../../db/schema";
import type { AppContext } from "../runtime.server";
import {
  isTaskHandlerName,
  retryTask,
  TASK_HANDLER_NAMES,
  validateTaskPayload,
} from "../tasks/index.server";
import { invalid, notFound } from "./http.server";

type Ctx = AppContext;

export const TASK_STATUSES = ["pending", "processing", "completed", "failed"] as const;
export const TASK_METHODS = ["GET", "POST", "PUT", "DELETE"] as const;

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

function requiredText(body: Record<string, unknown>, field: string): string {
  const v = body[field];
  const s = typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "";
  if (!s) throw invalid(`${field} is required`, field);
  return s;
}

/**
 * PUT /api/admin/scheduled_tasks/{id} (SPEC §5: name, execution_time,
 * status, payload and method required). The name must be a registered
 * handler (app/services/tasks, decision 008) and the payload valid input for
 * it, so an edit can only ever say "run handler X with this input".
 */
export function parseTaskEdit(body: Record<string, unknown>): TaskEdit {
  const name = requiredText(body, "name");
  if (!isTaskHandlerName(name))
    throw invalid(`Task name must be one of: ${TASK_HANDLER_NAMES.join(", ")}`, "name");
  const when = new Date(requiredText(body, "execution_time"));
  if (Number.isNaN(when.getTime()))
    throw invalid("execution_time must be a date", "execution_time");
  const status = requiredText(body, "status");
  if (!(TASK_STATUSES as readonly string[]).includes(status))
    throw invalid(`status must be one of: ${TASK_STATUSES.join(", ")}`, "status");
  const method = requiredText(body, "method").toUpperCase();
  if (!(TASK_METHODS as readonly string[]).includes(method))
    throw invalid(`method must be one of: ${TASK_METHODS.join(", ")}`, "method");
  const payload = requiredText(body, "payload");
  const problem = validateTaskPayload(name, payload);
  if (problem === "payload is not JSON")
    throw invalid("Invalid JSON format for field 'payload'", "payload");
  if (problem) throw invalid(`Invalid payload: ${problem}`, "payload");
  const rawBody = body.body;
  if (rawBody !== undefined && rawBody !== null && typeof rawBody !== "string")
    throw invalid("body must be text", "body");
  return {
    name,
    execution_time: when.toISOString(),
    status: status as AdminTask["status"],
    payload,
    method: method as AdminTask["method"],
    ...(rawBody !== undefined && { body: rawBody === "" ? null : rawBody }),
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
  if (row.status !== "failed") throw invalid("Only failed tasks can be retried", "status");
  if (!(await retryTask(ctx, id))) throw invalid("Only failed tasks can be retried", "status");
  return toAdminTask(await requireTask(ctx, id));
}
