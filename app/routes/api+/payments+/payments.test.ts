import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../db/database";
import { createLanding, getLandingByUuid, updateLanding } from "../../../../db/queries/landings";
import { findOrder } from "../../../../db/queries/payment-orders";
import { findUserById } from "../../../../db/queries/users";
import { openTestBucket } from "../../../../tests/support/test-bucket";
import { keys } from "../../../../core/storage/keys";
import type { SiteStore } from "../../../../core/storage/site-store";
import { fullLanding } from "../../../../tests/fixtures/full-landing";
import {
  cookieHeader,
  getRequest,
  jsonRequest,
  setCookiesOf,
} from "../../../../tests/support/auth";
import { loadConfig, type Config } from "../../../services/platform/config.server";
import { createFileMailer } from "../../../services/platform/mail.server";
import { readOutbox } from "../../../services/platform/mail-outbox";
import { signTestNotification } from "../../../services/payments/drivers/test.server";
import { publishLanding } from "../../../services/publishing/publish.server";
import { setContext, type AppContext } from "../../../services/platform/runtime.server";
import { setLimiterStore } from "../../../services/platform/rate-limit.server";
import { ensureAdminAccount } from "../../../services/accounts/seed.server";
import { startSession } from "../../../services/accounts/session.server";
import { loader as adminOrders } from "../admin+/users.$id.orders";
import { loader as adminUnmatched } from "../admin+/payments.unmatched";
import { loader as purchasesLoader } from "../auth+/purchases";
import { loader as refreshData } from "../auth+/refreshData";
import { action as register } from "../auth+/register";
import { action as createLandingRoute, loader as listLandingsRoute } from "../landings+/_index";
import { action as checkoutAction } from "./checkout";
import { loader as orderLoader } from "./orders.$id";
import { action as webhookAction } from "./$provider.webhook";

const SECRET = "payment-test-secret-0123456789";
const DAY = 86_400_000;
const START = new Date("2026-11-23T12:00:00Z");

const dataDir = mkdtempSync(path.join(tmpdir(), "vitrina-payments-"));
const baseEnv = {
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  APP_URL: "https://app.test",
  PUBLIC_URL: "https://pages.test",
  SESSION_SECRET: "s".repeat(40),
};
const config: Config = loadConfig({
  ...baseEnv,
  PAYMENT_PROVIDER: "test",
  PAYMENT_TEST_SECRET: SECRET,
});

let store: SiteStore;
let dispose: () => Promise<void>;
let ctx: AppContext;
let clock: { now: Date };
let mailDir: string;
let ipSeq = 0;

const args = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: {},
});
/** Routes throw their 401/403 Responses; this turns either outcome into the Response. */
const run = (p: Promise<Response> | Response): Promise<Response> =>
  Promise.resolve(p).catch((e: unknown) => {
    if (e instanceof Response) return e;
    throw e;
  });
const advanceDays = (days: number) => {
  clock.now = new Date(clock.now.getTime() + days * DAY);
};
const plusDays = (d: Date | string, days: number) =>
  new Date(new Date(d).getTime() + days * DAY).toISOString();

beforeAll(async () => {
  ({ store, dispose } = await openTestBucket());
});
afterAll(async () => {
  await dispose();
});

beforeEach(async () => {
  clock = { now: START };
  mailDir = mkdtempSync(path.join(tmpdir(), "vitrina-payments-mail-"));
  ctx = {
    db: await createTestDb(),
    config,
    mailer: createFileMailer(mailDir, config.mailFrom),
    now: () => clock.now,
    store,
  };
  setContext(ctx);
  // Fresh limiter counters: user ids start over with each database.
  setLimiterStore(undefined);
  // Admin id 1 (ADMIN_USER_IDS defaults to 1,3,17), created on the empty table.
  await ensureAdminAccount(ctx);
});

async function signUp(email = `u${++ipSeq}@example.com`) {
  const res = await register(
    args(
      jsonRequest(
        "/api/auth/register",
        { name: "Buyer", email, phone: "+7 900", password: "secret1" },
        { ip: `198.51.100.${++ipSeq}` },
      ),
    ),
  );
  expect(res.status).toBe(200);
  const user = (await res.json()) as { id: number };
  return { id: user.id, cookie: cookieHeader(setCookiesOf(res)) };
}

/** A fresh session (sessions end after 30 days; the clock jumps further in some tests). */
async function signIn(userId: number) {
  return cookieHeader((await startSession(ctx, userId)).cookies);
}

