import { createHash, createHmac } from "node:crypto";
import { describe, it, expect } from "vitest";
import type { CheckoutOrder } from "../port";
import {
  createMercuryoProvider,
  minorToDecimal,
  parseFiatMinor,
  widgetSignature,
  type MercuryoConfig,
} from "./mercuryo.server";

const cfg: MercuryoConfig = {
  widgetId: "67710925-8b40-4767-846e-3b88db69f04d",
  widgetSecret: "widget-secret-for-tests",
  callbackSignKey: "callback-sign-key-for-tests",
  widgetUrl: "https://widget.mercuryo.io",
  scriptUrl: "https://widget.mercuryo.io/embed.2.1.js",
};
const provider = createMercuryoProvider(cfg);
const receivedAt = new Date("2026-11-23T12:00:00.000Z");

const hmac = (secret: string, body: string) =>
  createHmac("sha256", secret).update(body, "utf8").digest("hex");
const bytes = (s: string) => new TextEncoder().encode(s);

/** A buy callback laid out like [W1] §2.2, pretty-printed so it contains whitespace. */
function callback(data: Record<string, unknown>, wrap: "data" | "payload" = "data"): string {
  const tx = {
    id: "0de85a1545a175145",
    type: "buy",
    status: "paid",
    payment_method: "card",
    amount: "0.00300",
    currency: "BTC",
    fiat_amount: "500.00",
    fiat_currency: "EUR",
    created_at: "2026-11-23 11:58:00",
    updated_at: "2026-11-23 11:59:40",
    created_at_ts: 1795391880,
    updated_at_ts: 1795391980,
    merchant_transaction_id: "ord_8f3a2c",
    user: { uuid4: "b19ea88b-ed9f-46ad-bfd9-62ddf63ffe66", email: "buyer@example.com" },
    ...data,
  };
  const body = wrap === "payload" ? { payload: { data: tx } } : { data: tx };
  return JSON.stringify(body, null, 2);
}

function verify(body: string, signature?: string, headerName = "X-Signature") {
  const headers = new Headers();
  if (signature !== undefined) headers.set(headerName, signature);
  return provider.verifyNotification(bytes(body), headers, receivedAt);
}

