/**
 * The task runner's face (DESIGN §7, decision 008). `npm start` runs it every
 * 5 s; `npm run tasks` runs it as its own process. Services plan an account's
 * plan tasks with `planAccountTasks`; the admin's "retry now" calls `retryTask`.
 */
import { resetFailedTask } from "../../../db/queries/scheduled-tasks";
import type { AppContext } from "../platform/index.server";
import { taskHandlers } from "./registry.server";
import { startRunner, type TaskRunnerHandle } from "./runner-loop.server";
import { runDueTasks, type RunOptions, type TickReport } from "./runner.server";

export {
  TASK_HANDLER_NAMES,
  isTaskHandlerName,
  type TaskHandlerName,
} from "../../../core/tasks/names";
export {
  taskPayloadSchema,
  taskPayloadSchemas,
  validateTaskPayload,
} from "../../../core/tasks/payloads";
export { ensureRecurringTasks } from "./recurring.server";
export {
  BACKOFF_BASE_MS,
  LEASE_MS,
  MAX_ATTEMPTS,
  backoffMs,
  type RunOptions,
  type TickReport,
} from "./runner.server";
export type { TaskRunnerHandle } from "./runner-loop.server";

/** One tick over the registry's handlers: runs every due task, then returns. */
export function runTasksOnce(ctx: AppContext, opts: RunOptions = {}): Promise<TickReport> {
  return runDueTasks(ctx, taskHandlers, opts);
}

/** A tick now and every `intervalMs` after; `stop()` finishes the task in hand. */
export function startTaskRunner(
  ctx: AppContext,
  opts: Omit<RunOptions, "shouldStop"> & { intervalMs: number },
): TaskRunnerHandle {
  return startRunner(ctx, taskHandlers, opts);
}

/** Admin "retry now": a failed task is pending again, due now, with attempts reset. */
export async function retryTask(ctx: Pick<AppContext, "db" | "now">, id: number): Promise<boolean> {
  return resetFailedTask(ctx.db, id, ctx.now().toISOString());
}
