import { randomBytes } from "node:crypto";
import { isActivePro, PURCHASE_ITEMS, type PurchaseItem } from "../../../core/plans";
import {
  expireOldPending,
  findOrder,
  hasPaidSince,
  insertOrder,
} from "../../../db/queries/payment-orders";
import type { PaymentOrderRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import type { Checkout, PaymentProvider } from "./port";

type Ctx = Pick<AppContext, "db" | "config" | "now">;

export type CheckoutRefusal = "proRequired";

/** Unpaid orders a user may hold at once (issue 23): opening another expires the oldest. */
export const MAX_PENDING_ORDERS = 5;

/** Opaque and unique per purchase: never the buyer's email (it would end up in the provider's logs). */
export const newOrderId = (): string => `ord_${randomBytes(16).toString("hex")}`;

export async function startCheckout(
  ctx: Ctx,
  provider: PaymentProvider,
  user: { id: number; email: string; tariff: number; tariff_expiration_date: string | null },
  item: PurchaseItem,
  customerIp?: string,
): Promise<
  { ok: true; order: PaymentOrderRow; checkout: Checkout } | { ok: false; error: CheckoutRefusal }
> {
  // SPEC §1: extra showrooms are for PRO users.
  if (item === "extra_landing" && !isActivePro(user, ctx.now())) {
    return { ok: false, error: "proRequired" };
  }
  const price = PURCHASE_ITEMS[item];
  const stamp = ctx.now().toISOString();
  const order = await ctx.db.transaction().execute(async (trx) => {
    const opened = await insertOrder(trx, {
      id: newOrderId(),
      user_id: user.id,
      item,
      amount_minor: price.amountMinor,
      currency: price.currency,
      provider: provider.name,
      status: "pending",
      created_at: stamp,
      updated_at: stamp,
    });
    await expireOldPending(trx, user.id, MAX_PENDING_ORDERS, stamp);
    return opened;
  });
  const checkout = await provider.createCheckout({
    id: order.id,
    item,
    amountMinor: order.amount_minor,
    currency: order.currency,
    customerEmail: user.email,
    returnUrl: `${ctx.config.appUrl}/subscription-successful?order=${order.id}`,
    customerIp,
  });
  return { ok: true, order, checkout };
}

/** The order's status for its owner only; anyone else learns nothing. */
export async function orderStatusFor(ctx: Ctx, userId: number, orderId: string) {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.user_id !== userId) return null;
  return { orderId: order.id, item: order.item, status: order.status };
}

/** SPEC §2: the "PRO activated" modal only follows a real payment of the last 10 minutes. */
export const PAID_MODAL_WINDOW_MS = 10 * 60 * 1000;
export async function recentlyPaid(ctx: Ctx, userId: number): Promise<boolean> {
  const since = new Date(ctx.now().getTime() - PAID_MODAL_WINDOW_MS).toISOString();
  return hasPaidSince(ctx.db, userId, since);
}