async function checkout(cookie: string | undefined, item: unknown) {
  return run(checkoutAction(args(jsonRequest("/api/payments/checkout", { item }, { cookie }))));
}

async function openOrder(cookie: string, item = "pro_year"): Promise<string> {
  const res = await checkout(cookie, item);
  expect(res.status).toBe(201);
  return ((await res.json()) as { orderId: string }).orderId;
}

interface Notification {
  eventId: string;
  orderId: string;
  status: string;
  amount: number;
  currency: string;
  paidAt?: string;
}

function notification(orderId: string, o: Partial<Notification> = {}): string {
  return JSON.stringify({
    eventId: `evt_${randomUUID()}`,
    orderId,
    status: "paid",
    amount: 500,
    currency: "USD",
    paidAt: clock.now.toISOString(),
    ...o,
  });
}

function webhook(
  raw: string,
  o: { signature?: string | null; ip?: string; provider?: string } = {},
): Promise<Response> {
  const headers = new Headers({
    "content-type": "application/json",
    "x-vitrina-client-ip": o.ip ?? "127.0.0.1",
  });
  const sig = o.signature === undefined ? signTestNotification(SECRET, raw) : o.signature;
  if (sig !== null) headers.set("X-Signature", sig);
  const provider = o.provider ?? "test";
  const request = new Request(`https://app.test/api/payments/${provider}/webhook`, {
    method: "POST",
    headers,
    body: raw,
  });
  return run(webhookAction(args(request, { provider })));
}

const user = async (id: number) => (await findUserById(ctx.db, id))!;
const purchaseRows = (userId: number) =>
  ctx.db.selectFrom("purchases").selectAll().where("user_id", "=", userId).execute();
const eventRows = () => ctx.db.selectFrom("payment_events").selectAll().execute();

describe("POST /api/payments/checkout", () => {
  it("opens a pending order of 50000 USD cents for pro_year", async () => {
    const { id, cookie } = await signUp();
    const res = await checkout(cookie, "pro_year");
    expect(res.status).toBe(201);
    const body = (await res.json()) as { orderId: string; provider: string; checkoutUrl: string };
    expect(body.provider).toBe("test");
    expect(body.orderId).toMatch(/^ord_[0-9a-f]{32}$/);
    expect(body.checkoutUrl).toBe(`https://app.test/payments/test/checkout/${body.orderId}`);
    const order = await findOrder(ctx.db, body.orderId);
    expect(order).toMatchObject({
      user_id: id,
      item: "pro_year",
      amount_minor: 50000,
      currency: "USD",
      provider: "test",
      status: "pending",
    });
  });

  it("refuses extra_landing to a free (trial) user with 403 proRequired", async () => {
    const { cookie } = await signUp();
    const res = await checkout(cookie, "extra_landing");
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "proRequired", code: "proRequired" });
    expect(await ctx.db.selectFrom("payment_orders").selectAll().execute()).toEqual([]);
  });

  it("400 for an unknown item, 401 without a session", async () => {
    const { cookie } = await signUp();
    for (const item of ["gold", undefined, 5, "toString"]) {
      const res = await checkout(cookie, item);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: "invalidItem", code: "invalidItem" });
    }
    const anon = await checkout(undefined, "pro_year");
    expect(anon.status).toBe(401);
  });

  it("503 notConfigured when payments are off", async () => {
    const { cookie } = await signUp();
    setContext({ ...ctx, config: loadConfig({ ...baseEnv, PAYMENT_PROVIDER: "off" }) });
    const res = await checkout(cookie, "pro_year");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: "notConfigured", code: "notConfigured" });
    const hook = await webhook(notification("ord_x"));
    expect(hook.status).toBe(404);
  });

  it("an unset PAYMENT_PROVIDER is test only on a loopback APP_URL", () => {
    const env = { ...baseEnv };
    expect(loadConfig(env).payments.provider).toBe("off");
    expect(loadConfig({ ...env, APP_URL: "http://localhost:3000" }).payments.provider).toBe("test");
    expect(loadConfig({ ...env, APP_URL: "http://127.0.0.1:3000" }).payments.provider).toBe("test");
    expect(loadConfig({ ...env, APP_URL: "http://localhost.evil.com" }).payments.provider).toBe(
      "off",
    );
  });
});

