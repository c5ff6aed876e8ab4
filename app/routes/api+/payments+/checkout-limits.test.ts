import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb } from "../../../../db/database";
import type { SiteStore } from "../../../../core/storage/site-store";
import { cookieHeader, jsonRequest } from "../../../../tests/support/auth";
import { insertBareUser } from "../../../../tests/support/user-rows";
import { loadConfig } from "../../../services/platform/config.server";
import { createFileMailer } from "../../../services/platform/mail.server";
import { setLimiterStore } from "../../../services/platform/rate-limit.server";
import { setContext, type AppContext } from "../../../services/platform/runtime.server";
import { startSession } from "../../../services/accounts/session.server";
import { action as checkoutAction } from "./checkout";

const START = new Date("2026-11-23T12:00:00Z");
const dataDir = mkdtempSync(path.join(tmpdir(), "vitrina-checkout-limits-"));
const config = loadConfig({
  NODE_ENV: "test",
  DATA_DIR: dataDir,
  APP_URL: "https://app.test",
  SESSION_SECRET: "s".repeat(40),
  PAYMENT_PROVIDER: "test",
  PAYMENT_TEST_SECRET: "payment-test-secret-0123456789",
});

let ctx: AppContext;
let clock: { now: Date };

beforeEach(async () => {
  clock = { now: START };
  ctx = {
    db: await createTestDb(),
    config,
    mailer: createFileMailer(path.join(dataDir, "mail"), config.mailFrom),
    now: () => clock.now,
    // Checkout never touches the bucket.
    store: undefined as unknown as SiteStore,
  };
  setContext(ctx);
  // Counters in memory, fresh for each test: ids start over with each database.
  setLimiterStore(undefined);
});

async function account(email: string) {
  const id = await insertBareUser(ctx.db, email, START);
  return { id, cookie: cookieHeader((await startSession(ctx, id)).cookies) };
}

function checkout(cookie: string, ip = "203.0.113.1") {
  return checkoutAction({
    request: jsonRequest("/api/payments/checkout", { item: "pro_year" }, { cookie, ip }),
    params: {},
    context: {},
  });
}

const ordersOf = (userId: number) =>
  ctx.db
    .selectFrom("payment_orders")
    .select(["id", "status", "created_at"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();

describe("POST /api/payments/checkout limits", () => {
  it("10 checkouts in 10 minutes per account, from any address; the 11th is 429 with Retry-After", async () => {
    const a = await account("a@example.com");
    for (let i = 0; i < 10; i++) {
      // A new address each time: the limit is the account's, not the address's.
      const res = await checkout(a.cookie, `198.51.100.${i + 1}`);
      expect(res.status).toBe(201);
    }
    const refused = await checkout(a.cookie, "192.0.2.77");
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; error: string; retryAfter: number };
    expect(body).toMatchObject({ code: "tooManyCheckouts", error: "tooManyCheckouts" });
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(body.retryAfter).toBe(retryAfter);
    // Nothing was opened by the refused call; another account is not affected.
    expect(await ordersOf(a.id)).toHaveLength(10);
    const b = await account("b@example.com");
    expect((await checkout(b.cookie, "198.51.100.1")).status).toBe(201);
  });

  it("keeps at most 5 pending orders per account: opening a 6th expires the oldest", async () => {
    const a = await account("a@example.com");
    const opened: string[] = [];
    for (let i = 0; i < 7; i++) {
      clock.now = new Date(START.getTime() + i * 1000);
      const res = await checkout(a.cookie);
      expect(res.status).toBe(201);
      opened.push(((await res.json()) as { orderId: string }).orderId);
    }
    const rows = await ordersOf(a.id);
    expect(rows.map((r) => [r.id, r.status])).toEqual(
      opened.map((id, i) => [id, i < 2 ? "expired" : "pending"]),
    );
    // Another account's pending orders are its own.
    const b = await account("b@example.com");
    expect((await checkout(b.cookie)).status).toBe(201);
    expect((await ordersOf(a.id)).filter((r) => r.status === "pending")).toHaveLength(5);
  });
});
