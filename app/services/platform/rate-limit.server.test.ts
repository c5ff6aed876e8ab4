import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  adminQuery,
  createTestDb,
  migrateToLatest,
  openDatabase,
  withDatabase,
  type DB,
} from "../../../db/database";
import {
  kyselyPgClient,
  LIMITS_TABLE,
  openSqliteForLimits,
  postgresLimiterStore,
  sqliteLimiterStore,
  storeKey,
} from "./limiter-stores.server";
import {
  closeLimiterStore,
  createLoginLimiter,
  createMailLimiter,
  initLimiterStore,
  limiters,
  limiterSourceFor,
  limiterStore,
  registerLimiter,
  setLimiterStore,
  type LimiterStore,
} from "./rate-limit.server";

const SMALL = { perAccountIp: 3, perAccount: 5, perIp: 4, windowSeconds: 60 };

afterEach(() => setLimiterStore(undefined));

describe("without a registered store (unit tests)", () => {
  it("limiters() count in memory and keep their interfaces", async () => {
    expect(limiterStore().kind).toBe("memory");
    const { login, mail, lookup } = limiters();
    expect(limiters().login).toBe(login);
    for (let i = 0; i < 5; i++) await login.recordFailure("a@x.io", "1.1.1.1");
    expect(await login.blockedFor("a@x.io", "1.1.1.1")).toBeGreaterThan(0);
    expect(await login.blockedFor("a@x.io", "2.2.2.2")).toBe(0);
    expect(await mail.allow("k")).toBe(true);
    expect(await lookup.allow("k")).toBe(true);
    const reg = registerLimiter(2);
    expect(registerLimiter(2)).toBe(reg);
    expect([await reg.allow("ip"), await reg.allow("ip"), await reg.allow("ip")]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it("registering a store replaces the limiters made before", async () => {
    const before = limiters().login;
    const db = await createTestDb();
    try {
      const store = await initLimiterStore({ db }, { kind: "memory" });
      expect(limiterStore()).toBe(store);
      expect(limiters().login).not.toBe(before);
    } finally {
      await db.destroy();
    }
  });
});

describe("limiterSourceFor", () => {
  it("PostgreSQL when DATABASE_URL is set, else SQLite on DATA_DIR/vitrina.sqlite", () => {
    expect(limiterSourceFor({ databaseUrl: "postgres://h/db", dataDir: "/d" })).toEqual({
      kind: "postgres",
    });
    expect(limiterSourceFor({ dataDir: "/d" })).toEqual({
      kind: "sqlite",
      file: path.join("/d", "vitrina.sqlite"),
    });
  });
});

describe("storeKey", () => {
  it("keeps short keys readable and hashes long ones below PostgreSQL's varchar(255)", () => {
    expect(storeKey("a@x.io|1.2.3.4")).toBe("a@x.io|1.2.3.4");
    const long = `${"a".repeat(240)}@x.io|2001:db8::1`;
    const k = storeKey(long);
    expect(k.length).toBeLessThan(60);
    expect(storeKey(long)).toBe(k);
    expect(storeKey(`${long}x`)).not.toBe(k);
  });
});

/**
 * The same checks for each shared store, with two stores over one database
 * standing in for two app servers: they share nothing but the table.
 */
function sharedStoreSuite(name: string, open: () => Promise<[LimiterStore, LimiterStore]>) {
  describe(name, () => {
    let a: LimiterStore;
    let b: LimiterStore;
    beforeAll(async () => {
      [a, b] = await open();
    });

    it("failed logins spread over two servers add up to one limit", async () => {
      const email = `spread-${randomBytes(3).toString("hex")}@x.io`;
      const onA = createLoginLimiter(SMALL, a);
      const onB = createLoginLimiter(SMALL, b);
      await onA.recordFailure(email, "198.51.100.1");
      await onB.recordFailure(email, "198.51.100.1");
      expect(await onA.blockedFor(email, "198.51.100.1")).toBe(0);
      await onA.recordFailure(email, "198.51.100.1");
      // Third failure per account+address: blocked on both servers.
      expect(await onA.blockedFor(email, "198.51.100.1")).toBeGreaterThan(0);
      expect(await onB.blockedFor(email, "198.51.100.1")).toBeGreaterThan(0);
      expect(await onB.blockedFor(email, "198.51.100.2")).toBe(0);
      // A success on one server clears the account+address counter for both.
      await onB.recordSuccess(email, "198.51.100.1");
      expect(await onA.blockedFor(email, "198.51.100.1")).toBe(0);
    });

    it("per address across accounts, and the account-wide delay", async () => {
      const ip = `203.0.113.${Math.floor(Math.random() * 250)}`;
      const onA = createLoginLimiter(SMALL, a);
      const onB = createLoginLimiter(SMALL, b);
      const tag = randomBytes(3).toString("hex");
      for (let i = 0; i < 4; i++) await (i % 2 ? onA : onB).recordFailure(`u${i}-${tag}@x.io`, ip);
      expect(await onA.blockedFor(`fresh-${tag}@x.io`, ip)).toBeGreaterThan(0);

      const victim = `victim-${tag}@x.io`;
      for (let i = 0; i < 6; i++) await (i % 2 ? onA : onB).recordFailure(victim, `192.0.2.${i}`);
      expect(await onA.delayFor(victim)).toBeGreaterThan(0);
      expect(await onB.blockedFor(victim, "192.0.2.99")).toBe(0);
    });

    it("mail, lookup and registration limits are shared and kept apart", async () => {
      const key = `ip:${randomBytes(3).toString("hex")}`;
      const mailA = createMailLimiter(2, 60, a, "mail");
      const mailB = createMailLimiter(2, 60, b, "mail");
      const lookupA = createMailLimiter(2, 60, a, "lookup");
      expect(await mailA.allow(key)).toBe(true);
      expect(await mailB.allow(key)).toBe(true);
      expect(await mailA.allow(key)).toBe(false);
      expect(await mailB.allow(key.toUpperCase())).toBe(false);
      expect(await lookupA.allow(key)).toBe(true);
    });

    it("an email too long for the key column still counts", async () => {
      const email = `${"z".repeat(240)}${randomBytes(3).toString("hex")}@x.io`;
      const onA = createLoginLimiter(SMALL, a);
      const onB = createLoginLimiter(SMALL, b);
      for (let i = 0; i < 3; i++) await (i % 2 ? onA : onB).recordFailure(email, "2001:db8::7");
      expect(await onB.blockedFor(email, "2001:db8::7")).toBeGreaterThan(0);
    });

    it("head() reads a tiny key", async () => {
      await expect(a.head()).resolves.toBeUndefined();
    });
  });
}

describe("SQLite store on one file, two connections", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrina-limits-"));
  const file = path.join(dir, "vitrina.sqlite");
  const dbs: DB[] = [];
  const stores: LimiterStore[] = [];
  afterAll(async () => {
    for (const s of stores) await s.close();
    for (const db of dbs) await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  sharedStoreSuite("rate-limiter-flexible's RateLimiterSQLite (better-sqlite3)", async () => {
    const first = openDatabase(file);
    await migrateToLatest(first);
    const second = openDatabase(file);
    dbs.push(first, second);
    for (const db of dbs) {
      stores.push(
        await sqliteLimiterStore(openSqliteForLimits(file), { lock: db, ownsClient: true }),
      );
    }
    return [stores[0], stores[1]];
  });

  it("initLimiterStore picks it for the SQLite file, and the rows live in rate_limits", async () => {
    const db = dbs[0];
    const store = await initLimiterStore({ db }, { kind: "sqlite", file });
    expect(store.kind).toBe("sqlite");
    expect(await limiters().mail.allow("init-check")).toBe(true);
    const row = await sql<{ n: number }>`select count(*) as n from ${sql.table(LIMITS_TABLE)}
      where key = 'mail:init-check'`.execute(db);
    expect(row.rows[0].n).toBe(1);
    await closeLimiterStore();
  });

  it("a limiter call waits for the app's transaction instead of blocking on the writer lock", async () => {
    const db = dbs[0];
    const store = await sqliteLimiterStore(openSqliteForLimits(file), {
      lock: db,
      ownsClient: true,
    });
    stores.push(store);
    const mail = createMailLimiter(5, 60, store, "tx");
    const order: string[] = [];
    await db.transaction().execute(async (trx) => {
      await sql`update users set name = name where id = -1`.execute(trx);
      // Started while the transaction holds the write lock: must run after the commit.
      void mail.allow("during-tx").then((ok) => order.push(`limiter:${ok}`));
      await new Promise((r) => setTimeout(r, 50));
      order.push("commit");
    });
    await expect.poll(() => order).toEqual(["commit", "limiter:true"]);
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!pgUrl)("PostgreSQL store (TEST_DATABASE_URL)", () => {
  const name = `t_limits_${process.pid}_${randomBytes(3).toString("hex")}`;
  let pool: pg.Pool;
  let db: DB;
  beforeAll(async () => {
    await adminQuery(pgUrl!, `create database ${name}`);
    pool = new pg.Pool({ connectionString: withDatabase(pgUrl!, name), max: 3 });
    db = openDatabase(withDatabase(pgUrl!, name));
  });
  afterAll(async () => {
    await pool?.end();
    await db?.destroy();
    await adminQuery(pgUrl!, `drop database if exists ${name} with (force)`);
  });

  sharedStoreSuite("RateLimiterPostgres: a pg.Pool and the app's Kysely pool", async () => [
    await postgresLimiterStore(pool),
    await postgresLimiterStore(kyselyPgClient(db)),
  ]);

  it("initLimiterStore follows the database: PostgreSQL → its store", async () => {
    const store = await initLimiterStore({ db });
    expect(store.kind).toBe("postgres");
    expect(await limiters().lookup.allow("pg-init")).toBe(true);
    const r = await pool.query(`select points from ${LIMITS_TABLE} where key = 'lookup:pg-init'`);
    expect(r.rows).toEqual([{ points: 1 }]);
  });
});
