import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, testDatabaseIsPostgres } from "../database";
import { migrations } from "./index";

const NAME = "20261125T0900_task_runner";

describe(`migration ${NAME}`, () => {
  // SQLite-era rows only: a PostgreSQL database starts empty (issue 12), so the
  // conversion is SQLite's alone.
  it.skipIf(testDatabaseIsPostgres)(
    "turns the admin's old tariff_expiration rows into plan.expired tasks",
    async () => {
      const db = openDatabase(":memory:");
      const names = Object.keys(migrations).sort();
      const before = names[names.indexOf(NAME) - 1];
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const r = await migrator.migrateTo(before);
      expect(r.error).toBeUndefined();

      const at = "2026-11-20T09:00:00.000Z";
      const user = await db
        .insertInto("users")
        .values({
          name: "Old",
          email: "old@test.dev",
          phone: "",
          password_hash: "x",
          created_at: at,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const old = (execution_time: string, payload: string, status = "pending") =>
        db
          .insertInto("scheduled_tasks")
          .values({
            name: "tariff_expiration",
            execution_time,
            payload,
            method: "POST",
            status: status as "pending",
            created_at: at,
          } as never)
          .execute();
      await old("2026-12-01T00:00:00.000Z", JSON.stringify({ userId: user.id }));
      await old("2026-10-01T00:00:00.000Z", JSON.stringify({ userId: user.id }), "completed");
      await old("2026-12-02T00:00:00.000Z", "garbage");
      await db
        .insertInto("scheduled_tasks")
        .values({ name: "something.else", execution_time: at, payload: "{}", created_at: at })
        .execute();

      expect(await migrateToLatest(db)).toContain(NAME);
      const rows = await db.selectFrom("scheduled_tasks").selectAll().orderBy("id").execute();
      expect(rows.map((t) => [t.name, t.status, t.method, t.payload])).toEqual([
        [
          "plan.expired",
          "pending",
          "POST",
          JSON.stringify({ userId: user.id, expiry: "2026-12-01T00:00:00.000Z" }),
        ],
        [
          "plan.expired",
          "completed",
          "POST",
          JSON.stringify({ userId: user.id, expiry: "2026-10-01T00:00:00.000Z" }),
        ],
        ["plan.expired", "pending", "POST", "garbage"],
        ["something.else", "pending", "GET", "{}"],
      ]);
      expect(rows[0]).toMatchObject({
        attempts: 0,
        lease_until: null,
        claimed_by: null,
        last_error: null,
        dedupe_key: null,
      });

      // The dedupe key is unique where set; plan_notices is unique per (user, expiry, kind).
      const task = (key: string | null) =>
        db
          .insertInto("scheduled_tasks")
          .values({ name: "plan.scan", execution_time: at, created_at: at, dedupe_key: key })
          .execute();
      await task(null);
      await task(null);
      await task("k");
      await expect(task("k")).rejects.toThrow(/UNIQUE/);
      const notice = () =>
        db
          .insertInto("plan_notices")
          .values({ user_id: user.id, expiry: at, kind: "expired", task_id: null, created_at: at })
          .execute();
      await notice();
      await expect(notice()).rejects.toThrow(/UNIQUE/);

      // And back down.
      const down = await migrator.migrateTo(before);
      expect(down.error).toBeUndefined();
      const back = await db
        .selectFrom("scheduled_tasks")
        .select(["name", "payload"])
        .orderBy("id")
        .execute();
      expect(back[0]).toEqual({
        name: "tariff_expiration",
        payload: JSON.stringify({ userId: user.id }),
      });
      await db.destroy();
    },
  );
});
