import { listEventsOfOrders, listUnmatched } from "../../../db/queries/payment-events";
import { listOrdersOfUser } from "../../../db/queries/payment-orders";
import { listPurchasesOfUser } from "../../../db/queries/purchases";
import { findUserById, updateUserRow } from "../../../db/queries/users";
import { toMajor } from "../../../core/plans";
import type { PurchaseJson } from "../../../core/payments/purchase";
import type { AppContext } from "../platform/index.server";

type Ctx = Pick<AppContext, "db">;

export type { PurchaseJson };

/** The account's purchases, newest first. */
export async function purchasesOf(ctx: Ctx, userId: number): Promise<PurchaseJson[]> {
  const rows = await listPurchasesOfUser(ctx.db, userId);
  return rows.map((r) => ({
    id: r.id,
    item_name: r.item_name,
    purchase_type: r.purchase_type,
    amount: r.amount,
    currency: r.currency,
    purchase_date: r.purchase_date,
    expiration_date: r.expiration_date,
    payment_method: r.payment_method,
  }));
}

/** Admin view of a user's orders, with every notification each one received. */
export async function ordersForAdmin(ctx: Ctx, userId: number) {
  const orders = await listOrdersOfUser(ctx.db, userId);
  const events = await listEventsOfOrders(
    ctx.db,
    orders.map((o) => o.id),
  );
  return orders.map((o) => ({
    id: o.id,
    item: o.item,
    status: o.status,
    provider: o.provider,
    amount: toMajor(o.amount_minor),
    currency: o.currency,
    paid_amount: o.paid_amount_minor === null ? null : toMajor(o.paid_amount_minor),
    paid_currency: o.paid_currency,
    created_at: o.created_at,
    paid_at: o.paid_at,
    events: events
      .filter((e) => e.order_id === o.id)
      .map((e) => ({
        event_id: e.event_id,
        status: e.status,
        amount: toMajor(e.amount_minor),
        currency: e.currency,
        outcome: e.outcome,
        received_at: e.received_at,
      })),
  }));
}

/**
 * "Cancel" on /s means "do not remind me to renew": PRO stays until its
 * date. The task runner reads this flag when it plans reminders.
 */
export async function setRenewalReminders(ctx: Ctx, userId: number, on: boolean): Promise<void> {
  await updateUserRow(ctx.db, userId, { renewal_reminders_off: on ? 0 : 1 });
}

/** The flag setRenewalReminders writes, as /s shows it (false for an unknown user). */
export async function renewalRemindersOff(ctx: Ctx, userId: number): Promise<boolean> {
  const row = await findUserById(ctx.db, userId);
  return row?.renewal_reminders_off === 1;
}

export async function unmatchedForAdmin(ctx: Ctx) {
  const rows = await listUnmatched(ctx.db);
  return rows.map((e) => ({
    provider: e.provider,
    event_id: e.event_id,
    order_id: e.order_id,
    status: e.status,
    amount: toMajor(e.amount_minor),
    currency: e.currency,
    received_at: e.received_at,
  }));
}
