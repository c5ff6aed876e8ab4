/**
 * The life of a payment order. Statuses only ever move forward: a late
 * `pending` or `failed` notification never undoes a paid order, and a paid
 * order is activated at most once (the database guard is
 * `UPDATE … SET status='paid' WHERE status='pending'`).
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "failed",
  "mismatch",
  "refunded",
  /** Left unpaid while the owner opened newer ones; a late payment still activates it. */
  "expired",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type EventStatus = "paid" | "pending" | "failed" | "refunded" | "ignored";

export type OrderDecision =
  | { action: "activate" }
  | { action: "mismatch" }
  | { action: "fail" }
  | { action: "refund" }
  /** Nothing to change: a replay, a stale event or another transaction type. */
  | { action: "none"; why: "replay" | "stale" | "ignored" };

export function decideOrder(
  order: { status: OrderStatus; amountMinor: number; currency: string },
  event: { status: EventStatus; amountMinor: number; currency: string },
): OrderDecision {
  if (event.status === "ignored") return { action: "none", why: "ignored" };
  if (event.status === "refunded") {
    return order.status === "paid" ? { action: "refund" } : { action: "none", why: "stale" };
  }
  if (event.status === "pending") return { action: "none", why: "stale" };
  if (event.status === "failed") {
    return order.status === "pending" ? { action: "fail" } : { action: "none", why: "stale" };
  }
  // event.status === "paid"
  if (order.status === "paid" || order.status === "refunded")
    return { action: "none", why: "replay" };
  if (order.status === "mismatch") return { action: "none", why: "replay" };
  const sameMoney =
    event.amountMinor === order.amountMinor &&
    event.currency.toUpperCase() === order.currency.toUpperCase();
  if (!sameMoney) return { action: "mismatch" };
  // A payment that arrives after a decline or an expiry still counts: the buyer paid.
  return { action: "activate" };
}