describe("POST /api/payments/{provider}/webhook", () => {
  it("a forged or missing signature → 401 and nothing changes", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    const raw = notification(orderId);
    const forged = await webhook(raw, { signature: signTestNotification("x".repeat(20), raw) });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ ok: false, error: "badSignature", code: "badSignature" });
    const missing = await webhook(raw, { signature: null });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      ok: false,
      error: "missingSignature",
      code: "missingSignature",
    });
    expect((await findOrder(ctx.db, orderId))?.status).toBe("pending");
    expect((await user(id)).tariff).toBe(0);
    expect(await purchaseRows(id)).toEqual([]);
    expect(await eventRows()).toEqual([]);
  });

  it("the test provider answers loopback sockets only (403 otherwise)", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    for (const ip of ["203.0.113.5", "10.0.0.1", "unknown"]) {
      const res = await webhook(notification(orderId), { ip });
      expect(res.status).toBe(403);
    }
    expect((await findOrder(ctx.db, orderId))?.status).toBe("pending");
    expect((await user(id)).tariff).toBe(0);
    const v6 = await webhook(notification(orderId), { ip: "::1" });
    expect(v6.status).toBe(200);
    expect((await user(id)).tariff).toBe(1);
  });

  it("an unknown order → 404 and an unmatched event the admin can see", async () => {
    const raw = notification("ord_doesnotexist");
    const res = await webhook(raw);
    expect(res.status).toBe(404);
    const events = await eventRows();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      provider: "test",
      order_id: "ord_doesnotexist",
      outcome: "unmatched",
      amount_minor: 50000,
    });
    const admin = await signIn(1);
    const list = await run(
      adminUnmatched(args(getRequest("/api/admin/payments/unmatched", admin))),
    );
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([
      expect.objectContaining({ order_id: "ord_doesnotexist", amount: 500, currency: "USD" }),
    ]);
  });

  it("the wrong provider name → 404", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    const res = await webhook(notification(orderId), { provider: "mercuryo" });
    expect(res.status).toBe(404);
    expect((await findOrder(ctx.db, orderId))?.status).toBe("pending");
    expect((await user(id)).tariff).toBe(0);
  });

  it("paid → PRO for 365 days from payment, one purchase listed with SPEC fields; a replay changes nothing", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    const paidAt = new Date(START.getTime() + 60_000).toISOString();
    const raw = notification(orderId, { paidAt });
    const res = await webhook(raw);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: "applied" });

    const u = await user(id);
    expect(u.tariff).toBe(1);
    expect(u.tariff_expiration_date).toBe(plusDays(paidAt, 365));
    const rows = await purchaseRows(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 500, purchase_type: "pro", order_id: orderId });

    const list = await run(purchasesLoader(args(getRequest("/api/auth/purchases", cookie))));
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual([
      {
        id: rows[0].id,
        item_name: "pro_year",
        purchase_type: "pro",
        amount: 500,
        currency: "USD",
        purchase_date: paidAt,
        expiration_date: plusDays(paidAt, 365),
        payment_method: "Test checkout",
      },
    ]);

    const status = await run(
      orderLoader(args(getRequest(`/api/payments/orders/${orderId}`, cookie), { id: orderId })),
    );
    expect(await status.json()).toEqual({ orderId, item: "pro_year", status: "paid" });

    advanceDays(1);
    const again = await webhook(raw);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, outcome: "replay" });
    expect(await purchaseRows(id)).toHaveLength(1);
    expect((await user(id)).tariff_expiration_date).toBe(plusDays(paidAt, 365));
  });

  it("20 identical notifications at once → one purchase, +365 days once", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    const raw = notification(orderId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(raw)));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const outcomes = await Promise.all(answers.map(async (r) => (await r.json()).outcome));
    expect(outcomes.filter((o) => o === "applied")).toHaveLength(1);
    expect(await purchaseRows(id)).toHaveLength(1);
    expect((await user(id)).tariff_expiration_date).toBe(plusDays(START, 365));
    expect(await eventRows()).toHaveLength(20);
  });

  it("a wrong amount → mismatch: nothing activated, admins see it and get a mail", async () => {
    const { id, cookie } = await signUp();
    const before = await user(id);
    const orderId = await openOrder(cookie);
    const res = await webhook(notification(orderId, { amount: 5 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: "mismatch" });
    expect((await findOrder(ctx.db, orderId))?.status).toBe("mismatch");
    const after = await user(id);
    expect(after.tariff).toBe(0);
    expect(after.tariff_expiration_date).toBe(before.tariff_expiration_date);
    expect(await purchaseRows(id)).toEqual([]);

    // A correct payment afterwards does not activate a mismatched order.
    await webhook(notification(orderId));
    expect((await user(id)).tariff).toBe(0);

    const admin = await signIn(1);
    const orders = await run(
      adminOrders(args(getRequest(`/api/admin/users/${id}/orders`, admin), { id: String(id) })),
    );
    expect(orders.status).toBe(200);
    const [o] = (await orders.json()) as Array<Record<string, unknown>>;
    expect(o).toMatchObject({
      id: orderId,
      status: "mismatch",
      amount: 500,
      paid_amount: 5,
      paid_currency: "USD",
    });
    expect(o.events).toEqual([
      expect.objectContaining({ outcome: "mismatch", amount: 5 }),
      expect.objectContaining({ outcome: "replay", amount: 500 }),
    ]);
    // Not for a non-admin.
    const denied = await run(
      adminOrders(args(getRequest(`/api/admin/users/${id}/orders`, cookie), { id: String(id) })),
    );
    expect(denied.status).toBe(403);
    const alert = readOutbox(mailDir).filter((m) => m.to.includes(config.adminEmail));
    expect(alert).toHaveLength(1);
    expect(alert[0].subject).toContain("mismatch");
  });

  it("a currency mismatch is a mismatch too", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    const res = await webhook(notification(orderId, { currency: "EUR" }));
    expect(await res.json()).toEqual({ ok: true, outcome: "mismatch" });
    expect((await user(id)).tariff).toBe(0);
  });

  it("out of order: paid, then pending, then failed → still paid, PRO kept", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    expect((await webhook(notification(orderId))).status).toBe(200);
    const expiry = (await user(id)).tariff_expiration_date;
    for (const status of ["pending", "failed"]) {
      const res = await webhook(notification(orderId, { status }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, outcome: "stale" });
    }
    expect((await findOrder(ctx.db, orderId))?.status).toBe("paid");
    const u = await user(id);
    expect(u.tariff).toBe(1);
    expect(u.tariff_expiration_date).toBe(expiry);
  });

  it("failed, then paid (the buyer retried) → activated", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    const failed = await webhook(notification(orderId, { status: "failed" }));
    expect(await failed.json()).toEqual({ ok: true, outcome: "failed" });
    expect((await findOrder(ctx.db, orderId))?.status).toBe("failed");
    expect((await user(id)).tariff).toBe(0);
    const paid = await webhook(notification(orderId));
    expect(await paid.json()).toEqual({ ok: true, outcome: "applied" });
    expect((await user(id)).tariff).toBe(1);
  });

  it("refunded → order refunded, PRO kept, admins alerted by mail", async () => {
    const { id, cookie } = await signUp();
    const orderId = await openOrder(cookie);
    await webhook(notification(orderId));
    const expiry = (await user(id)).tariff_expiration_date;
    const res = await webhook(notification(orderId, { status: "refunded" }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: "refunded" });
    expect((await findOrder(ctx.db, orderId))?.status).toBe("refunded");
    const u = await user(id);
    expect(u.tariff).toBe(1);
    expect(u.tariff_expiration_date).toBe(expiry);
    const alerts = readOutbox(mailDir).filter((m) => m.to.includes(config.adminEmail));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].subject).toContain("refunded");
    expect(alerts[0].subject).toContain(orderId);
    expect(alerts[0].text).toContain("PRO was not removed");
  });

  it("a second PRO payment while PRO extends from the previous expiry", async () => {
    const { id, cookie } = await signUp();
    await webhook(notification(await openOrder(cookie)));
    const first = (await user(id)).tariff_expiration_date!;
    expect(first).toBe(plusDays(START, 365));
    advanceDays(100);
    await webhook(notification(await openOrder(await signIn(id))));
    expect((await user(id)).tariff_expiration_date).toBe(plusDays(first, 365));
    expect(await purchaseRows(id)).toHaveLength(2);
  });
});

