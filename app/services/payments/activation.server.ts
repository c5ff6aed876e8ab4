import {
  extraLandingExpiry,
  proExpiryAfterPayment,
  PURCHASE_ITEMS,
  TARIFF_PRO,
  toMajor,
} from "../../../core/plans";
import type { Executor } from "../../../db/database";
import { claimPaid } from "../../../db/queries/payment-orders";
import { insertPurchase } from "../../../db/queries/purchases";
import { findUserForUpdate, updateUserRow } from "../../../db/queries/users";
import type { PaymentOrderRow } from "../../../db/schema";

/**
 * Turns a paid order into what was bought, inside the caller's transaction.
 * The order's own status change is the guard: only the call whose update
 * moved it to `paid` goes on, so 20 identical notifications give one purchase.
 */
export async function activateOrder(
  trx: Executor,
  order: PaymentOrderRow,
  paid: { at: Date; now: Date; amountMinor: number; currency: string; methodLabel: string },
): Promise<boolean> {
  const at = paid.at.toISOString();
  const claimed = await claimPaid(trx, order.id, {
    at,
    amountMinor: paid.amountMinor,
    currency: paid.currency,
    now: paid.now.toISOString(),
  });
  if (!claimed) return false;
  const user = await findUserForUpdate(trx, order.user_id);
  if (!user) throw new Error(`order ${order.id}: user ${order.user_id} is gone`);
  const item = PURCHASE_ITEMS[order.item];
  let expiry: Date;
  if (order.item === "pro_year") {
    expiry = proExpiryAfterPayment(user, paid.at);
    await updateUserRow(trx, user.id, {
      tariff: TARIFF_PRO,
      tariff_expiration_date: expiry.toISOString(),
      // Paying again is renewing: reminders are welcome again.
      renewal_reminders_off: 0,
    });
  } else {
    expiry = extraLandingExpiry(paid.at);
  }
  await insertPurchase(trx, {
    user_id: user.id,
    item_name: order.item,
    purchase_type: item.purchaseType,
    amount: toMajor(order.amount_minor),
    currency: order.currency,
    purchase_date: at,
    expiration_date: expiry.toISOString(),
    payment_method: paid.methodLabel,
    external_id: `${order.provider}:${order.id}`,
    order_id: order.id,
  });
  return true;
}
