import { DAILY_TASKS, type TaskHandlerName } from "../../../core/tasks/names";
import { hasLiveTask, insertTaskOnce } from "../../../db/queries/scheduled-tasks";
import type { AppContext } from "../platform/index.server";

type Ctx = Pick<AppContext, "db" | "now">;

/** Daily tasks run at 00:00 UTC (03:00 in Moscow, where the product's dates are set). */
export const DAILY_AT_UTC_HOUR = 0;

/** One daily task per UTC day: its key names the day it runs on. */
export const dailyKey = (name: string, at: Date): string =>
  `${name}@${at.toISOString().slice(0, 10)}`;

/** The first daily slot strictly after `now`. */
export function nextDailyRun(now: Date): Date {
  const slot = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DAILY_AT_UTC_HOUR),
  );
  while (slot.getTime() <= now.getTime()) slot.setUTCDate(slot.getUTCDate() + 1);
  return slot;
}

/** A daily task's next run (tomorrow's slot), unless it is planned already. */
export async function planNextDailyRun(ctx: Ctx, name: TaskHandlerName): Promise<void> {
  const now = ctx.now();
  const at = nextDailyRun(now);
  await insertTaskOnce(ctx.db, {
    name,
    execution_time: at.toISOString(),
    payload: "{}",
    dedupe_key: dailyKey(name, at),
    created_at: now.toISOString(),
  });
}

/**
 * Start-up: each daily task (`plan.scan`, `sessions.sweep`) has one pending
 * run. A missing one runs now; if today's run happened already, tomorrow's is
 * planned. Two processes starting together add one between them (the day key).
 */
export async function ensureRecurringTasks(ctx: Ctx): Promise<string[]> {
  const added: string[] = [];
  for (const name of DAILY_TASKS) {
    if (await hasLiveTask(ctx.db, name)) continue;
    const now = ctx.now();
    const id = await insertTaskOnce(ctx.db, {
      name,
      execution_time: now.toISOString(),
      payload: "{}",
      dedupe_key: dailyKey(name, now),
      created_at: now.toISOString(),
    });
    if (id === undefined) await planNextDailyRun(ctx, name);
    added.push(name);
  }
  return added;
}
