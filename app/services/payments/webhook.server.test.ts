import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { findOrder, insertOrder } from "../../../db/queries/payment-orders";
import { insertBareUser } from "../../../tests/support/user-rows";
import type { AppContext } from "../platform/index.server";
import { createMercuryoProvider } from "./drivers/mercuryo.server";
import { handleNotification } from "./webhook.server";

const NOW = new Date("2026-11-23T12:00:00Z");
const SIGN_KEY = "callback-sign-key-for-tests";
const WALLET = "0x742d35Cc6634C0532925a3b844Bc454e4438f44e";
const mercuryo = createMercuryoProvider({
  widgetId: "w",
  widgetSecret: "widget-secret",
  callbackSignKey: SIGN_KEY,
  widgetUrl: "https://widget.mercuryo.io",
  scriptUrl: "https://widget.mercuryo.io/embed.2.1.js",
  walletAddress: WALLET,
  cryptoCurrency: "USDT",
});

let db: DB;
let ctx: AppContext;
let userId: number;

beforeAll(async () => {
  db = await createTestDb();
  // Only what a notification for a foreign payee may touch: nothing past the database.
  ctx = { db, now: () => NOW } as unknown as AppContext;
  userId = await insertBareUser(db, "buyer@example.com", NOW);
});
afterAll(async () => {
  await db.destroy();
});

async function pendingOrder(id: string) {
  const at = NOW.toISOString();
  await insertOrder(db, {
    ...{ id, user_id: userId, item: "pro_year", amount_minor: 50000, currency: "USD" },
    ...{ provider: "mercuryo", status: "pending", created_at: at, updated_at: at },
  });
}

function paidCallback(orderId: string, data: Record<string, unknown>) {
  const body = JSON.stringify({
    data: {
      ...{ id: `evt_${orderId}`, type: "buy", status: "paid", fiat_amount: "500.00" },
      ...{ fiat_currency: "USD", merchant_transaction_id: orderId, updated_at_ts: 1795391980 },
      ...{ amount: "500.1", currency: "USDT", address: WALLET },
      ...data,
    },
  });
  const headers = new Headers({
    "X-Signature": createHmac("sha256", SIGN_KEY).update(body).digest("hex"),
  });
  return { raw: new TextEncoder().encode(body), headers };
}

describe("handleNotification: Mercuryo payee", () => {
  it.each<[string, Record<string, string>]>([
    ["wallet", { address: "0x0000000000000000000000000000000000000bad" }],
    ["crypto", { currency: "BTC" }],
  ])(
    "a paid buy into another %s activates nothing and is kept as unmatched",
    async (what, data) => {
      const orderId = `ord_foreign_${what}`;
      await pendingOrder(orderId);
      const { raw, headers } = paidCallback(orderId, data);
      const answer = await handleNotification(ctx, mercuryo, raw, headers);
      // As an unknown order is answered: 200 so that Mercuryo stops retrying.
      expect(answer).toEqual({ status: 200, body: { ok: true, outcome: "unmatched" } });
      expect((await findOrder(db, orderId))?.status).toBe("pending");
      const events = await db
        .selectFrom("payment_events")
        .selectAll()
        .where("order_id", "=", orderId)
        .execute();
      expect(events).toEqual([expect.objectContaining({ outcome: "unmatched", status: "paid" })]);
      const user = await db.selectFrom("users").select("tariff").where("id", "=", userId).execute();
      expect(user[0]?.tariff).toBe(0);
    },
  );
});

describe("handleNotification: an expired order", () => {
  it("is still activated when its payment arrives: the buyer paid", async () => {
    const orderId = "ord_expired_then_paid";
    await pendingOrder(orderId);
    await db
      .updateTable("payment_orders")
      .set({ status: "expired" })
      .where("id", "=", orderId)
      .execute();
    const { raw, headers } = paidCallback(orderId, {});
    const answer = await handleNotification(ctx, mercuryo, raw, headers);
    expect(answer).toEqual({ status: 200, body: { ok: true, outcome: "applied" } });
    expect((await findOrder(db, orderId))?.status).toBe("paid");
  });
});
