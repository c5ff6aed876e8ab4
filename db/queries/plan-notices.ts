import type { Executor } from "../database";
import type { PlanNoticeRow, UserRow } from "../schema";

export type PlanNoticeKind = PlanNoticeRow["kind"];

/**
 * Records that a plan mail is going out; false when one for the same
 * (user, expiry, kind) was recorded already (the unique index decides, so two
 * runners racing on the same notice cannot both win).
 */
export async function recordPlanNotice(
  db: Executor,
  row: {
    user_id: number;
    expiry: string;
    kind: PlanNoticeKind;
    task_id: number | null;
    created_at: string;
  },
): Promise<boolean> {
  const r = await db
    .insertInto("plan_notices")
    .values(row)
    .onConflict((oc) => oc.columns(["user_id", "expiry", "kind"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return r !== undefined;
}

/** Takes a record back when its mail could not be sent, so a retry may send it. */
export async function forgetPlanNotice(
  db: Executor,
  userId: number,
  expiry: string,
  kind: PlanNoticeKind,
): Promise<void> {
  await db
    .deleteFrom("plan_notices")
    .where("user_id", "=", userId)
    .where("expiry", "=", expiry)
    .where("kind", "=", kind)
    .execute();
}

export async function hasPlanNotice(
  db: Executor,
  userId: number,
  expiry: string,
  kind: PlanNoticeKind,
): Promise<boolean> {
  const r = await db
    .selectFrom("plan_notices")
    .select("id")
    .where("user_id", "=", userId)
    .where("expiry", "=", expiry)
    .where("kind", "=", kind)
    .executeTakeFirst();
  return r !== undefined;
}

export async function listPlanNotices(db: Executor, userId: number): Promise<PlanNoticeRow[]> {
  return db
    .selectFrom("plan_notices")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
}

/** Accounts whose plan ends within [fromIso, toIso] (ISO strings compare in time order). */
export async function listAccountsExpiringBetween(
  db: Executor,
  fromIso: string,
  toIso: string,
): Promise<Array<Pick<UserRow, "id" | "tariff_expiration_date">>> {
  return db
    .selectFrom("users")
    .select(["id", "tariff_expiration_date"])
    .where("tariff_expiration_date", "is not", null)
    .where("tariff_expiration_date", ">=", fromIso)
    .where("tariff_expiration_date", "<=", toIso)
    .orderBy("id")
    .execute();
}
