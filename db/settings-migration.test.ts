import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { createTestDb, type DB } from "./database";
import { migrations } from "./migrations/index";

const migratorFor = (db: DB) =>
  new Migrator({ db, provider: { getMigrations: async () => migrations } });

describe("migration 20261124T1000_settings (one_time_tokens rebuilt)", () => {
  it("keeps existing tokens, adds payload and the two new kinds, keeps the cascade; down undoes it", async () => {
    const db = await createTestDb({ migrate: false });
    const migrator = migratorFor(db);
    expect((await migrator.migrateTo("20261123T1400_payments")).error).toBeUndefined();
    await sql`insert into users (id, name, email, password_hash, created_at) values (5, 'A', 'a@x.io', 'h', '2026-01-01')`.execute(
      db,
    );
    await sql`insert into one_time_tokens (user_id, kind, token_hash, created_at, expires_at) values (5, 'password_reset', 'h1', '2026-01-01', '2026-01-02')`.execute(
      db,
    );

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = await db.selectFrom("one_time_tokens").selectAll().execute();
    expect(kept).toEqual([
      expect.objectContaining({
        id: 1,
        user_id: 5,
        kind: "password_reset",
        token_hash: "h1",
        payload: null,
      }),
    ]);
    await db
      .insertInto("one_time_tokens")
      .values([
        {
          user_id: 5,
          kind: "email_change",
          token_hash: "h2",
          created_at: "x",
          expires_at: "y",
          payload: "n@x.io",
        },
        {
          user_id: 5,
          kind: "email_revert",
          token_hash: "h3",
          created_at: "x",
          expires_at: "y",
          payload: "a@x.io",
        },
      ])
      .execute();
    await expect(
      sql`insert into one_time_tokens (user_id, kind, token_hash, created_at, expires_at) values (5, 'bogus', 'h4', 'x', 'y')`.execute(
        db,
      ),
    ).rejects.toThrow(/CHECK|check constraint/);
    await expect(
      sql`insert into one_time_tokens (user_id, kind, token_hash, created_at, expires_at) values (5, 'email_change', 'h2', 'x', 'y')`.execute(
        db,
      ),
    ).rejects.toThrow(/UNIQUE|unique constraint/);
    const ids = await db.selectFrom("one_time_tokens").select("id").execute();
    expect(ids.map((r) => r.id)).toEqual([1, 2, 3]);

    // Down through this migration (and any later ones) to the one before it.
    expect((await migrator.migrateTo("20261123T1400_payments")).error).toBeUndefined();
    const after = await sql<{ kind: string }>`select kind from one_time_tokens`.execute(db);
    expect(after.rows.map((r) => r.kind)).toEqual(["password_reset"]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    await sql`delete from users where id = 5`.execute(db);
    expect(await db.selectFrom("one_time_tokens").selectAll().execute()).toEqual([]);
    await db.destroy();
  });
});
