import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "./database";
import { insertHost } from "./queries/landing-hosts";
import { setLandingKv } from "./queries/landing-kv";
import { createLanding } from "./queries/landings";
import { insertToken } from "./queries/one-time-tokens";
import { insertSession } from "./queries/sessions";
import { insertUserSettings } from "./queries/user-settings";
import { deleteUser, insertUser } from "./queries/users";

let db: DB;
const now = new Date("2026-11-21T12:00:00Z");
const stamp = now.toISOString();

async function userWithEverything(email: string): Promise<{ id: number; uuid: string }> {
  const id = await insertUser(db, {
    name: email,
    email,
    phone: "",
    password_hash: "x",
    created_at: stamp,
  });
  await insertUserSettings(db, { user_id: id });
  await insertSession(db, {
    id: `session-${email}`,
    user_id: id,
    xsrf_token: "t",
    impersonator_id: null,
    created_at: stamp,
    last_seen_at: stamp,
    expires_at: stamp,
    ip: null,
    user_agent: null,
  });
  await insertToken(db, {
    user_id: id,
    kind: "password_reset",
    token_hash: `hash-${email}`,
    created_at: stamp,
    expires_at: stamp,
  });
  await db
    .insertInto("purchases")
    .values({
      user_id: id,
      item_name: "PRO",
      purchase_type: "pro",
      amount: 500,
      purchase_date: stamp,
    })
    .execute();
  const landing = await createLanding(db, { parentUser: id, now });
  await setLandingKv(db, landing.uuid, "qas", "[]");
  await insertHost(db, {
    hostname: `${landing.uuid}.example`,
    landing_uuid: landing.uuid,
    verification_token: "v",
    now,
  });
  return { id, uuid: landing.uuid };
}

const count = async (table: string) =>
  Number(
    (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0].n,
  );

beforeAll(async () => {
  db = await createTestDb();
});
afterAll(() => db.destroy());

describe("deleting a user", () => {
  it("removes what belongs to them and nothing else", async () => {
    const gone = await userWithEverything("gone@test.dev");
    const kept = await userWithEverything("kept@test.dev");
    const tables = [
      "users",
      "user_settings",
      "sessions",
      "one_time_tokens",
      "purchases",
      "landings",
      "landing_kv",
      "landing_hosts",
    ];
    for (const t of tables) expect(await count(t)).toBe(2);

    expect(await deleteUser(db, gone.id)).toBe(true);
    for (const t of tables) expect(await count(t), t).toBe(1);
    const left = await db.selectFrom("landings").select("uuid").execute();
    expect(left).toEqual([{ uuid: kept.uuid }]);
  });
});
