import { describe, expect, it } from "vitest";
import type { DB } from "../../../db/database";
import { createLanding, updateLanding } from "../../../db/queries/landings";
import { insertOrder } from "../../../db/queries/payment-orders";
import { insertScheduledTask } from "../../../db/queries/scheduled-tasks";
import { insertUser, updateUserRow } from "../../../db/queries/users";
import { insertUserSettings } from "../../../db/queries/user-settings";
import type { Edge } from "../../../scripts/lib/edge";
import { requestOver, withEdgeApp } from "../../../tests/support/edge-kit";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { grantPro, setUserExpiration } from "../admin/index.server";
import { createTestProvider, signTestNotification } from "../payments/drivers/test.server";
import { handleNotification, startCheckout } from "../payments/index.server";
import type { AppContext } from "../platform/runtime.server";
import { publishLanding } from "../publishing/index.server";
import { runTasksOnce } from "../tasks/index.server";
import { createFakeTranslator } from "../translate/drivers/fake.server";
import { translateLanding } from "../translate/translations.server";

/**
 * Issue 22 step 3: every path that changes a plan has the same follow-up
 * (afterPlanChange). Each row runs one path on an owner whose page has PRO
 * colours, a hidden badge and an `/en` version, against the real worker with
 * its day-long edge cache, and reads what it serves within a second.
 */
const PREVIEW_SECRET = "after-plan-change-preview-secret-0123456789";
const PAYMENT_SECRET = "after-plan-change-payment-secret";
const DAY = 86_400_000;
const ACCENT = "#e03131";
let db: DB;
let edge: Edge;
let ctx: AppContext;
const provider = createTestProvider({ secret: PAYMENT_SECRET, appUrl: "http://localhost:3000" });

withEdgeApp("plan-change", PREVIEW_SECRET, (app) => ({ db, edge, ctx } = app));
const get = (p: string) => requestOver(edge.url, p);

/** What a visitor gets: the page's state, its PRO colours and badge, and its `/en` version. */
async function served(alias: string) {
  const page = await get(`/l/${alias}`);
  const en = await get(`/l/${alias}/en`);
  return {
    status: page.status,
    theme: page.body.includes(ACCENT),
    badge: page.body.includes('class="badge"'),
    en: en.status,
  };
}

const PRO = { status: 200, theme: true, badge: false, en: 200 };
const FREE = { status: 200, theme: false, badge: true, en: 404 };
const EXPIRED = { status: 403, theme: false, badge: true, en: 404 };

const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * A PRO owner (badge hidden in Settings) with one published page in PRO
 * colours and translated into English. `before` then changes the account
 * and the page is published again, so it starts in line with that plan.
 */
async function ownerWithThemedPage(alias: string, before: Record<string, unknown>) {
  const id = await insertUser(db, {
    name: "Owner",
    email: `${alias}@test.dev`,
    phone: "",
    password_hash: "x",
    created_at: new Date().toISOString(),
    tariff: 1,
    tariff_expiration_date: iso(30 * DAY),
    email_confirmed_at: new Date().toISOString(),
  });
  await insertUserSettings(db, { user_id: id, hide_logo_enabled: 1 });
  const { uuid } = await createLanding(db, { parentUser: id, now: new Date() });
  await updateLanding(db, uuid, {
    content: JSON.stringify({
      ...fullLanding,
      textAlias: alias,
      theme: { accent: ACCENT, mode: "dark" },
    }),
  });
  const actor = { id, tariff: 1, expired: false, total_available_landings: 1 };
  await translateLanding(ctx, actor, uuid, { to: "en" }, { translator: createFakeTranslator() });
  await publishLanding(ctx, uuid, { force: true });
  if (Object.keys(before).length) {
    await updateUserRow(db, id, before);
    await publishLanding(ctx, uuid, { force: true });
  }
  // Share images are drawn by a task of their own; this test runs only plan tasks.
  await db.deleteFrom("scheduled_tasks").where("name", "=", "share.image").execute();
  return id;
}

