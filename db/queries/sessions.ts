import type { Executor } from "../database";
import type { SessionRow } from "../schema";

export async function insertSession(db: Executor, row: SessionRow): Promise<void> {
  await db.insertInto("sessions").values(row).execute();
}

export async function findSession(db: Executor, idHash: string): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("id", "=", idHash).executeTakeFirst();
}

export async function touchSession(db: Executor, idHash: string, at: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: at }).where("id", "=", idHash).execute();
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", idHash).execute();
}

/** Revokes every session of a user, optionally keeping one (the caller's own). */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  exceptIdHash?: string,
): Promise<number> {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptIdHash) q = q.where("id", "!=", exceptIdHash);
  const r = await q.executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function countUserSessions(db: Executor, userId: number): Promise<number> {
  const r = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** Housekeeping: sessions past their absolute expiry or idle since `idleBefore`. */
export async function deleteStaleSessions(
  db: Executor,
  nowIso: string,
  idleBeforeIso: string,
): Promise<number> {
  const r = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<=", nowIso), eb("last_seen_at", "<", idleBeforeIso)]))
    .executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** A user's sessions, newest first (Settings' security list). */
export async function listUserSessions(db: Executor, userId: number): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("last_seen_at", "desc")
    .execute();
}