describe("the published page comes back after payment", () => {
  it("an expired owner's meta gets the new expiry once the payment is applied", async () => {
    const { id, cookie } = await signUp();
    const row = await createLanding(ctx.db, { parentUser: id, now: clock.now });
    await updateLanding(ctx.db, row.uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: "back-again" }),
    });
    await publishLanding(ctx, row.uuid, { force: true });
    const meta = async () => {
      const o = await store.get(keys.meta(row.uuid));
      return JSON.parse(new TextDecoder().decode(o!.body)) as {
        expiresAt: string;
        ownerExpired: boolean;
        pro: boolean;
      };
    };
    // The 7-day trial ends; the page's meta now names a date in the past.
    advanceDays(8);
    const before = await meta();
    expect(new Date(before.expiresAt).getTime()).toBeLessThan(clock.now.getTime());

    // The registration session has been idle too long by now.
    const stale = await run(refreshData(args(getRequest("/api/auth/refreshData", cookie))));
    expect(stale.status).toBe(401);
    const fresh = await signIn(id);
    const orderId = await openOrder(fresh);
    const res = await webhook(notification(orderId));
    expect(await res.json()).toEqual({ ok: true, outcome: "applied" });
    const after = await meta();
    expect(after.expiresAt).toBe(plusDays(clock.now, 365));
    expect(after.ownerExpired).toBe(false);
    expect(after.pro).toBe(true);
  });
});

