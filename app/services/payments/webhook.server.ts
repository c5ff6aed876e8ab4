import { decideOrder, type OrderDecision } from "../../../core/payments/order-state";
import { findOrder, moveOrder, UNPAID } from "../../../db/queries/payment-orders";
import { recordEvent } from "../../../db/queries/payment-events";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { afterPlanChange } from "../accounts/index.server";
import { activateOrder } from "./activation.server";
import type { PaymentProvider, VerifiedEvent } from "./port";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "mailer" | "now">;

export type WebhookOutcome =
  "applied" | "replay" | "stale" | "ignored" | "mismatch" | "unmatched" | "failed" | "refunded";

export interface WebhookAnswer {
  status: number;
  body: { ok: boolean; outcome?: WebhookOutcome; error?: string; code?: string };
}

/** A refused notification: `{ok: false}` for the provider, in the API's error shape (ADR 024). */
function refused(status: number, code: string): WebhookAnswer {
  return { status, body: { ...new HttpError(status, code).body, ok: false } };
}

/**
 * One verified-or-refused notification, whatever the provider. The provider
 * retries anything but 200, so every verified event we choose to ignore still
 * gets 200; only a bad signature (401) and, for the local test provider, an
 * unknown order (404) do not.
 */
export async function handleNotification(
  ctx: Ctx,
  provider: PaymentProvider,
  rawBody: Uint8Array,
  headers: Headers,
): Promise<WebhookAnswer> {
  const receivedAt = ctx.now();
  const verified = provider.verifyNotification(rawBody, headers, receivedAt);
  if (!verified.ok) {
    console.warn(`[payments] ${provider.name} notification refused: ${verified.reason}`);
    return refused(401, verified.reason);
  }
  const event = verified.event;
  const log = (outcome: WebhookOutcome) =>
    recordEvent(ctx.db, {
      provider: provider.name,
      event_id: event.eventId,
      order_id: event.orderId,
      status: event.status,
      amount_minor: event.amountMinor,
      currency: event.currency,
      outcome,
      received_at: receivedAt.toISOString(),
    });

  if (event.foreignPayee) {
    // Signed, but the money went to someone else's wallet: kept for the admin like an
    // unknown order, and answered 200 so that the provider stops retrying.
    await log("unmatched");
    console.warn(`[payments] ${provider.name} event ${event.eventId}: not paid to our wallet`);
    return { status: 200, body: { ok: true, outcome: "unmatched" } };
  }
  const order = await findOrder(ctx.db, event.orderId);
  if (!order || order.provider !== provider.name) {
    await log("unmatched");
    console.warn(`[payments] ${provider.name} event ${event.eventId}: unknown order`);
    if (provider.name === "test") return refused(404, "unknownOrder");
    return { status: 200, body: { ok: true, outcome: "unmatched" } };
  }

  const decision = decideOrder(
    { status: order.status, amountMinor: order.amount_minor, currency: order.currency },
    event,
  );
  const outcome = await apply(ctx, provider, order.id, decision, event);
  await log(outcome);
  console.info(
    `[payments] ${provider.name} event ${event.eventId} order ${order.id} (${event.status}): ${outcome}`,
  );
  if (outcome === "applied" || outcome === "refunded") {
    // After the commit, as after any plan change: the owner's pages follow at the
    // edge at once, and the reminders the new expiry. A refund leaves PRO as it is
    // (an admin decides) and so the pages too. The provider would only get a
    // replay from a retry, so a failure is logged, not answered; the daily
    // plan.scan plans the tasks again.
    await afterPlanChange(ctx, order.user_id).catch((error: unknown) =>
      console.error(`[payments] order ${order.id}: plan follow-up failed`, error),
    );
  }
  if (outcome === "refunded" || outcome === "mismatch") await alertAdmins(ctx, order.id, outcome);
  return { status: 200, body: { ok: true, outcome } };
}

async function apply(
  ctx: Ctx,
  provider: PaymentProvider,
  orderId: string,
  decision: OrderDecision,
  event: VerifiedEvent,
): Promise<WebhookOutcome> {
  const at = ctx.now().toISOString();
  const money = { amountMinor: event.amountMinor, currency: event.currency };
  switch (decision.action) {
    case "activate":
      return ctx.db.transaction().execute(async (trx) => {
        // Re-read inside the transaction: the decision was made on a snapshot.
        const order = await findOrder(trx, orderId);
        if (!order) return "unmatched";
        const done = await activateOrder(trx, order, {
          at: event.paidAt,
          now: ctx.now(),
          ...money,
          methodLabel: provider.methodLabel,
        });
        return done ? "applied" : "replay";
      });
    case "mismatch":
      return (await moveOrder(ctx.db, orderId, UNPAID, "mismatch", at, money))
        ? "mismatch"
        : "replay";
    case "fail":
      return (await moveOrder(ctx.db, orderId, ["pending"], "failed", at)) ? "failed" : "stale";
    case "refund":
      // PRO is not removed automatically: an admin decides.
      return (await moveOrder(ctx.db, orderId, ["paid"], "refunded", at)) ? "refunded" : "stale";
    case "none":
      return decision.why;
  }
}

async function alertAdmins(ctx: Ctx, orderId: string, outcome: "refunded" | "mismatch") {
  const text =
    outcome === "refunded"
      ? `Order ${orderId} was refunded by the payment provider. PRO was not removed; decide in the admin console.`
      : `Order ${orderId} was paid with an amount or currency that does not match the order. Nothing was activated.`;
  try {
    await ctx.mailer.send({
      to: ctx.config.adminEmail,
      subject: `[Vitrina] payment ${outcome}: ${orderId}`,
      text: `${text}\n${ctx.config.appUrl}/admin/users`,
    });
  } catch (error) {
    console.error(`[payments] admin alert for ${orderId} not sent`, error);
  }
}