async function notify(orderId: string, status: "paid" | "refunded") {
  const body = JSON.stringify({
    eventId: `evt_${orderId}_${status}`,
    orderId,
    status,
    amount: 500,
    currency: "USD",
  });
  const headers = new Headers({ "X-Signature": signTestNotification(PAYMENT_SECRET, body) });
  return handleNotification(ctx, provider, new TextEncoder().encode(body), headers);
}

interface Row {
  path: string;
  /** The account before the change (its page re-published to match); read when the row starts. */
  before: () => Record<string, unknown>;
  start: typeof PRO;
  /** Anything that must happen before the clock starts (waiting for a date to pass). */
  prepare?: (userId: number) => Promise<void>;
  change: (userId: number) => Promise<unknown>;
  after: typeof PRO;
}

const rows: Row[] = [
  {
    path: "payment (webhook activation)",
    before: () => ({ tariff: 0, tariff_expiration_date: iso(7 * DAY) }),
    start: FREE,
    async change(userId) {
      const user = { id: userId, email: "x@test.dev", tariff: 0, tariff_expiration_date: null };
      const checkout = await startCheckout(ctx, provider, user, "pro_year");
      if (!checkout.ok) throw new Error(checkout.error);
      expect((await notify(checkout.order.id, "paid")).body.outcome).toBe("applied");
    },
    after: PRO,
  },
  {
    // PRO stays after a refund (an admin decides): the pages stay as they are.
    path: "refund (webhook)",
    before: () => ({}),
    start: PRO,
    async change(userId) {
      const stamp = new Date().toISOString();
      const order = await insertOrder(db, {
        id: `ord_refund_${userId}`,
        user_id: userId,
        item: "pro_year",
        amount_minor: 50_000,
        currency: "USD",
        provider: "test",
        status: "paid",
        created_at: stamp,
        updated_at: stamp,
      });
      expect((await notify(order.id, "refunded")).body.outcome).toBe("refunded");
    },
    after: PRO,
  },
  {
    path: "admin grant PRO",
    before: () => ({ tariff: 0, tariff_expiration_date: iso(7 * DAY) }),
    start: FREE,
    change: (userId) => grantPro(ctx, userId),
    after: PRO,
  },
  {
    path: "admin set expiration",
    before: () => ({}),
    start: PRO,
    change: (userId) => setUserExpiration(ctx, userId, iso(-DAY)),
    after: EXPIRED,
  },
  {
    path: "expiry task (plan.expired)",
    before: () => ({ tariff_expiration_date: iso(1_500) }),
    start: PRO,
    async prepare(userId) {
      const user = await db
        .selectFrom("users")
        .select("tariff_expiration_date")
        .where("id", "=", userId)
        .executeTakeFirstOrThrow();
      const wait = Date.parse(user.tariff_expiration_date!) - Date.now() + 50;
      await new Promise((r) => setTimeout(r, Math.max(0, wait)));
      await insertScheduledTask(db, {
        name: "plan.expired",
        execution_time: new Date().toISOString(),
        payload: JSON.stringify({ userId }),
        created_at: new Date().toISOString(),
      });
    },
    change: () => runTasksOnce(ctx),
    after: EXPIRED,
  },
];

describe("a plan change shows at the edge the same way, whichever path made it", () => {
  it.each(rows.map((r, i) => [r.path, r, i] as const))("%s", async (_, row, i) => {
    const alias = `plan-change-${i}`;
    const userId = await ownerWithThemedPage(alias, row.before());
    expect(await served(alias)).toEqual(row.start);
    expect(await served(alias)).toEqual(row.start); // now in the edge cache
    await row.prepare?.(userId);

    const started = Date.now();
    await row.change(userId);
    const after = await served(alias);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(after).toEqual(row.after);
  });
});
