import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "./database";
import {
  dialectOf,
  isUniqueViolation,
  likeNoCase,
  raiseIdSequence,
  readIdSequence,
  syncIdSequence,
} from "./dialect";
import { orderBy } from "./queries/admin-list";
import { USER_SORTS } from "./queries/admin-users";
import { countUsers, insertUser, reserveUserIdsUpTo } from "./queries/users";
import { fullUserRow } from "../tests/support/user-rows";

/**
 * The dialect helpers (issue 12) answer the same on SQLite and on
 * PostgreSQL: this file runs in both halves of the suite.
 */
let db: DB;
const at = "2026-11-25T10:00:00.000Z";
const user = (email: string, extra: Record<string, unknown> = {}) =>
  insertUser(db, fullUserRow(email, at, extra) as never);

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.destroy();
});

describe(`dialect helpers (${process.env.TEST_DATABASE_URL ? "postgres" : "sqlite"})`, () => {
  it("knows its database", () => {
    expect(dialectOf(db)).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "sqlite");
  });

  it("recognises unique and primary-key violations by code, per column when asked", async () => {
    const a = await user("Taken@Example.com");
    const caught = async (p: Promise<unknown>) => p.then(() => null).catch((e: unknown) => e);

    const dupEmail = await caught(user("taken@example.com"));
    expect(isUniqueViolation(dupEmail)).toBe(true);
    expect(isUniqueViolation(dupEmail, "users.email")).toBe(true);
    expect(isUniqueViolation(dupEmail, "users.name")).toBe(false);

    const dupId = await caught(user("other@example.com", { id: a }));
    expect(isUniqueViolation(dupId)).toBe(true);
    expect(isUniqueViolation(dupId, "users.email")).toBe(false);

    const landing = { parent_user: a, creation_date: at, updated_at: at };
    await db
      .insertInto("landings")
      .values({ ...landing, uuid: "u-1" })
      .execute();
    const host = {
      hostname: "h.example",
      landing_uuid: "u-1",
      verification_token: "t",
      created_at: at,
    };
    const addHost = () => db.insertInto("landing_hosts").values(host).execute();
    await addHost();
    const dupHost = await caught(addHost());
    expect(isUniqueViolation(dupHost)).toBe(true);

    const fk = await caught(
      db
        .insertInto("landings")
        .values({ ...landing, uuid: "u-2", parent_user: 999 })
        .execute(),
    );
    expect(fk).toBeInstanceOf(Error);
    expect(isUniqueViolation(fk)).toBe(false);
    expect(isUniqueViolation(new Error("UNIQUE constraint failed: users.email"))).toBe(false);
  });

  it("LIKE folds ASCII case only, honours the escape, and counts are numbers", async () => {
    await user("anna.b%x@example.com", { name: "Анна" });
    const match = async (pattern: string, col = "users.email") =>
      (
        await db
          .selectFrom("users")
          .select("email")
          .where(likeNoCase(db, col, pattern))
          .orderBy("id")
          .execute()
      ).map((r) => r.email);
    expect(await match("ANNA.%")).toEqual(["anna.b%x@example.com"]);
    expect(await match("anna.b\\%x%")).toEqual(["anna.b%x@example.com"]);
    expect(await match("anna.b\\%y%")).toEqual([]);
    expect(await match("Анна", "users.name")).toEqual(["anna.b%x@example.com"]);
    expect(await match("анна", "users.name")).toEqual([]);
    expect(typeof (await countUsers(db))).toBe("number");
    const raw = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(typeof raw.n).toBe("number");
  });

  it("id counters: explicit ids move them, raising never lowers them", async () => {
    await reserveUserIdsUpTo(db, 40);
    expect(await readIdSequence(db, "users")).toBeGreaterThanOrEqual(40);
    const next = await user("next@example.com");
    expect(next).toBe(41);
    await user("explicit@example.com", { id: 60 });
    expect(await user("after@example.com")).toBe(61);
    await raiseIdSequence(db, "users", 10);
    await syncIdSequence(db, "users");
    expect(await user("later@example.com")).toBe(62);
  });

  it("takes a U+0000 in text: kept on SQLite, dropped on PostgreSQL (its text cannot hold one)", async () => {
    const id = await user("nul@example.com", { name: "zq\u0000x" });
    const row = await db.selectFrom("users").select("name").where("id", "=", id).executeTakeFirst();
    expect(row?.name).toBe(dialectOf(db) === "postgres" ? "zqx" : "zq\u0000x");
    const found = await db
      .selectFrom("users")
      .select("id")
      .where(likeNoCase(db, "users.name", "zq\u0000%"))
      .execute();
    expect(found.map((r) => r.id)).toEqual([id]);
  });

  it("NULLs sort first ascending and last descending, as on SQLite", async () => {
    await user("logged@example.com", { last_login: at });
    const q = (dir: "asc" | "desc") =>
      db
        .selectFrom("users")
        .select("last_login")
        .orderBy(
          orderBy(
            db,
            USER_SORTS,
            { search: "", sort: "last_login", dir, page: 1, pageSize: 100 },
            "users.id",
          ),
        )
        .execute();
    const asc = (await q("asc")).map((r) => r.last_login);
    const desc = (await q("desc")).map((r) => r.last_login);
    expect(asc[0]).toBeNull();
    expect(asc.at(-1)).toBe(at);
    expect(desc[0]).toBe(at);
    expect(desc.at(-1)).toBeNull();
  });
});
