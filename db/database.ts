import { randomBytes } from "node:crypto";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
  type PostgresPool,
  type PostgresPoolClient,
  type Transaction,
} from "kysely";
import pg from "pg";
import { isPostgresUrl, withoutNul } from "./dialect";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type DB = Kysely<Database>;
/** Query modules accept either the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Opens the app's database: a `postgres://` URL (DATABASE_URL) through
 * Kysely's PostgreSQL dialect, anything else as a SQLite file.
 */
export function openDatabase(target: string): DB {
  return isPostgresUrl(target) ? openPostgres(target) : openSqlite(target);
}

/** The app's database as configured: DATABASE_URL, else `vitrina.sqlite` under DATA_DIR. */
export function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string }): DB {
  return openDatabase(config.databaseUrl ?? path.join(config.dataDir, "vitrina.sqlite"));
}

/** Opens SQLite with WAL, a busy timeout and enforced foreign keys. */
function openSqlite(file: string): DB {
  const sqlite = new SQLite(file);
  if (file !== ":memory:") sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const fk = sqlite.pragma("foreign_keys", { simple: true });
  if (fk !== 1) throw new Error("SQLite foreign_keys could not be enabled");
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
  });
}

/** Distinct statements kept prepared; the app has a few hundred query shapes. */
const STATEMENT_CACHE = 500;

/**
 * Kysely prepares every query again; preparing costs as much as running a
 * small one (a rebuild runs six per landing). The same SQL reuses its
 * statement unless that one is mid-iteration (a streamed query).
 */
function reusingStatements(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => void sqlite.close(),
    prepare(sql: string) {
      const hit = cache.get(sql);
      if (hit && !hit.busy) return hit;
      const stmt = sqlite.prepare(sql);
      if (!hit) {
        if (cache.size >= STATEMENT_CACHE) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

/**
 * `count(*)` and `sum()` are bigint (int8) on PostgreSQL, which `pg` hands
 * back as strings; SQLite gives numbers. Counts here are far below 2^53.
 */
const INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (v: string) => Number(v)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

interface PgOptions {
  max?: number;
  idleTimeoutMillis?: number;
  /** Runs after the pool has ended (test databases drop themselves here). */
  afterDestroy?: () => Promise<void>;
}

function openPostgres(url: string, opts: PgOptions = {}): DB {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    idleTimeoutMillis: opts.idleTimeoutMillis ?? 30_000,
    types: pgTypes,
  });
  // pg emits a backend's error on an IDLE client (the server restarted, an
  // administrator ended the connection) through the pool; with no listener
  // that is an uncaught exception and the app dies. The pool has already
  // dropped that client, and the next query opens a fresh one.
  pool.on("error", (error) => {
    console.warn(`[db] PostgreSQL closed an idle connection: ${error.message}`);
  });
  let dialect: Dialect = new PostgresDialect({ pool: nulFree(pool) });
  if (opts.afterDestroy) dialect = withAfterDestroy(dialect, opts.afterDestroy);
  return new Kysely<Database>({ dialect });
}

/** The pool as Kysely sees it, with `withoutNul` applied to every query's parameters. */
function nulFree(pool: pg.Pool): PostgresPool {
  // One wrapper per pg client: Kysely keys its connections by the client object.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = {
          query: ((text: unknown, params?: readonly unknown[]) =>
            typeof text === "string"
              ? client.query(text, params?.map(withoutNul))
              : client.query(text as never)) as unknown as PostgresPoolClient["query"],
          release: () => client.release(),
        };
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function withAfterDestroy(inner: Dialect, after: () => Promise<void>): Dialect {
  return {
    createAdapter: () => inner.createAdapter(),
    createIntrospector: (db) => inner.createIntrospector(db),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createDriver: () => {
      const driver = inner.createDriver();
      const destroy = driver.destroy.bind(driver);
      let done: Promise<void> | undefined;
      driver.destroy = () => (done ??= destroy().then(after));
      return driver;
    },
  };
}

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/* ------------------------------------------------------------ test databases */

/**
 * TEST_DATABASE_URL (a `postgres://` URL of a maintenance database such as
 * `/postgres`) makes every test database a fresh PostgreSQL database on that
 * server; unset, tests get in-memory SQLite.
 */
export const testDatabaseIsPostgres = isPostgresUrl(process.env.TEST_DATABASE_URL ?? "");

/** Test databases still open in this process (the vitest setup file closes them after each file). */
const OPEN_TEST_DBS = Symbol.for("vitrina.open-test-dbs");
type Globals = { [OPEN_TEST_DBS]?: Set<DB> };
export function openTestDatabases(): Set<DB> {
  const g = globalThis as Globals;
  return (g[OPEN_TEST_DBS] ??= new Set());
}

const testDbUrls = new WeakMap<DB, string>();
/** A PostgreSQL test database's own URL (for a second process to open it); undefined on SQLite. */
export function testDatabaseUrl(db: DB): string | undefined {
  return testDbUrls.get(db);
}

/**
 * A fresh, migrated database: each test file makes its own. In-memory SQLite,
 * or with TEST_DATABASE_URL its own PostgreSQL database (`t_…`, copied from
 * the migrated template the vitest global setup made, else migrated here),
 * dropped again by `db.destroy()`. `{ migrate: false }` gives an empty one
 * (migration tests).
 */
export async function createTestDb(opts: { migrate?: boolean } = {}): Promise<DB> {
  const migrate = opts.migrate ?? true;
  const url = process.env.TEST_DATABASE_URL;
  if (!url || !isPostgresUrl(url)) {
    const db = openSqlite(":memory:");
    // Held until the file ends and then closed (db/vitest-setup.ts): under Node 24,
    // better-sqlite3 12 aborts the process when it garbage-collects an open database.
    openTestDatabases().add(db);
    if (migrate) await migrateToLatest(db);
    return db;
  }
  const run = process.env.TEST_DATABASE_RUN ?? "x";
  const name = `t_${run}_${process.pid}_${randomBytes(4).toString("hex")}`;
  const template = migrate ? process.env.TEST_DATABASE_TEMPLATE : undefined;
  // FILE_COPY (PostgreSQL 15+) copies a small database far faster than the default WAL_LOG.
  const strategy = (await serverVersion(url)) >= 150000 ? " strategy file_copy" : "";
  await adminQuery(url, `create database ${name} template ${template ?? "template0"}${strategy}`);
  const open = openTestDatabases();
  const db = openPostgres(withDatabase(url, name), {
    max: 5,
    idleTimeoutMillis: 2_000,
    afterDestroy: async () => {
      open.delete(db);
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  });
  open.add(db);
  testDbUrls.set(db, withDatabase(url, name));
  if (migrate && !template) await migrateToLatest(db);
  return db;
}

let versionOf: Map<string, Promise<number>> | undefined;
function serverVersion(url: string): Promise<number> {
  versionOf ??= new Map();
  let v = versionOf.get(url);
  if (!v) {
    v = adminQuery(url, "show server_version_num").then((r) =>
      Number((r.rows[0] as { server_version_num: string }).server_version_num),
    );
    versionOf.set(url, v);
  }
  return v;
}

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** One statement on its own connection (CREATE/DROP DATABASE cannot run in a transaction). */
export async function adminQuery(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}
