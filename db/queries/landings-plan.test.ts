import { beforeAll, describe, expect, it } from "vitest";
import { pageExpired, pageShowsPro } from "../../core/plans";
import { createTestDb, type DB } from "../database";
import {
  createLanding,
  getLandingWithOwner,
  listAllPublished,
  listLandingsByOwner,
} from "./landings";
import { insertPurchase } from "./purchases";

/**
 * Issue 22: the landing queries decide a page's plan by core/plans (pageExpired,
 * pageShowsPro) and nothing else. A table of owners, each read through every
 * query that joins the owner, on whichever database the suite runs on.
 */
const now = new Date("2026-03-01T12:00:00Z");
const ahead = "2026-06-01T00:00:00.000Z";
const passed = "2026-02-01T00:00:00.000Z";
const exactlyNow = now.toISOString();

interface Case {
  case: string;
  tariff: number;
  date: string | null;
  active: number;
  /** The owner's base allowance. */
  base?: number;
  /** Expiries of bought extra showrooms. */
  extras?: string[];
  /** Expected per landing, oldest first. */
  expired: boolean[];
  pro: boolean[];
}

const cases: Case[] = [
  { case: "PRO, date ahead", tariff: 1, date: ahead, active: 1, expired: [false], pro: [true] },
  { case: "PRO, no date", tariff: 1, date: null, active: 1, expired: [false], pro: [true] },
  { case: "PRO, date passed", tariff: 1, date: passed, active: 1, expired: [true], pro: [false] },
  {
    case: "PRO, date exactly now",
    tariff: 1,
    date: exactlyNow,
    active: 1,
    expired: [true],
    pro: [false],
  },
  {
    case: "PRO, deactivated",
    tariff: 1,
    date: ahead,
    active: 0,
    expired: [true],
    pro: [false],
  },
  { case: "trial, date ahead", tariff: 0, date: ahead, active: 1, expired: [false], pro: [false] },
  { case: "trial ended", tariff: 0, date: passed, active: 1, expired: [true], pro: [false] },
  {
    case: "PRO over the base allowance, no extra",
    tariff: 1,
    date: ahead,
    active: 1,
    expired: [false, true],
    pro: [true, false],
  },
  {
    case: "PRO with a live extra",
    tariff: 1,
    date: ahead,
    active: 1,
    extras: ["2026-04-01T00:00:00.000Z"],
    expired: [false, false],
    pro: [true, true],
  },
  {
    case: "PRO with a lapsed extra",
    tariff: 1,
    date: ahead,
    active: 1,
    extras: [passed],
    expired: [false, true],
    pro: [true, false],
  },
  {
    case: "free with an extra (extras need PRO)",
    tariff: 0,
    date: ahead,
    active: 1,
    extras: ["2026-04-01T00:00:00.000Z"],
    expired: [false, true],
    pro: [false, false],
  },
];

let db: DB;
const owners = new Map<string, { id: number; uuids: string[] }>();

beforeAll(async () => {
  db = await createTestDb();
  for (const [i, c] of cases.entries()) {
    const { id } = await db
      .insertInto("users")
      .values({
        name: c.case,
        email: `plan-${i}@x.io`,
        phone: "",
        password_hash: "x",
        created_at: now.toISOString(),
        tariff: c.tariff,
        tariff_expiration_date: c.date,
        active: c.active,
        total_available_landings: c.base ?? 1,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const [n, expiry] of (c.extras ?? []).entries()) {
      await insertPurchase(db, {
        user_id: id,
        item_name: "extra_landing",
        purchase_type: "extra_landing",
        amount: 300,
        currency: "USD",
        purchase_date: now.toISOString(),
        expiration_date: expiry,
        payment_method: "test",
        external_id: `plan-${i}-${n}`,
        order_id: null,
      });
    }
    const uuids: string[] = [];
    for (let k = 0; k < c.expired.length; k++) {
      const row = await createLanding(db, { parentUser: id, now });
      await db.updateTable("landings").set({ published: 1 }).where("id", "=", row.id).execute();
      uuids.push(row.uuid);
    }
    owners.set(c.case, { id, uuids });
  }
});

describe("a landing's plan as the queries read it (core/plans)", () => {
  it.each(cases)("$case", async (c) => {
    const { id, uuids } = owners.get(c.case)!;
    const reads = {
      getLandingWithOwner: await Promise.all(uuids.map((u) => getLandingWithOwner(db, u, now))),
      listLandingsByOwner: (await listLandingsByOwner(db, id, now)).reverse(),
      listAllPublished: await listAllPublished(db, { userId: id }, now),
    };
    for (const [query, rows] of Object.entries(reads)) {
      const got = rows.map((r) => ({
        expired: r!.owner_expired,
        pro: pageShowsPro(r!, now),
        rule: pageExpired(r!, now),
      }));
      const want = c.expired.map((expired, k) => ({ expired, pro: c.pro[k], rule: expired }));
      expect(got, query).toEqual(want);
    }
  });
});