describe("mercuryo verifyNotification: signature", () => {
  it("accepts a signature over the exact raw body", () => {
    const body = callback({});
    const r = verify(body, hmac(cfg.callbackSignKey, body));
    expect(r.ok).toBe(true);
  });

  it("refuses a signature over the body with its whitespace removed: only the raw body counts", () => {
    const body = callback({});
    expect(body).toMatch(/\s/);
    const r = verify(body, hmac(cfg.callbackSignKey, body.replace(/\s/g, "")));
    expect(r).toEqual({ ok: false, reason: "badSignature" });
  });

  it("finds the header whatever its case, and takes upper-case hex", () => {
    const body = callback({});
    const r = verify(body, hmac(cfg.callbackSignKey, body).toUpperCase(), "x-signature");
    expect(r.ok).toBe(true);
  });

  it("refuses a tampered body", () => {
    const body = callback({});
    const signature = hmac(cfg.callbackSignKey, body);
    const tampered = body.replace('"500.00"', '"5.00"');
    expect(tampered).not.toBe(body);
    expect(verify(tampered, signature)).toEqual({ ok: false, reason: "badSignature" });
  });

  it("refuses a signature made with another secret", () => {
    const body = callback({});
    expect(verify(body, hmac("not-the-callback-key", body))).toEqual({
      ok: false,
      reason: "badSignature",
    });
    // The widget secret is not the callback key either.
    expect(verify(body, hmac(cfg.widgetSecret, body))).toEqual({
      ok: false,
      reason: "badSignature",
    });
  });

  it("refuses a signature that is not 64 hex digits", () => {
    const body = callback({});
    const good = hmac(cfg.callbackSignKey, body);
    for (const bad of [good.slice(0, 63), `${good}00`, "zz".repeat(32), "sha256=" + good]) {
      expect(verify(body, bad)).toEqual({ ok: false, reason: "badSignature" });
    }
  });

  it("refuses a missing or empty header", () => {
    const body = callback({});
    expect(verify(body)).toEqual({ ok: false, reason: "missingSignature" });
    expect(verify(body, "")).toEqual({ ok: false, reason: "missingSignature" });
  });

  it("answers malformed for a well-signed body that is not usable JSON", () => {
    for (const body of [
      "not json",
      "[]",
      JSON.stringify({ data: "x" }),
      callback({ merchant_transaction_id: undefined }),
      callback({ status: undefined }),
      callback({ id: undefined }),
      callback({ fiat_amount: "1e3" }),
      callback({ fiat_currency: "" }),
    ]) {
      expect(verify(body, hmac(cfg.callbackSignKey, body))).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });
});

describe("mercuryo verifyNotification: event", () => {
  const signed = (body: string) => verify(body, hmac(cfg.callbackSignKey, body));

  it("maps buy/paid to a paid event with the fiat amount, ids and update time", () => {
    const r = signed(callback({}));
    expect(r).toEqual({
      ok: true,
      event: {
        eventId: "0de85a1545a175145",
        orderId: "ord_8f3a2c",
        status: "paid",
        amountMinor: 50000,
        currency: "EUR",
        paidAt: new Date(1795391980 * 1000),
      },
    });
  });

  it("reads the body wrapped in payload, as in the v1.6 example", () => {
    const r = signed(callback({ fiat_amount: "499.9" }, "payload"));
    expect(r.ok && r.event).toMatchObject({ status: "paid", amountMinor: 49990 });
  });

  it("falls back to receivedAt without a usable updated_at_ts", () => {
    for (const updated_at_ts of [undefined, null, "", "soon"]) {
      const r = signed(callback({ updated_at_ts }));
      expect(r.ok && r.event.paidAt).toEqual(receivedAt);
    }
  });

  it("maps buy statuses", () => {
    const cases: Array<[string, string]> = [
      ["new", "pending"],
      ["pending", "pending"],
      ["order_scheduled", "pending"],
      ["descriptor_failed", "pending"],
      ["failed_exchange", "pending"],
      ["order_failed", "failed"],
      ["cancelled", "failed"],
      ["paid", "paid"],
    ];
    for (const [status, expected] of cases) {
      const r = signed(callback({ status }));
      expect([status, r.ok && r.event.status]).toEqual([status, expected]);
    }
  });

  it("ignores every transaction type but buy, even when its status is paid-like", () => {
    for (const [type, status] of [
      ["sell", "succeeded"],
      ["withdraw", "completed"],
      ["deposit", "completed"],
      ["sell", "paid"],
      ["withdraw", "paid"],
    ]) {
      const r = signed(callback({ type, status, amount: "0.02833", currency: "ETH" }));
      expect(r.ok && r.event).toMatchObject({ status: "ignored", orderId: "ord_8f3a2c" });
    }
  });

  it("compares the fiat side, never the crypto amount", () => {
    const r = signed(callback({ amount: "0.00300", currency: "BTC", fiat_amount: "47.86" }));
    expect(r.ok && r.event).toMatchObject({ amountMinor: 4786, currency: "EUR" });
  });
});

describe("mercuryo verifyNotification: payee", () => {
  const WALLET = "0x742d35Cc6634C0532925a3b844Bc454e4438f44e";
  const ours = createMercuryoProvider({ ...cfg, walletAddress: WALLET, cryptoCurrency: "USDT" });
  const signed = (data: Record<string, unknown>) => {
    const body = callback({ currency: "USDT", address: WALLET, ...data });
    const headers = new Headers({ "X-Signature": hmac(cfg.callbackSignKey, body) });
    return ours.verifyNotification(bytes(body), headers, receivedAt);
  };

  it("a buy paid into our wallet in our crypto is ours", () => {
    const r = signed({});
    expect(r.ok && r.event).toMatchObject({ status: "paid", orderId: "ord_8f3a2c" });
    expect(r.ok && r.event.foreignPayee).toBeFalsy();
  });

  it("takes the crypto code in any case", () => {
    const r = signed({ currency: "usdt" });
    expect(r.ok && r.event.foreignPayee).toBeFalsy();
  });

  it("marks a buy paid to another wallet, in another crypto or without either as foreign", () => {
    for (const data of [
      { address: "0x0000000000000000000000000000000000000bad" },
      { address: WALLET.toLowerCase() + "0" },
      { currency: "BTC" },
      { address: undefined },
      { currency: undefined },
    ]) {
      const r = signed(data);
      expect(r.ok, JSON.stringify(data)).toBe(true);
      expect(r.ok && r.event.foreignPayee, JSON.stringify(data)).toBe(true);
    }
  });
});

describe("mercuryo amounts", () => {
  it("parses decimal strings exactly into minor units", () => {
    const cases: Array<[unknown, number | null]> = [
      ["500.00", 50000],
      ["499.9", 49990],
      ["47.86", 4786],
      ["0.1", 10],
      ["0.29", 29],
      ["1.005", null],
      ["1.000", 100],
      ["100", 10000],
      [" 12.30 ", 1230],
      ["9007199254740.99", 900719925474099],
      ["90071992547409.99", null],
      [47.86, 4786],
      [0.29, 29],
      [1e21, null],
      ["1e3", null],
      ["-1.00", null],
      ["", null],
      [".5", null],
      ["5.", null],
      [null, null],
      [undefined, null],
    ];
    for (const [input, expected] of cases)
      expect([input, parseFiatMinor(input)]).toEqual([input, expected]);
  });

  it("formats minor units for the widget without floats", () => {
    expect(minorToDecimal(50000)).toBe("500.00");
    expect(minorToDecimal(49990)).toBe("499.90");
    expect(minorToDecimal(5)).toBe("0.05");
    expect(minorToDecimal(0)).toBe("0.00");
    expect(() => minorToDecimal(1.5)).toThrow(RangeError);
    expect(() => minorToDecimal(-1)).toThrow(RangeError);
  });
});

describe("mercuryo createCheckout", () => {
  const order: CheckoutOrder = {
    id: "ord_8f3a2c",
    item: "pro_year",
    amountMinor: 49990,
    currency: "eur",
    customerEmail: "buyer@example.com",
    returnUrl: "https://vitrina.example/plans?paid=1",
  };

  it("builds the run() parameters for a card buy of the order", async () => {
    const checkout = await provider.createCheckout(order);
    expect(checkout.redirectUrl).toBeUndefined();
    expect(checkout.widget).toMatchObject({
      scriptUrl: cfg.scriptUrl,
      globalName: "mercuryoWidget",
    });
    const params = checkout.widget!.params;
    expect(params).toMatchObject({
      widgetId: cfg.widgetId,
      type: "buy",
      paymentMethod: "card",
      fiatCurrency: "EUR",
      fixFiatCurrency: true,
      fiatAmount: "499.90",
      fixFiatAmount: true,
      merchantTransactionId: "ord_8f3a2c",
      email: "buyer@example.com",
      returnUrl: order.returnUrl,
    });
  });

  it("keeps the e-mail out of the order id and out of every other field", async () => {
    const params = (await provider.createCheckout(order)).widget!.params;
    expect(params.merchantTransactionId).toBe(order.id);
    expect(String(params.merchantTransactionId)).not.toContain("@");
    const withEmail = Object.entries(params).filter(([, v]) =>
      String(v).includes(order.customerEmail),
    );
    expect(withEmail.map(([k]) => k)).toEqual(["email"]);
  });

  it("signs with the v2 formula: sha512(address + secret + ip + merchant_transaction_id)", async () => {
    const params = (await provider.createCheckout(order)).widget!.params;
    const expected = `v2:${createHash("sha512").update(`${cfg.widgetSecret}${order.id}`).digest("hex")}`;
    expect(params.signature).toBe(expected);
    // The formula itself, on [W5]'s example inputs.
    expect(
      widgetSignature({
        address: "0x742d35Cc6634C0532925a3b844Bc454e4438f44e",
        secret: "your_secret_key_123",
        ip: "192.168.1.1",
        merchantTransactionId: "tx_123456",
      }),
    ).toBe(
      `v2:${createHash("sha512")
        .update("0x742d35Cc6634C0532925a3b844Bc454e4438f44eyour_secret_key_123192.168.1.1tx_123456")
        .digest("hex")}`,
    );
  });

  it("never puts a secret into the browser parameters", async () => {
    const params = (await provider.createCheckout(order)).widget!.params;
    const all = JSON.stringify(params);
    expect(all).not.toContain(cfg.widgetSecret);
    expect(all).not.toContain(cfg.callbackSignKey);
  });
});

describe("mercuryo provider", () => {
  it("names itself and lists the widget's origins", () => {
    expect(provider.name).toBe("mercuryo");
    expect(provider.methodLabel).toBe("Mercuryo");
    expect(provider.csp).toEqual({
      script: ["https://widget.mercuryo.io"],
      style: [],
      frame: ["https://widget.mercuryo.io"],
      connect: [],
      img: [],
    });
  });

  it("follows a sandbox configuration", () => {
    const sandbox = createMercuryoProvider({
      ...cfg,
      widgetUrl: "https://sandbox-widget.mrcr.io",
      scriptUrl: "https://sandbox-widget.mrcr.io/embed.2.1.js",
    });
    expect(sandbox.csp.script).toEqual(["https://sandbox-widget.mrcr.io"]);
    expect(sandbox.csp.frame).toEqual(["https://sandbox-widget.mrcr.io"]);
  });
});
