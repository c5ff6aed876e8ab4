import type { ExpressionBuilder, Insertable } from "kysely";
import type { Executor } from "../database";
import { isPostgres, likeNoCase } from "../dialect";
import type { Database, ScheduledTaskRow, ScheduledTasksTable } from "../schema";

export async function insertScheduledTask(
  db: Executor,
  row: Insertable<ScheduledTasksTable>,
): Promise<number> {
  const r = await db
    .insertInto("scheduled_tasks")
    .values(row)
    .returning("id")
    .executeTakeFirstOrThrow();
  return r.id;
}

/** Moves a task that is still waiting to a new time; false when it is no longer waiting. */
export async function postponePendingTask(
  db: Executor,
  id: number,
  executionTime: string,
): Promise<boolean> {
  const r = await db
    .updateTable("scheduled_tasks")
    .set({ execution_time: executionTime })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function listScheduledTasks(db: Executor): Promise<ScheduledTaskRow[]> {
  return db.selectFrom("scheduled_tasks").selectAll().orderBy("id", "desc").execute();
}

/* ---- Task runner (decision 008) ---- */

export async function findScheduledTask(
  db: Executor,
  id: number,
): Promise<ScheduledTaskRow | undefined> {
  return db.selectFrom("scheduled_tasks").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A pending row whose time has come, or a processing row whose holder's lease has run out. */
function claimable(now: string) {
  return (eb: ExpressionBuilder<Database, "scheduled_tasks">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("execution_time", "<=", now)]),
      eb.and([
        eb("status", "=", "processing"),
        eb.or([eb("lease_until", "is", null), eb("lease_until", "<=", now)]),
      ]),
    ]);
}

/**
 * Claims the next due task atomically: one UPDATE … WHERE id = (SELECT … LIMIT 1)
 * … RETURNING *. SQLite runs a write statement under its single writer lock,
 * so the inner SELECT and the UPDATE see the same rows and two runners never
 * both get a row; the outer WHERE repeats the test so the statement stays
 * correct where that is not so. On PostgreSQL add `FOR UPDATE SKIP LOCKED` to
 * the inner SELECT: concurrent claimers then skip each other's row instead of
 * queueing on it (and, at READ COMMITTED, the outer WHERE re-checked on the
 * locked row keeps a lost race from claiming anything).
 */
