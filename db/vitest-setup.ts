import { afterAll } from "vitest";
import { openTestDatabases } from "./database";

// Every createTestDb() a test file left open is closed after it: on PostgreSQL
// each is a database of its own on the test server (dropped on close); on
// SQLite, closing (not garbage collection) ends each in-memory database,
// which better-sqlite3 12 needs under Node 24.
afterAll(async () => {
  for (const db of [...openTestDatabases()]) {
    openTestDatabases().delete(db);
    await db.destroy().catch(() => {});
  }
});
