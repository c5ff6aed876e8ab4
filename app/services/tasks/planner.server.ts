import { DAY_MS, toDate } from "../../../core/expiry";
import { hasPlanNotice, type PlanNoticeKind } from "../../../db/queries/plan-notices";
import {
  deletePendingTasksByKeyPrefix,
  hasLiveTask,
  insertTaskOnce,
} from "../../../db/queries/scheduled-tasks";
import { findUserById } from "../../../db/queries/users";
import type { AppContext } from "../platform/index.server";
import { DAILY_TASKS, type TaskHandlerName } from "./names";
import type { PlanExpiredPayload, PlanReminderPayload } from "./payloads";

type Ctx = Pick<AppContext, "db" | "now">;

/** Reminders go out this long before the plan ends. */
export const REMINDERS = [
  { kind: "7d", before: 7 * DAY_MS },
  { kind: "1d", before: DAY_MS },
] as const;

/** Daily tasks run at 00:00 UTC (03:00 in Moscow, where the product's dates are set). */
export const DAILY_AT_UTC_HOUR = 0;

/** Every plan task of an account carries a key under this prefix. */
export const planKeyPrefix = (userId: number): string => `plan:${userId}:`;
export const planKey = (userId: number, kind: PlanNoticeKind, expiry: string): string =>
  `${planKeyPrefix(userId)}${kind}:${expiry}`;

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

export interface PlanResult {
  /** The account's current expiry (ISO), or null when it has none. */
  expiry: string | null;
  /** Keys of the tasks this call added (already planned ones are not repeated). */
  added: string[];
  /** Pending plan tasks of the account's earlier expiries, removed. */
  removed: number;
}

/**
 * (Re)plans an account's plan tasks for its CURRENT expiry: the 7-day and
 * 1-day reminders (unless their time has passed) and `plan.expired` at the
 * expiry — or now, for an account already expired and not yet told.
 * Idempotent: each task has a dedupe key (user, kind, expiry), so calling this
 * again adds nothing; pending tasks for an earlier expiry are removed (they
 * would only be skipped when they ran).
 */
export async function planAccountTasks(ctx: Ctx, userId: number): Promise<PlanResult> {
  const user = await findUserById(ctx.db, userId);
  const now = ctx.now();
  const createdAt = now.toISOString();
  const keep: string[] = [];
  const added: string[] = [];
  const add = async (name: TaskHandlerName, at: Date, key: string, payload: object) => {
    keep.push(key);
    const id = await insertTaskOnce(ctx.db, {
      name,
      execution_time: at.toISOString(),
      payload: JSON.stringify(payload),
      dedupe_key: key,
      created_at: createdAt,
    });
    if (id !== undefined) added.push(key);
  };

  const expiryDate = user ? toDate(user.tariff_expiration_date) : null;
  const expiry = expiryDate ? expiryDate.toISOString() : null;
  if (expiryDate && expiry) {
    for (const r of REMINDERS) {
      const due = new Date(expiryDate.getTime() - r.before);
      if (due.getTime() < now.getTime()) continue; // past due: not planned
      const payload: PlanReminderPayload = { userId, expiry, kind: r.kind };
      await add("plan.reminder", due, planKey(userId, `reminder_${r.kind}`, expiry), payload);
    }
    const expiredPayload: PlanExpiredPayload = { userId, expiry };
    const key = planKey(userId, "expired", expiry);
    if (expiryDate.getTime() > now.getTime()) {
      await add("plan.expired", expiryDate, key, expiredPayload);
    } else if (!(await hasPlanNotice(ctx.db, userId, expiry, "expired"))) {
      await add("plan.expired", now, key, expiredPayload);
    }
  }
  const removed = await deletePendingTasksByKeyPrefix(ctx.db, planKeyPrefix(userId), keep);
  return { expiry, added, removed };
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
