import SQLite from "better-sqlite3";
import { Kysely, Migrator, SqliteDialect, type Transaction } from "kysely";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

export type DB = Kysely<Database>;
/** Query modules accept either the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Opens SQLite with WAL, a busy timeout and enforced foreign keys. */
export function openDatabase(file: string): DB {
  const sqlite = new SQLite(file);
  if (file !== ":memory:") sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("synchronous = NORMAL");
  const fk = sqlite.pragma("foreign_keys", { simple: true });
  if (fk !== 1) throw new Error("SQLite foreign_keys could not be enabled");
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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

/** A fresh, migrated in-memory database: each test file makes its own. */
export async function createTestDb(): Promise<DB> {
  const db = openDatabase(":memory:");
  await migrateToLatest(db);
  return db;
}
