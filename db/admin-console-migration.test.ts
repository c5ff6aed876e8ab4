import { Migrator } from "kysely";
import { describe, expect, it } from "vitest";
import { migrateToLatest, openDatabase, testDatabaseIsPostgres } from "./database";
import { migrations } from "./migrations/index";

/** Migration 20261125T1200_admin_console copies each draft's qas, cards and contacts (decision 007). */
describe("admin console migration", () => {
  // SQLite-era drafts only: a PostgreSQL database starts empty (issue 12).
  it.skipIf(testDatabaseIsPostgres)(
    "backfills the mirrored Landing KV rows from existing drafts (the draft wins)",
    async () => {
      const db = openDatabase(":memory:");
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const before = Object.keys(migrations)
        .sort()
        .filter((name) => name < "20261125T1200_admin_console")
        .pop()!;
      const step = await migrator.migrateTo(before);
      expect(step.error).toBeUndefined();
      const at = "2026-11-25T00:00:00.000Z";
      await db
        .insertInto("users")
        .values({
          name: "U",
          email: "u@x.io",
          phone: "",
          password_hash: "x",
          created_at: at,
        } as never)
        .execute();
      const content = JSON.stringify({
        qas: [{ question: "Q", answer: "A", open: false }],
        cards: [],
        contacts: { email: "a@b.co" },
      });
      await db
        .insertInto("landings")
        .values([
          { uuid: "u-1", parent_user: 1, content, creation_date: at, updated_at: at },
          { uuid: "u-2", parent_user: 1, content: "not json", creation_date: at, updated_at: at },
        ] as never)
        .execute();
      await db
        .insertInto("landing_kv")
        .values([
          { parent_landing: "u-1", key: "qas", value: "stale" },
          { parent_landing: "u-1", key: "note", value: "kept" },
        ])
        .execute();
      await migrateToLatest(db);
      const rows = await db
        .selectFrom("landing_kv")
        .select(["parent_landing", "key", "value"])
        .orderBy("key")
        .execute();
      expect(rows).toEqual([
        { parent_landing: "u-1", key: "cards", value: "[]" },
        { parent_landing: "u-1", key: "contacts", value: '{"email":"a@b.co"}' },
        { parent_landing: "u-1", key: "note", value: "kept" },
        {
          parent_landing: "u-1",
          key: "qas",
          value: '[{"question":"Q","answer":"A","open":false}]',
        },
      ]);
      await db.destroy();
    },
  );
});
