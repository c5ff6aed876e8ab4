import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "../../../core/http-error";
import type { SiteStore } from "../../../core/storage/site-store";
import {
  createTestDb,
  openDatabase,
  testDatabaseIsPostgres,
  testDatabaseUrl,
  type DB,
} from "../../../db/database";
import { countLandingsByOwner } from "../../../db/queries/landings";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { deleteLandingFor, undeleteLanding } from "../history/index.server";
import { createLandingFor, type Actor } from "./landings.server";

/**
 * Issue 23, finding 3: counting an owner's landings and adding one must be one
 * step, or parallel creates and restores from the bin all pass the count. On
 * PostgreSQL each call runs on its own pooled connection, so they truly overlap;
 * SQLite's one connection runs one transaction at a time.
 */

let store: SiteStore;
let db: DB;
const now = new Date("2026-03-01T12:00:00Z");
const config = testConfig();
const ctx = () => ({ db, store, config, now: () => now });

withTestStore((s) => (store = s));
beforeEach(async () => {
  db = await createTestDb();
});

async function addOwner(email: string, o: { tariff?: number; total?: number } = {}) {
  const total = o.total ?? 1;
  const row = await db
    .insertInto("users")
    .values({
      name: email,
      email,
      phone: "",
      password_hash: "x",
      created_at: now.toISOString(),
      tariff: o.tariff ?? 0,
      tariff_expiration_date: o.tariff ? "2027-01-01T00:00:00Z" : null,
      total_available_landings: total,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const actor: Actor = {
    id: row.id,
    tariff: o.tariff ?? 0,
    expired: false,
    total_available_landings: total,
  };
  return actor;
}

/** Every call settled: how many succeeded, and every refusal's status and body. */
async function settle(calls: Array<Promise<unknown>>) {
  const results = await Promise.allSettled(calls);
  const refusals = results.flatMap((r) => {
    if (r.status === "fulfilled") return [];
    if (!(r.reason instanceof HttpError)) throw r.reason;
    return [{ status: r.reason.status, body: r.reason.body }];
  });
  return { succeeded: results.length - refusals.length, refusals };
}

/** `n` landings of the owner, each made and then binned (so each fit the limit when made). */
async function binned(owner: Actor, n: number): Promise<string[]> {
  const uuids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { uuid } = await createLandingFor(ctx(), owner);
    await deleteLandingFor(ctx(), owner, uuid);
    uuids.push(uuid);
  }
  return uuids;
}

/**
 * PostgreSQL: runs `race` while another connection holds the owner's row and
 * landing rows, and lets go once two of the racing calls wait on a lock. Each
 * has then gone as far as it can without writing: counted already, unless the
 * count itself waits for the owner's row. Makes the overlap certain rather
 * than likely.
 */
async function whileOwnerHeld<T>(owner: number, race: () => Promise<T>): Promise<T> {
  const other = openDatabase(testDatabaseUrl(db)!);
  try {
    let release = () => {};
    const released = new Promise<void>((r) => (release = r));
    let held = () => {};
    const holding = new Promise<void>((r) => (held = r));
    const holder = other.transaction().execute(async (trx) => {
      await sql`select id from users where id = ${owner} for update`.execute(trx);
      await sql`select id from landings where parent_user = ${owner} for update`.execute(trx);
      held();
      await released;
    });
    await holding;
    const racing = race();
    for (let waited = 0; (await lockWaiters(other)) < 2; waited += 20) {
      if (waited > 10_000) throw new Error("the racing calls never waited on a lock");
      await new Promise((r) => setTimeout(r, 20));
    }
    release();
    await holder;
    return await racing;
  } finally {
    await other.destroy();
  }
}

async function lockWaiters(other: DB): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*) as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(other);
  return Number(rows[0].n);
}

const refusedAtLimit = (reason: string) => ({
  status: 403,
  body: { error: "limitReached", code: "limitReached", reason },
});

