import type { Insertable } from "kysely";
import type { Executor } from "../database";
import type { PaymentEventRow, PaymentEventsTable } from "../schema";

/** Every verified notification is kept, whatever it led to: the admins' audit trail. */
export async function recordEvent(
  db: Executor,
  event: Insertable<PaymentEventsTable>,
): Promise<void> {
  await db.insertInto("payment_events").values(event).execute();
}

export async function listEventsOfOrders(
  db: Executor,
  orderIds: string[],
): Promise<PaymentEventRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom("payment_events")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("id", "asc")
    .execute();
}

/** Notifications naming an order we do not know, newest first (admins). */
export async function listUnmatched(db: Executor, limit = 100): Promise<PaymentEventRow[]> {
  return db
    .selectFrom("payment_events")
    .selectAll()
    .where("outcome", "=", "unmatched")
    .orderBy("received_at", "desc")
    .limit(limit)
    .execute();
}
