import { afterAll } from "vitest";
import { openTestDatabases, testDatabaseIsPostgres } from "./database";

// On PostgreSQL each createTestDb() is a database of its own on the test
// server: the ones a test file left open are closed, and dropped, after it.
if (testDatabaseIsPostgres) {
  afterAll(async () => {
    for (const db of [...openTestDatabases()]) await db.destroy();
  });
}
