import { readFileSync } from "node:fs";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { testDatabaseIsPostgres } from "../database";
import { migrations } from "./index";

/**
 * Issue 12 amended the frozen migrations for PostgreSQL (id columns, NOCASE
 * indexes and SQLite-only backfills through db/dialect.ts). On SQLite they
 * must do exactly what they did before: every statement each migration runs
 * (SQL text and parameters) and the schema it leaves are compared with the
 * snapshot taken before that change. About SQLite itself, so not run on
 * PostgreSQL.
 */
const snapshot = JSON.parse(
  readFileSync(new URL("./sqlite-ddl.snapshot.json", import.meta.url), "utf8"),
) as { statements: Record<string, string[]>; sqlite_master: unknown[] };

describe("migrations on SQLite", () => {
  it.skipIf(testDatabaseIsPostgres)(
    "emit the same statements and schema as before the PostgreSQL amendment",
    async () => {
      const sqlite = new SQLite(":memory:");
      const statements: Record<string, string[]> = {};
      let current = "";
      const db = new Kysely<any>({
        dialect: new SqliteDialect({ database: sqlite }),
        log: (event) => {
          if (event.level !== "query") return;
          const { sql, parameters } = event.query;
          statements[current].push(
            sql + (parameters.length ? `  -- params ${JSON.stringify(parameters)}` : ""),
          );
        },
      });
      for (const [name, migration] of Object.entries(migrations)) {
        current = name;
        statements[name] = [];
        await migration.up(db);
      }
      const master = sqlite
        .prepare("select type, name, tbl_name, sql from sqlite_master order by name")
        .all();
      await db.destroy();

      const frozen = Object.keys(snapshot.statements);
      expect(Object.keys(statements).slice(0, frozen.length)).toEqual(frozen);
      for (const name of frozen) expect(statements[name], name).toEqual(snapshot.statements[name]);
      // Later migrations add to the schema; everything the snapshot had stays as it was,
      // except that ALTER TABLE … ADD COLUMN (issues 13–15) appends to a table's stored SQL.
      type Entry = { type: string; name: string; tbl_name: string; sql: string | null };
      const byName = new Map((master as Entry[]).map((e) => [e.name, e]));
      for (const before of snapshot.sqlite_master as Entry[]) {
        const now = byName.get(before.name);
        expect(now, before.name).toBeDefined();
        const appended =
          before.type === "table" &&
          before.sql !== null &&
          now!.sql !== null &&
          now!.sql.startsWith(`${before.sql.slice(0, -1)}, `);
        if (!appended) expect(now, before.name).toEqual(before);
        else expect({ ...now, sql: before.sql }, before.name).toEqual(before);
      }
    },
  );
});