describe("extra showrooms", () => {
  it("PRO buys an extra → two landings; when only the extra lapses the newest shows expired, nothing is deleted", async () => {
    const { id, cookie } = await signUp();
    await webhook(notification(await openOrder(cookie, "pro_year")));
    const extraOrder = await openOrder(cookie, "extra_landing");
    expect((await findOrder(ctx.db, extraOrder))?.amount_minor).toBe(30000);
    const res = await webhook(notification(extraOrder, { amount: 300 }));
    expect(await res.json()).toEqual({ ok: true, outcome: "applied" });
    const extra = (await purchaseRows(id)).find((p) => p.purchase_type === "extra_landing");
    expect(extra).toMatchObject({ amount: 300, expiration_date: plusDays(START, 365) });
    // Buying an extra does not move PRO's date.
    expect((await user(id)).tariff_expiration_date).toBe(plusDays(START, 365));

    const me = await run(refreshData(args(getRequest("/api/auth/refreshData", cookie))));
    expect(await me.json()).toMatchObject({ tariff: 1, total_available_landings: 2 });

    const create = (c: string) =>
      run(createLandingRoute(args(jsonRequest("/api/landings/", {}, { cookie: c }))));
    const first = await create(cookie);
    expect(first.status).toBe(201);
    advanceDays(1);
    const second = await create(cookie);
    expect(second.status).toBe(201);
    const third = await create(cookie);
    expect(third.status).toBe(403);
    expect(await third.json()).toEqual({
      error: "limitReached",
      code: "limitReached",
      reason: "buyExtra",
    });
    const { uuid: firstUuid } = (await first.json()) as { uuid: string };
    const { uuid: secondUuid } = (await second.json()) as { uuid: string };

    // PRO renewed for another year; the extra is not.
    await webhook(notification(await openOrder(cookie, "pro_year")));
    expect((await user(id)).tariff_expiration_date).toBe(plusDays(START, 730));

    advanceDays(366);
    const later = await signIn(id);
    const me2 = await run(refreshData(args(getRequest("/api/auth/refreshData", later))));
    expect(await me2.json()).toMatchObject({
      tariff: 1,
      expired: false,
      total_available_landings: 1,
      landings_count: 2,
    });
    const list = await run(listLandingsRoute(args(getRequest("/api/landings/", later))));
    expect(list.status).toBe(200);
    const items = (await list.json()) as Array<{ uuid: string; expired: boolean }>;
    expect(items.map((l) => [l.uuid, l.expired])).toEqual([
      [secondUuid, true],
      [firstUuid, false],
    ]);
    expect(await getLandingByUuid(ctx.db, secondUuid)).toBeDefined();
    // And no third landing while over the limit.
    expect((await create(later)).status).toBe(403);
  });
});

describe("GET /api/payments/orders/{id}", () => {
  it("the owner sees the status; anyone else gets 404", async () => {
    const owner = await signUp();
    const other = await signUp();
    const orderId = await openOrder(owner.cookie);
    const get = (cookie: string, oid = orderId) =>
      run(orderLoader(args(getRequest(`/api/payments/orders/${oid}`, cookie), { id: oid })));
    const mine = await get(owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("no-store");
    expect(await mine.json()).toEqual({ orderId, item: "pro_year", status: "pending" });
    const theirs = await get(other.cookie);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ error: "notFound", code: "notFound" });
    expect((await get(owner.cookie, "ord_nope")).status).toBe(404);
    const anon = await run(
      orderLoader(args(getRequest(`/api/payments/orders/${orderId}`), { id: orderId })),
    );
    expect(anon.status).toBe(401);
  });
});
