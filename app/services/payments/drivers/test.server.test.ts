import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createTestProvider, signTestNotification } from "./test.server";

const secret = "test-secret-0123456789";
const provider = createTestProvider({ secret, appUrl: "http://localhost:3000" });
const receivedAt = new Date("2026-07-01T09:00:00Z");
const bytes = (s: string) => new TextEncoder().encode(s);
const hmac = (key: string, body: string) => createHmac("sha256", key).update(body).digest("hex");
const verify = (body: string, signature?: string) =>
  provider.verifyNotification(
    bytes(body),
    new Headers(signature === undefined ? {} : { "X-Signature": signature }),
    receivedAt,
  );

const body = JSON.stringify({
  eventId: "evt_1",
  orderId: "ord_abc",
  status: "paid",
  amount: 500,
  currency: "usd",
  paidAt: "2026-06-30T12:00:00Z",
});

describe("test payment driver", () => {
  it("signs with hex HMAC-SHA256 of the raw body", () => {
    expect(signTestNotification(secret, body)).toBe(hmac(secret, body));
    expect(signTestNotification(secret, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("accepts a good signature (any case) and converts major to minor units", () => {
    for (const sig of [hmac(secret, body), hmac(secret, body).toUpperCase()]) {
      const r = verify(body, sig);
      expect(r).toEqual({
        ok: true,
        event: {
          eventId: "evt_1",
          orderId: "ord_abc",
          status: "paid",
          amountMinor: 50000,
          currency: "USD",
          paidAt: new Date("2026-06-30T12:00:00Z"),
        },
      });
    }
  });

  it("refuses a tampered body, a wrong secret and a missing header", () => {
    const tampered = body.replace('"amount":500', '"amount":5');
    expect(tampered).not.toBe(body);
    expect(verify(tampered, hmac(secret, body))).toEqual({ ok: false, reason: "badSignature" });
    expect(verify(body, hmac("another-secret-0000", body))).toEqual({
      ok: false,
      reason: "badSignature",
    });
    expect(verify(body, "")).toEqual({ ok: false, reason: "missingSignature" });
    expect(verify(body)).toEqual({ ok: false, reason: "missingSignature" });
    expect(verify(body, "abc")).toEqual({ ok: false, reason: "badSignature" });
  });

  it("a well-signed body that is not a valid notification is malformed", () => {
    for (const bad of [
      "{not json",
      "[]",
      JSON.stringify({
        eventId: "e",
        orderId: "o",
        status: "paid",
        amount: "500",
        currency: "USD",
      }),
      JSON.stringify({ eventId: "e", orderId: "o", status: "weird", amount: 5, currency: "USD" }),
      JSON.stringify({ eventId: "e", orderId: "o", status: "paid", amount: -1, currency: "USD" }),
    ]) {
      expect(verify(bad, hmac(secret, bad))).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("rounds away float noise and takes the receipt time when paidAt is missing", () => {
    const raw = JSON.stringify({
      eventId: "evt_2",
      orderId: "ord_x",
      status: "failed",
      amount: 19.99,
      currency: "EUR",
    });
    const r = verify(raw, hmac(secret, raw));
    expect(r.ok && r.event.amountMinor).toBe(1999);
    expect(r.ok && r.event.paidAt).toEqual(receivedAt);
    expect(r.ok && r.event.status).toBe("failed");
  });

  it("checkout opens the local checkout page for the order", async () => {
    const c = await provider.createCheckout({
      id: "ord_1/x",
      item: "pro_year",
      amountMinor: 50000,
      currency: "USD",
      customerEmail: "a@b.c",
      returnUrl: "http://localhost:3000/subscription-successful",
    });
    expect(c.redirectUrl).toBe("http://localhost:3000/payments/test/checkout/ord_1%2Fx");
  });
});