describe("the landing limit under parallel requests", () => {
  it("20 parallel creates by a free account (limit 1) make exactly one landing", async () => {
    const free = await addOwner("free@x.io");
    const out = await settle(Array.from({ length: 20 }, () => createLandingFor(ctx(), free)));
    expect(await countLandingsByOwner(db, free.id)).toBe(1);
    expect(out.succeeded).toBe(1);
    expect(out.refusals).toEqual(Array(19).fill(refusedAtLimit("upgradeRequired")));
  });

  it("20 parallel creates by a PRO account with 3 showrooms make exactly three", async () => {
    const pro = await addOwner("pro@x.io", { tariff: 1, total: 3 });
    const out = await settle(Array.from({ length: 20 }, () => createLandingFor(ctx(), pro)));
    expect(await countLandingsByOwner(db, pro.id)).toBe(3);
    expect(out.succeeded).toBe(3);
    expect(out.refusals).toEqual(Array(17).fill(refusedAtLimit("buyExtra")));
  });

  it("10 parallel restores from the bin (limit 1) bring back exactly one", async () => {
    const free = await addOwner("bin@x.io");
    const uuids = await binned(free, 10);
    const out = await settle(uuids.map((uuid) => undeleteLanding(ctx(), free, uuid)));
    expect(await countLandingsByOwner(db, free.id)).toBe(1);
    expect(out.succeeded).toBe(1);
    expect(out.refusals).toEqual(Array(9).fill(refusedAtLimit("upgradeRequired")));
  });

  it("restores racing creates never go over the limit", async () => {
    const free = await addOwner("mixed@x.io");
    const uuids = await binned(free, 10);
    const calls = uuids.flatMap((uuid) => [
      undeleteLanding(ctx(), free, uuid),
      createLandingFor(ctx(), free),
    ]);
    const out = await settle(calls);
    expect(await countLandingsByOwner(db, free.id)).toBe(1);
    expect(out.succeeded).toBe(1);
    expect(out.refusals).toEqual(Array(19).fill(refusedAtLimit("upgradeRequired")));
  });
});

describe.runIf(testDatabaseIsPostgres)("the landing limit when the racers surely overlap", () => {
  it("20 creates while the owner's row is held make exactly one landing", async () => {
    const free = await addOwner("held@x.io");
    const out = await whileOwnerHeld(free.id, () =>
      settle(Array.from({ length: 20 }, () => createLandingFor(ctx(), free))),
    );
    expect(await countLandingsByOwner(db, free.id)).toBe(1);
    expect(out.succeeded).toBe(1);
    expect(out.refusals).toEqual(Array(19).fill(refusedAtLimit("upgradeRequired")));
  });

  it("10 restores while the owner's rows are held bring back exactly one", async () => {
    const free = await addOwner("held-bin@x.io");
    const uuids = await binned(free, 10);
    const out = await whileOwnerHeld(free.id, () =>
      settle(uuids.map((uuid) => undeleteLanding(ctx(), free, uuid))),
    );
    expect(await countLandingsByOwner(db, free.id)).toBe(1);
    expect(out.succeeded).toBe(1);
    expect(out.refusals).toEqual(Array(9).fill(refusedAtLimit("upgradeRequired")));
  });

  it("restores and creates while the owner's rows are held never go over the limit", async () => {
    const free = await addOwner("held-mixed@x.io");
    const uuids = await binned(free, 10);
    const out = await whileOwnerHeld(free.id, () =>
      settle(
        uuids.flatMap((uuid) => [
          undeleteLanding(ctx(), free, uuid),
          createLandingFor(ctx(), free),
        ]),
      ),
    );
    expect(await countLandingsByOwner(db, free.id)).toBe(1);
    expect(out.succeeded).toBe(1);
    expect(out.refusals).toEqual(Array(19).fill(refusedAtLimit("upgradeRequired")));
  });
});
