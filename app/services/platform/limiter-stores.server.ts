import { createHash } from "node:crypto";
import SQLite from "better-sqlite3";
import { CompiledQuery, type Kysely } from "kysely";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { log } from "../ops/index.server";

/**
 * Where the rate limits count (DESIGN §8, decision 009): process memory, or
 * rate-limiter-flexible's SQLite or PostgreSQL store in the app's own
 * database, behind one small `Counter` interface. Which one the process uses
 * is registered in rate-limit.server.ts.
 */

/** The table rate-limiter-flexible keeps its counters in (created by the store itself). */
export const LIMITS_TABLE = "rate_limits";

/** What RateLimiterPostgres needs of its client (`storeType: "pool"`): a `pg.Pool` has it. */
export interface PgQueryable {
  query(q: { text: string; values?: unknown[]; name?: string }): Promise<{
    rows: unknown[];
    rowCount: number | null;
  }>;
}

export interface CounterOptions {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** One limiter's view of the store, reduced to what the limiters below use. */
export interface Counter {
  get(key: string): Promise<{ consumedPoints: number; msBeforeNext: number } | null>;
  /** Counts one try; "over" once the limit is passed. Store failures throw. */
  consume(key: string): Promise<"ok" | "over">;
  delete(key: string): Promise<void>;
  /** Gives one counted try back (a request that never reached its provider's answer). */
  reward(key: string): Promise<void>;
}

export interface LimiterStore {
  readonly kind: "memory" | "sqlite" | "postgres";
  counter(opts: CounterOptions): Counter;
  /** Reads one tiny key: the store answers (for /healthz). */
  head(): Promise<void>;
  close(): Promise<void>;
}

export type LimiterStoreSource =
  | { kind: "memory" }
  /** A connection of its own to the app's SQLite file (WAL), used under the app's connection lock. */
  | { kind: "sqlite"; file: string }
  /** A better-sqlite3 handle (tests; or the app's own when it is exposed). */
  | { kind: "sqlite"; client: SQLite.Database }
  /** A `pg.Pool` (or anything with its `query`); without one, the app's Kysely pool. */
  | { kind: "postgres"; pool?: PgQueryable };

/** Keys stay short: PostgreSQL's column is varchar(255), and emails may be 254 characters. */
const MAX_PLAIN_KEY = 150;
export function storeKey(key: string): string {
  return key.length <= MAX_PLAIN_KEY
    ? key
    : `#${createHash("sha256").update(key).digest("base64url")}`;
}

const isOverLimit = (e: unknown): boolean => e instanceof RateLimiterRes;

/** Expired rows go now and then, piggybacking on a write: no timer of its own (decision 008). */
const SWEEP_EVERY_MS = 5 * 60_000;
const SWEEP_KEEP_MS = 60 * 60_000;

function storeOf(
  kind: LimiterStore["kind"],
  make: (opts: CounterOptions) => RateLimiterAbstract,
  opts: {
    run?: <T>(op: () => Promise<T>) => Promise<T>;
    sweep?: (olderThanMs: number) => Promise<unknown>;
    close?: () => Promise<void>;
  } = {},
): LimiterStore {
  const run = opts.run ?? (<T>(op: () => Promise<T>) => op());
  let lastSweep = Date.now();
  const maybeSweep = () => {
    if (!opts.sweep || Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    void run(() => opts.sweep!(Date.now() - SWEEP_KEEP_MS)).catch((error: unknown) =>
      log.warn("rate limits: sweep failed", { error }),
    );
  };
  const counter = (o: CounterOptions): Counter => {
    const limiter = make(o);
    return {
      async get(key) {
        const res = await run(() => limiter.get(storeKey(key)));
        return res ? { consumedPoints: res.consumedPoints, msBeforeNext: res.msBeforeNext } : null;
      },
      async consume(key) {
        maybeSweep();
        try {
          await run(() => limiter.consume(storeKey(key)));
          return "ok";
        } catch (e) {
          if (isOverLimit(e)) return "over";
          throw e;
        }
      },
      async delete(key) {
        await run(() => limiter.delete(storeKey(key)));
      },
      async reward(key) {
        await run(() => limiter.reward(storeKey(key), 1));
      },
    };
  };
  const probe = counter({ keyPrefix: "health", points: 1, duration: 1 });
  return {
    kind,
    counter,
    head: async () => void (await probe.get("probe")),
    close: opts.close ?? (async () => {}),
  };
}

export function memoryLimiterStore(): LimiterStore {
  return storeOf("memory", (o) => new RateLimiterMemory(o));
}

/** Both SQL stores delete rows that expired before a time (not in the package's types). */
type Sweeper = { clearExpired(beforeMs: number): Promise<unknown> };

/** Runs the store's own CREATE TABLE IF NOT EXISTS once, so later limiters skip it. */
function createTable(make: (cb: (err?: Error) => void) => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    make((err) => (err ? reject(err) : resolve()));
  });
}

