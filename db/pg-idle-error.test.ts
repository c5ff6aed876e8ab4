import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb, testDatabaseIsPostgres, testDatabaseUrl, type DB } from "./database";

/**
 * PostgreSQL ends a connection the pool holds idle (a server restart, an
 * administrator's pg_terminate_backend): the app must live on, and the next
 * query must work. Caught on CI, where dropping a test database ended a pool's
 * idle client and the unhandled 'error' event failed the run.
 */
describe.skipIf(!testDatabaseIsPostgres)(
  "an idle PostgreSQL connection ended by the server",
  () => {
    let db: DB;
    beforeAll(async () => {
      db = await createTestDb();
    });
    afterAll(() => db?.destroy());

    it("is dropped quietly, and the next query gets a fresh connection", async () => {
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const uncaught: unknown[] = [];
      const onUncaught = (e: unknown) => uncaught.push(e);
      process.on("uncaughtException", onUncaught);
      try {
        const mine = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db);
        const name = new URL(testDatabaseUrl(db)!).pathname.slice(1);
        // A second pool's connection ends the first pool's (now idle) one, as an administrator would.
        const other = await createTestDb({ migrate: false });
        const ended = await sql<{ ended: boolean }>`select pg_terminate_backend(pid) as ended
        from pg_stat_activity where datname = ${name} and pid = ${mine.rows[0]!.pid}`.execute(
          other,
        );
        await other.destroy();
        expect(ended.rows.map((r) => r.ended)).toEqual([true]);
        // The pool hears of it on its own time.
        await new Promise((r) => setTimeout(r, 300));
        const again = await sql<{ one: number }>`select 1 as one`.execute(db);
        expect(again.rows[0]!.one).toBe(1);
        expect(uncaught).toEqual([]);
        expect(warn.mock.calls.join(" ")).toMatch(/closed an idle connection/);
      } finally {
        process.off("uncaughtException", onUncaught);
        warn.mockRestore();
      }
    });
  },
);
