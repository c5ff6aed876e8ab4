import { z } from "zod";
import { NO_CSP, type PaymentProvider, type VerifyResult } from "../port";
import { hmacHex, sameSignature } from "../signature.server";

/**
 * The local provider: our own checkout page (`/payments/test/checkout/{id}`)
 * whose Pay button sends a notification signed exactly like a real
 * provider's (`X-Signature`: hex HMAC-SHA256 of the raw body) to the same
 * webhook. Its routes answer loopback sockets only.
 */
export const TestNotificationSchema = z.object({
  eventId: z.string().min(1),
  orderId: z.string().min(1),
  status: z.enum(["paid", "pending", "failed", "refunded"]),
  /** Major units as a JSON number, e.g. 500. */
  amount: z.number().finite().nonnegative(),
  currency: z.string().min(3).max(3),
  paidAt: z.string().datetime({ offset: true }).optional(),
});
export type TestNotification = z.infer<typeof TestNotificationSchema>;

export const SIGNATURE_HEADER = "X-Signature";

export function signTestNotification(secret: string, rawBody: string): string {
  return hmacHex(secret, rawBody);
}

export function createTestProvider(cfg: { secret: string; appUrl: string }): PaymentProvider {
  return {
    name: "test",
    methodLabel: "Test checkout",
    csp: NO_CSP,
    async createCheckout(order) {
      return {
        redirectUrl: `${cfg.appUrl}/payments/test/checkout/${encodeURIComponent(order.id)}`,
      };
    },
    verifyNotification(rawBody, headers, receivedAt): VerifyResult {
      const signature = headers.get(SIGNATURE_HEADER);
      if (!signature) return { ok: false, reason: "missingSignature" };
      if (!sameSignature(signature, hmacHex(cfg.secret, rawBody))) {
        return { ok: false, reason: "badSignature" };
      }
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(rawBody).toString("utf8"));
      } catch {
        return { ok: false, reason: "malformed" };
      }
      const parsed = TestNotificationSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: "malformed" };
      const n = parsed.data;
      return {
        ok: true,
        event: {
          eventId: n.eventId,
          orderId: n.orderId,
          status: n.status,
          // Major units with at most two decimals; rounding removes float noise (19.99 * 100).
          amountMinor: Math.round(n.amount * 100),
          currency: n.currency.toUpperCase(),
          paidAt: n.paidAt ? new Date(n.paidAt) : receivedAt,
        },
      };
    },
  };
}
