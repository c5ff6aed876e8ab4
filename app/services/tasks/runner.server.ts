import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import {
  claimNextTask,
  completeTask,
  failTask,
  releaseRunnerTasks,
  renewTaskLease,
  retryTaskLater,
} from "../../../db/queries/scheduled-tasks";
import type { ScheduledTaskRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import { describeIssues, readPayloadText } from "../../../core/tasks/payloads";
import { PermanentTaskError, type TaskRegistry } from "./types";

/**
 * The task runner core (decision 008): claim a due task with a lease, run its
 * handler from a fixed registry, then complete it, retry it later with
 * backoff, or fail it. `method` and `body` of a task are never read here.
 */

/** A task is tried at most this many times; then it is `failed` with its last error. */
export const MAX_ATTEMPTS = 5;
/** A claim is the runner's for this long; handlers renew it while they work. */
export const LEASE_MS = 60_000;
export const BACKOFF_BASE_MS = 30_000;
export const BACKOFF_CAP_MS = 60 * 60_000;
/** The longest error text kept in `last_error`. */
const MAX_ERROR_CHARS = 2_000;

/** Wait before the next try after failed attempt number `attempt` (1-based): 30 s · 2^(attempt−1), capped. */
export function backoffMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

export interface RunnerLog {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export interface RunOptions {
  /** Names this runner in `claimed_by`; one is made up when absent. */
  runnerId?: string;
  leaseMs?: number;
  /** Tasks one tick runs at most before returning. */
  maxTasks?: number;
  /** Asked before each claim: a stopping runner finishes its task and claims no more. */
  shouldStop?: () => boolean;
  log?: RunnerLog;
}

export type TaskOutcome = "completed" | "retry" | "failed" | "lost";

export interface TickReport {
  claimed: number;
  completed: number;
  retry: number;
  failed: number;
  lost: number;
  /** Ids of the tasks this tick ran, in order. */
  ids: number[];
}

export const newRunnerId = (): string =>
  `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

const consoleLog: RunnerLog = {
  info: (m) => console.info(m),
  error: (m, e) => console.error(m, e ?? ""),
};

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS) || "error";

/** One tick: claims and runs due tasks one after another until none is due (or `maxTasks`). */
export async function runDueTasks(
  ctx: AppContext,
  registry: TaskRegistry,
  opts: RunOptions = {},
): Promise<TickReport> {
  const runnerId = opts.runnerId ?? newRunnerId();
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const maxTasks = opts.maxTasks ?? 500;
  const log = opts.log ?? consoleLog;
  const report: TickReport = { claimed: 0, completed: 0, retry: 0, failed: 0, lost: 0, ids: [] };
  while (report.claimed < maxTasks && !opts.shouldStop?.()) {
    const now = ctx.now();
    const task = await claimNextTask(ctx.db, {
      now: now.toISOString(),
      leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
      runnerId,
    });
    if (!task) break;
    report.claimed++;
    report.ids.push(task.id);
    report[await runClaimed(ctx, registry, task, runnerId, leaseMs, log)]++;
  }
  return report;
}

async function runClaimed(
  ctx: AppContext,
  registry: TaskRegistry,
  task: ScheduledTaskRow,
  runnerId: string,
  leaseMs: number,
  log: RunnerLog,
): Promise<TaskOutcome> {
  const label = `[tasks] #${task.id} ${task.name}`;
  const fail = async (error: string): Promise<TaskOutcome> => {
    const held = await failTask(ctx.db, task.id, runnerId, {
      error,
      at: ctx.now().toISOString(),
    });
    log.error(`${label} failed: ${error}`);
    return held ? "failed" : "lost";
  };

  const handler = registry.get(task.name);
  if (!handler) return fail("unknown handler");
  // A runner that died holding the task used an attempt too.
  if (task.attempts > MAX_ATTEMPTS) {
    return fail(`${task.last_error ?? "lease expired"} (gave up after ${MAX_ATTEMPTS} attempts)`);
  }
  const json = readPayloadText(task.payload);
  if (!json.ok) return fail("invalid payload: not JSON");
  const parsed = handler.payload.safeParse(json.value);
  if (!parsed.success) return fail(`invalid payload: ${describeIssues(parsed.error)}`);

  let result: string | void;
  try {
    result = await handler.run({
      app: ctx,
      task,
      payload: parsed.data,
      renewLease: () =>
        renewTaskLease(
          ctx.db,
          task.id,
          runnerId,
          new Date(ctx.now().getTime() + leaseMs).toISOString(),
        ),
    });
  } catch (error) {
    const message = errorText(error);
    if (error instanceof PermanentTaskError || task.attempts >= MAX_ATTEMPTS) return fail(message);
    const at = new Date(ctx.now().getTime() + backoffMs(task.attempts));
    const held = await retryTaskLater(ctx.db, task.id, runnerId, {
      executionTime: at.toISOString(),
      error: message,
    });
    log.error(`${label} attempt ${task.attempts} failed, retry at ${at.toISOString()}: ${message}`);
    return held ? "retry" : "lost";
  }
  const held = await completeTask(ctx.db, task.id, runnerId, {
    result: result || null,
    at: ctx.now().toISOString(),
  });
  if (!held) {
    // The lease ran out and another runner took the task: it will run again there.
    log.error(`${label}: finished after its lease was taken over`);
    return "lost";
  }
  log.info(`${label}: ${result || "done"}`);
  return "completed";
}

export interface StopOptions {
  /**
   * How long the task in hand may take to finish. Past it the runner gives
   * the task back (pending again, its attempt returned: another runner takes
   * it at once) and resolves without waiting further. Unset: wait for it.
   */
  graceMs?: number;
}

export interface TaskRunnerHandle {
  /** Stops claiming, lets the task in hand finish (see `graceMs`), then resolves. */
  stop(opts?: StopOptions): Promise<{ released: number }>;
}

/**
 * Runs a tick now and then every `intervalMs` after the previous tick ends
 * (a chain of timeouts, so ticks never overlap). The one timer of the app
 * that acts on time: everything time-based is a task.
 */
export function startRunner(
  ctx: AppContext,
  registry: TaskRegistry,
  opts: Omit<RunOptions, "shouldStop" | "runnerId"> & { intervalMs: number; runnerId?: string },
): TaskRunnerHandle {
  const runnerId = opts.runnerId ?? newRunnerId();
  const log = opts.log ?? consoleLog;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  const tick = () => {
    timer = undefined;
    current = runDueTasks(ctx, registry, { ...opts, runnerId, shouldStop: () => stopped })
      .then(
        () => undefined,
        (error: unknown) => log.error(`[tasks] tick failed: ${errorText(error)}`, error),
      )
      .finally(() => {
        current = undefined;
        if (!stopped) timer = setTimeout(tick, opts.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    async stop(stopOpts: StopOptions = {}) {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      const inHand = current;
      if (!inHand) return { released: 0 };
      if (stopOpts.graceMs === undefined) {
        await inHand;
        return { released: 0 };
      }
      let wait: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        inHand.then(() => true),
        new Promise<false>((r) => (wait = setTimeout(() => r(false), stopOpts.graceMs))),
      ]);
      clearTimeout(wait);
      if (finished) return { released: 0 };
      // Its finishing move will find the row no longer this runner's and change nothing.
      const released = await releaseRunnerTasks(ctx.db, runnerId);
      log.info(`[tasks] stopping: ${released} task(s) in hand given back`);
      return { released };
    },
  };
}
