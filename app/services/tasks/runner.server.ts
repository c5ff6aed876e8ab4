import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import {
  claimNextTask,
  completeTask,
  failTask,
  renewTaskLease,
  retryTaskLater,
} from "../../../db/queries/scheduled-tasks";
import type { ScheduledTaskRow } from "../../../db/schema";
import { onTasksWake, type AppContext } from "../platform/index.server";
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
/** Tasks one tick claims at most, unless told (`maxTasks`). */
export const MAX_TASKS_PER_TICK = 500;
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

export const consoleLog: RunnerLog = {
  info: (m) => console.info(m),
  error: (m, e) => console.error(m, e ?? ""),
};

export const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_CHARS) || "error";

/**
 * A failure may say how long the other side asked us to wait (Telegram's
 * `retry_after`, carried as `retryAfterMs` by ChannelCallFailed): the next
 * try is no sooner than that, even when the schedule says sooner.
 */
function retryAfterMsOf(error: unknown): number {
  const ms = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === "number" && Number.isFinite(ms) && ms > 0 ? ms : 0;
}

/** The lane of every handler without its own concurrency: their tasks take turns. */
const SERIAL = "";

/** Resolves when a task in flight settles or the runner is woken (a new task is due). */
function nextChange(inFlight: ReadonlySet<Promise<void>>): Promise<void> {
  return new Promise((resolve) => {
    const off = onTasksWake(() => {
      off();
      resolve();
    });
    void Promise.race(inFlight).finally(() => {
      off();
      resolve();
    });
  });
}

/**
 * One tick: claims and runs due tasks until none is due (or `maxTasks`), then
 * waits for the ones in flight. Handlers without `concurrency` run one at a
 * time as they always did; a handler with it gets its own lane of that many
 * slots beside them, so its slow tasks never hold the others up (issue 24).
 */
export async function runDueTasks(
  ctx: AppContext,
  registry: TaskRegistry,
  opts: RunOptions = {},
): Promise<TickReport> {
  const runnerId = opts.runnerId ?? newRunnerId();
  const leaseMs = opts.leaseMs ?? LEASE_MS;
  const maxTasks = opts.maxTasks ?? MAX_TASKS_PER_TICK;
  const log = opts.log ?? consoleLog;
  const report: TickReport = { claimed: 0, completed: 0, retry: 0, failed: 0, lost: 0, ids: [] };
  const limits = new Map<string, number>();
  for (const h of registry.values())
    if ((h.concurrency ?? 1) > 1) limits.set(h.name, h.concurrency!);
  const busy = new Map<string, number>();
  const full = (lane: string) => (busy.get(lane) ?? 0) >= (limits.get(lane) ?? 1);
  const inFlight = new Set<Promise<void>>();
  let broken: { error: unknown } | undefined;

  while (report.claimed < maxTasks && !broken && !opts.shouldStop?.()) {
    const lanes = [...limits.keys()];
    // With the serial lane busy only the free concurrent lanes may claim.
    const only = full(SERIAL) ? lanes.filter((l) => !full(l)) : undefined;
    const except = only ? [] : lanes.filter(full);
    const now = ctx.now();
    const task =
      only?.length === 0
        ? undefined
        : await claimNextTask(ctx.db, {
            now: now.toISOString(),
            leaseUntil: new Date(now.getTime() + leaseMs).toISOString(),
            runnerId,
            only,
            except,
          });
    if (!task) {
      // Lanes may have emptied during the claim: look once more with none left out.
      if (inFlight.size === 0 && (only || except.length)) continue;
      if (inFlight.size === 0) break;
      await nextChange(inFlight);
      continue;
    }
    report.claimed++;
    report.ids.push(task.id);
    const lane = limits.has(task.name) ? task.name : SERIAL;
    busy.set(lane, (busy.get(lane) ?? 0) + 1);
    const run: Promise<void> = runClaimed(ctx, registry, task, runnerId, leaseMs, log)
      .then(
        (outcome) => void report[outcome]++,
        (error: unknown) => void (broken ??= { error }),
      )
      .finally(() => {
        busy.set(lane, (busy.get(lane) ?? 1) - 1);
        inFlight.delete(run);
      });
    inFlight.add(run);
  }
  await Promise.all(inFlight);
  if (broken) throw broken.error;
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
  const delays = handler.retryDelaysMs;
  const maxAttempts = delays ? delays.length + 1 : MAX_ATTEMPTS;
  // A runner that died holding the task used an attempt too.
  if (task.attempts > maxAttempts) {
    return fail(`${task.last_error ?? "lease expired"} (gave up after ${maxAttempts} attempts)`);
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
      lastAttempt: task.attempts >= maxAttempts,
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
    if (error instanceof PermanentTaskError || task.attempts >= maxAttempts) return fail(message);
    const scheduled = delays ? (delays[task.attempts - 1] ?? 0) : backoffMs(task.attempts);
    const wait = Math.max(scheduled, retryAfterMsOf(error));
    const at = new Date(ctx.now().getTime() + wait);
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