export async function claimNextTask(
  db: Executor,
  claim: {
    now: string;
    leaseUntil: string;
    runnerId: string;
    /** Claim only tasks of these handlers (a runner with a free slot for them alone). */
    only?: readonly string[];
    /** Leave these handlers' tasks (a runner whose slots for them are full). */
    except?: readonly string[];
  },
): Promise<ScheduledTaskRow | undefined> {
  const { only, except } = claim;
  return db
    .updateTable("scheduled_tasks")
    .set((eb) => ({
      status: "processing",
      lease_until: claim.leaseUntil,
      claimed_by: claim.runnerId,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("scheduled_tasks")
        .select("id")
        .where(claimable(claim.now))
        .$if(only !== undefined, (sub) => sub.where("name", "in", only?.length ? only : [""]))
        .$if(Boolean(except?.length), (sub) => sub.where("name", "not in", except ?? []))
        .orderBy("execution_time")
        .orderBy("id")
        .limit(1)
        .$if(isPostgres(db), (sub) => sub.forUpdate().skipLocked()),
    )
    .where(claimable(claim.now))
    .returningAll()
    .executeTakeFirst();
}

/** Extends the holder's lease; false when the task is no longer this runner's. */
export async function renewTaskLease(
  db: Executor,
  id: number,
  runnerId: string,
  leaseUntil: string,
): Promise<boolean> {
  const r = await db
    .updateTable("scheduled_tasks")
    .set({ lease_until: leaseUntil })
    .where("id", "=", id)
    .where("status", "=", "processing")
    .where("claimed_by", "=", runnerId)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The finishing moves apply only while this runner still holds the task. */
function held(db: Executor, id: number, runnerId: string) {
  return db
    .updateTable("scheduled_tasks")
    .where("id", "=", id)
    .where("status", "=", "processing")
    .where("claimed_by", "=", runnerId);
}

export async function completeTask(
  db: Executor,
  id: number,
  runnerId: string,
  done: { result: string | null; at: string },
): Promise<boolean> {
  const r = await held(db, id, runnerId)
    .set({
      status: "completed",
      lease_until: null,
      last_error: null,
      result: done.result,
      finished_at: done.at,
    })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Back to pending for another attempt at `executionTime` (the backoff). */
export async function retryTaskLater(
  db: Executor,
  id: number,
  runnerId: string,
  retry: { executionTime: string; error: string },
): Promise<boolean> {
  const r = await held(db, id, runnerId)
    .set({
      status: "pending",
      lease_until: null,
      execution_time: retry.executionTime,
      last_error: retry.error,
    })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function failTask(
  db: Executor,
  id: number,
  runnerId: string,
  failed: { error: string; at: string },
): Promise<boolean> {
  const r = await held(db, id, runnerId)
    .set({ status: "failed", lease_until: null, last_error: failed.error, finished_at: failed.at })
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Admin "retry now": a failed task becomes pending at `now` with its attempts reset. */
export async function resetFailedTask(db: Executor, id: number, now: string): Promise<boolean> {
  const r = await db
    .updateTable("scheduled_tasks")
    .set({
      status: "pending",
      execution_time: now,
      attempts: 0,
      lease_until: null,
      claimed_by: null,
      finished_at: null,
    })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Adds a task unless one with the same `dedupe_key` exists (in any status):
 * the new id, or undefined when it was already there.
 */
export async function insertTaskOnce(
  db: Executor,
  row: Insertable<ScheduledTasksTable> & { dedupe_key: string },
): Promise<number | undefined> {
  const r = await db
    .insertInto("scheduled_tasks")
    .values(row)
    .onConflict((oc) => oc.column("dedupe_key").where("dedupe_key", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  return r?.id;
}

/** Pending tasks whose key starts with `prefix`, except `keep`, are removed (a re-plan). */
export async function deletePendingTasksByKeyPrefix(
  db: Executor,
  prefix: string,
  keep: readonly string[],
): Promise<number> {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let q = db
    .deleteFrom("scheduled_tasks")
    .where("status", "=", "pending")
    .where(likeNoCase(db, "dedupe_key", like));
  if (keep.length > 0) q = q.where("dedupe_key", "not in", keep);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Is a task of this name waiting or running? */
export async function hasLiveTask(db: Executor, name: string): Promise<boolean> {
  const r = await db
    .selectFrom("scheduled_tasks")
    .select("id")
    .where("name", "=", name)
    .where("status", "in", ["pending", "processing"])
    .limit(1)
    .executeTakeFirst();
  return r !== undefined;
}

/**
 * A stopping runner gives back what it still holds (decision 009): its
 * `processing` rows become `pending`, due as they were, and the attempt the
 * claim counted is returned, so another runner takes them at once instead of
 * after the lease. The number of rows given back.
 */
export async function releaseRunnerTasks(db: Executor, runnerId: string): Promise<number> {
  const r = await db
    .updateTable("scheduled_tasks")
    .set((eb) => ({
      status: "pending",
      lease_until: null,
      claimed_by: null,
      attempts: eb("attempts", "-", 1),
    }))
    .where("status", "=", "processing")
    .where("claimed_by", "=", runnerId)
    .where("attempts", ">", 0)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Issue 25: removes the task with this key unless it is running, so the key
 * can be planned again (a resend of a delivery whose task is done or failed).
 * One conditional DELETE: a runner claiming the task at the same moment either
 * finds it gone or keeps it, never loses it to a second run. False when a run
 * holds it (any row still there after the delete).
 */
export async function deleteIdleTaskByKey(db: Executor, dedupeKey: string): Promise<boolean> {
  const r = await db
    .deleteFrom("scheduled_tasks")
    .where("dedupe_key", "=", dedupeKey)
    .where("status", "<>", "processing")
    .executeTakeFirst();
  if (Number(r.numDeletedRows) > 0) return true;
  const left = await db
    .selectFrom("scheduled_tasks")
    .select("id")
    .where("dedupe_key", "=", dedupeKey)
    .executeTakeFirst();
  return left === undefined;
}
