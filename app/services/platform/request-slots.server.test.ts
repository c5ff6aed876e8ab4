import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../../../core/http-error";
import { createTestDb, type DB } from "../../../db/database";
import { PROVIDER_REQUESTS_PER_USER, withRequestSlot } from "./request-slots.server";

/**
 * Issue 23 (AI cost): a user's AI and translation requests in flight are
 * capped in the database, so the cap holds across app servers. Runs on
 * SQLite and on PostgreSQL (TEST_DATABASE_URL).
 */
let db: DB;
let now = new Date("2026-11-27T07:00:00Z");
const ctx = () => ({ db, now: () => now });

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.destroy();
});

/** A request held open until `open()` is called. */
function held() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  return { open, work: () => gate.then(() => "done") };
}
const refusal = async (p: Promise<unknown>) => {
  const e = await p.catch((x: unknown) => x);
  expect(e).toBeInstanceOf(HttpError);
  return e as HttpError;
};

describe("per-user request slots", () => {
  it("two requests run at once; the third is 429 tooManyRequests until one ends", async () => {
    expect(PROVIDER_REQUESTS_PER_USER).toBe(2);
    const a = held();
    const b = held();
    const first = withRequestSlot(ctx(), 1, 25_000, a.work);
    const second = withRequestSlot(ctx(), 1, 25_000, b.work);
    await new Promise((r) => setTimeout(r, 50));
    const third = await refusal(withRequestSlot(ctx(), 1, 25_000, async () => "ran"));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ error: "tooManyRequests", limit: 2 });
    // Another user has slots of their own.
    expect(await withRequestSlot(ctx(), 2, 25_000, async () => "other")).toBe("other");
    a.open();
    expect(await first).toBe("done");
    expect(await withRequestSlot(ctx(), 1, 25_000, async () => "after")).toBe("after");
    b.open();
    await second;
  });

  it("a failed request gives its slot back", async () => {
    for (let i = 0; i < 3; i++)
      await withRequestSlot(ctx(), 3, 25_000, async () => {
        throw new Error("provider down");
      }).catch(() => undefined);
    expect(await withRequestSlot(ctx(), 3, 25_000, async () => "free")).toBe("free");
  });

  it("a slot left by a crashed server frees itself after the deadline", async () => {
    await db
      .insertInto("request_slots")
      .values([
        { user_id: 4, slot: 0, holder: "dead", expires_at: "2026-11-27T07:00:30.000Z" },
        { user_id: 4, slot: 1, holder: "dead", expires_at: "2026-11-27T07:00:30.000Z" },
      ])
      .execute();
    expect((await refusal(withRequestSlot(ctx(), 4, 25_000, async () => 1))).status).toBe(429);
    now = new Date("2026-11-27T07:00:31Z");
    expect(await withRequestSlot(ctx(), 4, 25_000, async () => "taken")).toBe("taken");
  });

  it("of 10 requests started together, exactly 2 run", async () => {
    const gate = held();
    const runs = Array.from({ length: 10 }, () => withRequestSlot(ctx(), 5, 25_000, gate.work));
    setTimeout(gate.open, 200);
    const results = await Promise.allSettled(runs);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(2);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(8);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 429 });
    expect(
      await db.selectFrom("request_slots").selectAll().where("user_id", "=", 5).execute(),
    ).toEqual([]);
  });
});
