import { releaseRunnerTasks } from "../../../db/queries/scheduled-tasks";
import { onTasksWake, type AppContext } from "../platform/index.server";
import {
  MAX_TASKS_PER_TICK,
  consoleLog,
  errorText,
  newRunnerId,
  runDueTasks,
  type RunOptions,
} from "./runner.server";
import type { TaskRegistry } from "./types";

/**
 * The runner's loop around ./runner.server's tick: ticks on an interval,
 * at once when woken (a task committed for now), and a graceful stop that
 * gives back what it cannot finish in time.
 */

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
  // A wake-up during a tick may come after its last claim: tick again at once.
  let wokenDuringTick = false;

  // A tick that stopped at its task cap may have left due tasks behind: the
  // next one starts at once, not an interval later (a burst of leads waited
  // 5 s per 500 tasks otherwise; found by channels-load.test.ts).
  let capped = false;

  const tick = () => {
    timer = undefined;
    wokenDuringTick = false;
    capped = false;
    current = runDueTasks(ctx, registry, { ...opts, runnerId, shouldStop: () => stopped })
      .then(
        (report) => void (capped = report.claimed >= (opts.maxTasks ?? MAX_TASKS_PER_TICK)),
        (error: unknown) => log.error(`[tasks] tick failed: ${errorText(error)}`, error),
      )
      .finally(() => {
        current = undefined;
        if (!stopped) timer = setTimeout(tick, wokenDuringTick || capped ? 0 : opts.intervalMs);
      });
  };
  timer = setTimeout(tick, 0);
  // A task committed for now (a new lead) starts a tick at once, not at the next interval.
  const stopWaking = onTasksWake(() => {
    if (stopped) return;
    if (!timer) {
      wokenDuringTick = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(tick, 0);
  });

  return {
    async stop(stopOpts: StopOptions = {}) {
      stopped = true;
      stopWaking();
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
