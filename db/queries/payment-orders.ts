import type { Executor } from "../database";
import type { PaymentOrderRow, PaymentOrdersTable } from "../schema";
import type { Insertable } from "kysely";

export async function insertOrder(
  db: Executor,
  order: Insertable<PaymentOrdersTable>,
): Promise<PaymentOrderRow> {
  return db.insertInto("payment_orders").values(order).returningAll().executeTakeFirstOrThrow();
}

export async function findOrder(db: Executor, id: string): Promise<PaymentOrderRow | undefined> {
  return db.selectFrom("payment_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Orders a payment may still land on: declined and expired ones too (the buyer paid). */
export const UNPAID: PaymentOrderRow["status"][] = ["pending", "failed", "expired"];

/**
 * The one guard that makes activation happen at most once per order: only the
 * request whose update changed the row goes on to activate. A declined order
 * can still be paid (the buyer retried).
 */
export async function claimPaid(
  db: Executor,
  id: string,
  paid: { at: string; amountMinor: number; currency: string; now: string },
): Promise<boolean> {
  const r = await db
    .updateTable("payment_orders")
    .set({
      status: "paid",
      paid_at: paid.at,
      paid_amount_minor: paid.amountMinor,
      paid_currency: paid.currency,
      updated_at: paid.now,
    })
    .where("id", "=", id)
    .where("status", "in", UNPAID)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Moves an order from one status to another; false when it was no longer in `from`. */
export async function moveOrder(
  db: Executor,
  id: string,
  from: PaymentOrderRow["status"][],
  to: PaymentOrderRow["status"],
  at: string,
  paid?: { amountMinor: number; currency: string },
): Promise<boolean> {
  const r = await db
    .updateTable("payment_orders")
    .set({
      status: to,
      updated_at: at,
      ...(paid ? { paid_amount_minor: paid.amountMinor, paid_currency: paid.currency } : {}),
    })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function listOrdersOfUser(db: Executor, userId: number): Promise<PaymentOrderRow[]> {
  return db
    .selectFrom("payment_orders")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

/** Whether one of the user's orders turned paid at or after `since` (the "PRO activated" modal). */
export async function hasPaidSince(db: Executor, userId: number, since: string): Promise<boolean> {
  const row = await db
    .selectFrom("payment_orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "paid")
    .where("updated_at", ">=", since)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Expires the user's pending orders past the newest `keep`, inside the caller's
 * transaction (the one that opened the newest), so that a user never holds more.
 */
export async function expireOldPending(
  db: Executor,
  userId: number,
  keep: number,
  at: string,
): Promise<void> {
  const pending = await db
    .selectFrom("payment_orders")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "pending")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const old = pending.slice(keep);
  if (old.length === 0) return;
  await db
    .updateTable("payment_orders")
    .set({ status: "expired", updated_at: at })
    .where(
      "id",
      "in",
      old.map((o) => o.id),
    )
    .where("status", "=", "pending")
    .execute();
}
