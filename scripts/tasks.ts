/**
 * The task runner as its own process (decision 008), for a separate worker or cron:
 *   npm run tasks            ticks every 5 s until SIGTERM/SIGINT (the task in hand finishes first,
 *                            or goes back to pending after SHUTDOWN_TIMEOUT_MS)
 *   npm run tasks -- --once  one tick: every due task runs, then the process exits
 * Safe beside `npm start`, which runs the same runner: a task is claimed by one runner at a time.
 */
import { parseArgs } from "node:util";
import {
  ensureRecurringTasks,
  runTasksOnce,
  startTaskRunner,
} from "../app/services/tasks/index.server";
import { openContext } from "./lib/open-context";

const INTERVAL_MS = 5_000;

const { values } = parseArgs({ options: { once: { type: "boolean", default: false } } });

// Miniflare (the local r2 bucket) exits the process the moment SIGINT/SIGTERM
// arrives; the runner must finish its task first, and closes Miniflare itself.
const SIGNALS = ["SIGINT", "SIGTERM"] as const;
const inherited = new Map(SIGNALS.map((s) => [s, process.listeners(s)]));
const ctx = await openContext();
for (const signal of SIGNALS) {
  for (const listener of process.listeners(signal)) {
    if (!inherited.get(signal)!.includes(listener)) process.removeListener(signal, listener);
  }
}
await ensureRecurringTasks(ctx);

if (values.once) {
  let code = 0;
  try {
    const r = await runTasksOnce(ctx);
    console.info(
      `[tasks] one tick: ${r.claimed} claimed, ${r.completed} completed, ${r.retry} to retry, ${r.failed} failed`,
    );
  } catch (error) {
    console.error("[tasks] tick failed", error);
    code = 1;
  } finally {
    await ctx.close();
  }
  process.exit(code);
} else {
  const runner = startTaskRunner(ctx, { intervalMs: INTERVAL_MS });
  console.info(`[tasks] runner started: a tick every ${INTERVAL_MS / 1000} s`);
  let stopping = false;
  const shutdown = async (signal: string) => {
    // A second signal does not wait for the task in hand (its lease lets another runner retry it).
    if (stopping) process.exit(1);
    stopping = true;
    console.info(`[tasks] ${signal}: finishing the current task`);
    // Past SHUTDOWN_TIMEOUT_MS the task goes back to pending for another runner (decision 009).
    const { released } = await runner.stop({ graceMs: ctx.config.shutdownTimeoutMs });
    if (released > 0) console.info(`[tasks] ${released} task(s) given back`);
    await ctx.close();
    console.info("[tasks] stopped");
    process.exit(0);
  };
  for (const signal of SIGNALS) process.on(signal, () => void shutdown(signal));
}
