import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testDatabaseIsPostgres, type DB } from "./database";

let db: DB;
beforeAll(async () => {
  db = await createTestDb();
  await sql`create table t (id integer primary key, v text)`.execute(db);
  for (let i = 1; i <= 5; i++)
    await db
      .insertInto("t" as never)
      .values({ id: i, v: `v${i}` } as never)
      .execute();
});
afterAll(() => db.destroy());

const byId = (id: number) =>
  db
    .selectFrom("t" as never)
    .select("v" as never)
    .where("id" as never, "=", id as never);

describe.skipIf(testDatabaseIsPostgres)("SQLite statements reused across queries", () => {
  it("the same query with other parameters answers each time by its own parameters", async () => {
    for (let i = 1; i <= 5; i++) expect(await byId(i).executeTakeFirst()).toEqual({ v: `v${i}` });
  });

  it("a streamed query left half-way does not hold its statement for the next run", async () => {
    const all = db
      .selectFrom("t" as never)
      .select("id" as never)
      .orderBy("id" as never);
    for await (const row of all.stream()) {
      expect(row).toEqual({ id: 1 });
      break;
    }
    expect(await all.execute()).toHaveLength(5);
    const seen: unknown[] = [];
    for await (const row of all.stream()) seen.push(row);
    expect(seen).toHaveLength(5);
  });

  it("writes report their own changes", async () => {
    const r = await db
      .updateTable("t" as never)
      .set({ v: "x" } as never)
      .where("id" as never, "<", 3 as never)
      .executeTakeFirst();
    expect(Number(r.numUpdatedRows)).toBe(2);
  });
});
