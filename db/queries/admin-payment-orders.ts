import { sql } from "kysely";
import type { Executor } from "../database";

/**
 * Dashboard: orders that turned paid at or after `since`, by paid_at (the
 * provider's payment time) or, when that is missing, the order's last update.
 */
export async function countPaidOrdersSince(db: Executor, since: string): Promise<number> {
  const r = await db
    .selectFrom("payment_orders")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "paid")
    .where(sql<string>`coalesce(paid_at, updated_at)`, ">=", since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}
