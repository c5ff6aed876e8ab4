import { CompiledQuery, type Compilable } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testDatabaseIsPostgres, type DB } from "../database";
import { likePrefix, orderBy, prefixMatch, termVariants, type ListQuery } from "./admin-list";
import { LANDING_KV_SEARCH, LANDING_KV_SORTS } from "./admin-landing-kv";
import { LANDING_SEARCH, LANDING_SORTS } from "./admin-landings";
import { TASK_SEARCH, TASK_SORTS } from "./admin-scheduled-tasks";
import { USER_SEARCH, USER_SORTS } from "./admin-users";

/**
 * Every admin search and sort is served by an index (migration
 * 20261125T1200_admin_console): SQLite's plan must SEARCH/SCAN USING INDEX,
 * never a bare table scan or a temporary b-tree for the ORDER BY.
 */

let db: DB;
beforeAll(async () => {
  db = await createTestDb();
});

async function plan(query: Compilable<unknown>): Promise<string> {
  const c = query.compile();
  const r = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
  );
  return r.rows.map((row) => row.detail).join(" | ");
}

const q = (sort: string, dir: "asc" | "desc" = "asc"): ListQuery => ({
  search: "",
  sort,
  dir,
  page: 1,
  pageSize: 10,
});

describe("admin list queries use indexes", () => {
  // SQLite's query plans (EXPLAIN QUERY PLAN); not run on PostgreSQL.
  it.skipIf(testDatabaseIsPostgres)("prefix search on every searchable column", async () => {
    const cases = [
      { table: "users", cols: USER_SEARCH },
      { table: "landings", cols: LANDING_SEARCH },
      { table: "landing_kv", cols: LANDING_KV_SEARCH },
      { table: "scheduled_tasks", cols: TASK_SEARCH },
    ] as const;
    for (const { table, cols } of cases) {
      for (const col of cols) {
        const p = await plan(
          db
            .selectFrom(table)
            .selectAll()
            .where(prefixMatch(db, [col], "abc")),
        );
        expect(p, `${col}: ${p}`).toMatch(/SEARCH \w+ USING (COVERING )?INDEX \w+_nocase/);
      }
      const both = await plan(
        db
          .selectFrom(table)
          .selectAll()
          .where(prefixMatch(db, cols, "abc")),
      );
      expect(both, `${table}: ${both}`).not.toMatch(/^SCAN \w+$/);
    }
  });

  it.skipIf(testDatabaseIsPostgres)(
    "ORDER BY every sortable column, either way, without a temporary b-tree",
    async () => {
      const cases = [
        { table: "users", sorts: USER_SORTS, id: "users.id" },
        { table: "landings", sorts: LANDING_SORTS, id: "landings.id" },
        { table: "landing_kv", sorts: LANDING_KV_SORTS, id: "landing_kv.id" },
        { table: "scheduled_tasks", sorts: TASK_SORTS, id: "scheduled_tasks.id" },
      ] as const;
      for (const { table, sorts, id } of cases) {
        for (const key of Object.keys(sorts)) {
          for (const dir of ["asc", "desc"] as const) {
            const p = await plan(
              db
                .selectFrom(table)
                .selectAll()
                .orderBy(orderBy(db, sorts, q(key, dir), id))
                .limit(10),
            );
            expect(p, `${table}.${key} ${dir}: ${p}`).not.toMatch(/TEMP B-TREE/);
          }
        }
      }
    },
  );

  it("escapes LIKE's wildcards and tries other scripts' case forms", () => {
    expect(likePrefix("50%_a\\b")).toBe("50\\%\\_a\\\\b%");
    expect(termVariants("Maria")).toEqual(["Maria"]);
    expect(termVariants("анна")).toEqual(["анна", "Анна", "АННА"]);
  });
});
