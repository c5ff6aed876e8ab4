import { toDate } from "../../../core/expiry";
import { accountExpired } from "../../../core/plans";
import { DAY_MS } from "../../../core/time";
import { hasPlanNotice, type PlanNoticeKind } from "../../../db/queries/plan-notices";
import { deletePendingTasksByKeyPrefix, insertTaskOnce } from "../../../db/queries/scheduled-tasks";
import { findUserById } from "../../../db/queries/users";
import type { AppContext } from "../platform/index.server";
import type { TaskHandlerName } from "../../../core/tasks/names";
import type { PlanExpiredPayload, PlanReminderPayload } from "../../../core/tasks/payloads";

type Ctx = Pick<AppContext, "db" | "now">;

/** Reminders go out this long before the plan ends. */
export const REMINDERS = [
  { kind: "7d", before: 7 * DAY_MS },
  { kind: "1d", before: DAY_MS },
] as const;

/** Every plan task of an account carries a key under this prefix. */
export const planKeyPrefix = (userId: number): string => `plan:${userId}:`;
export const planKey = (userId: number, kind: PlanNoticeKind, expiry: string): string =>
  `${planKeyPrefix(userId)}${kind}:${expiry}`;

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
    if (!accountExpired({ tariff_expiration_date: expiryDate }, now)) {
      await add("plan.expired", expiryDate, key, expiredPayload);
    } else if (!(await hasPlanNotice(ctx.db, userId, expiry, "expired"))) {
      await add("plan.expired", now, key, expiredPayload);
    }
  }
  const removed = await deletePendingTasksByKeyPrefix(ctx.db, planKeyPrefix(userId), keep);
  return { expiry, added, removed };
}

/** The account is going: its plan tasks still waiting to run go with it. */
export async function dropPlanTasks(ctx: Pick<AppContext, "db">, userId: number): Promise<number> {
  return deletePendingTasksByKeyPrefix(ctx.db, planKeyPrefix(userId), []);
}