/**
 * rate-limiter-flexible's SQLite store over better-sqlite3. `run` holds the
 * app's Kysely connection while a counter is read or written, so a limiter
 * call never lands in the middle of the app's own transaction (it would wait
 * on the writer lock with the event loop blocked). Do not call a limiter
 * inside `db.transaction()`: it would wait for itself.
 */
export async function sqliteLimiterStore(
  client: SQLite.Database,
  opts: { lock?: Kysely<any>; ownsClient?: boolean } = {},
): Promise<LimiterStore> {
  const base = { storeClient: client, storeType: "better-sqlite3", tableName: LIMITS_TABLE };
  await createTable(
    (cb) => new RateLimiterSQLite({ ...base, keyPrefix: "init", points: 1, duration: 1 }, cb),
  );
  const make = (o: CounterOptions) =>
    new RateLimiterSQLite({ ...base, ...o, tableCreated: true, clearExpiredByTimeout: false });
  const sweeper = make({ keyPrefix: "sweep", points: 1, duration: 1 }) as unknown as Sweeper;
  const lock = opts.lock;
  return storeOf("sqlite", make, {
    run: lock ? (op) => lock.connection().execute(() => op()) : undefined,
    sweep: (before) => sweeper.clearExpired(before),
    close: async () => {
      if (opts.ownsClient && client.open) client.close();
    },
  });
}

/** A second connection to the app's SQLite file, with the app's pragmas. */
export function openSqliteForLimits(file: string): SQLite.Database {
  const client = new SQLite(file);
  if (file !== ":memory:") client.pragma("journal_mode = WAL");
  client.pragma("busy_timeout = 5000");
  client.pragma("synchronous = NORMAL");
  return client;
}

/** The app's Kysely on PostgreSQL as RateLimiterPostgres's client (when no pg.Pool is given). */
export function kyselyPgClient(db: Kysely<any>): PgQueryable {
  return {
    async query(q) {
      const r = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      const rows = r.rows as unknown[];
      return {
        rows,
        rowCount: r.numAffectedRows !== undefined ? Number(r.numAffectedRows) : rows.length,
      };
    },
  };
}

/** rate-limiter-flexible's PostgreSQL store. */
export async function postgresLimiterStore(pool: PgQueryable): Promise<LimiterStore> {
  const base = { storeClient: pool, storeType: "pool", tableName: LIMITS_TABLE };
  await createTable(
    (cb) =>
      new RateLimiterPostgres(
        { ...base, keyPrefix: "init", points: 1, duration: 1, clearExpiredByTimeout: false },
        cb,
      ),
  );
  const make = (o: CounterOptions) =>
    new RateLimiterPostgres({ ...base, ...o, tableCreated: true, clearExpiredByTimeout: false });
  const sweeper = make({ keyPrefix: "sweep", points: 1, duration: 1 }) as unknown as Sweeper;
  return storeOf("postgres", make, { sweep: (before) => sweeper.clearExpired(before) });
}
