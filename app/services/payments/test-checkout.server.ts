import { randomUUID } from "node:crypto";
import { findOrder } from "../../../db/queries/payment-orders";
import { toMajor } from "../../../core/plans";
import type { AppContext } from "../platform/index.server";
import { signTestNotification, SIGNATURE_HEADER } from "./drivers/test.server";
import { isLoopbackAddress, paymentProvider } from "./provider.server";
import { webhookPath } from "../../../core/payments/paths";

type Ctx = Pick<AppContext, "db" | "config">;

/**
 * The `test` provider's own checkout page. It exists only with that driver,
 * only for loopback sockets, and only for the order's owner.
 */
export async function testCheckoutOrder(ctx: Ctx, userId: number, orderId: string, ip: string) {
  const provider = paymentProvider(ctx.config as AppContext["config"]);
  if (provider?.name !== "test") return { status: 404 as const };
  if (!isLoopbackAddress(ip)) return { status: 403 as const };
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.user_id !== userId || order.provider !== "test")
    return { status: 404 as const };
  return {
    status: 200 as const,
    order: {
      id: order.id,
      item: order.item,
      amount: toMajor(order.amount_minor),
      currency: order.currency,
      status: order.status,
    },
  };
}

/**
 * What a real provider does when the buyer pays or declines: a signed
 * notification over HTTP to our webhook, the same route and code path.
 */
export async function sendTestNotification(
  ctx: Ctx,
  order: { id: string; amount: number; currency: string },
  status: "paid" | "failed",
): Promise<boolean> {
  const p = ctx.config.payments;
  const path = webhookPath(p.provider);
  if (p.provider !== "test" || !path) return false;
  const body = JSON.stringify({
    eventId: `evt_${randomUUID()}`,
    orderId: order.id,
    status,
    amount: order.amount,
    currency: order.currency,
  });
  const res = await fetch(`${ctx.config.appUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER]: signTestNotification(p.secret, body),
    },
    body,
  });
  return res.ok;
}
