import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../database";
import {
  deleteLandingKv,
  deleteLandingKvById,
  getLandingKv,
  listLandingKv,
  setLandingKv,
  updateLandingKvById,
} from "./landing-kv";
import { createLanding, deleteLanding } from "./landings";
import { insertBareUser } from "../../tests/support/user-rows";

const now = new Date("2026-03-01T12:00:00Z");

describe("landing_kv queries", () => {
  let db: DB;
  let uuid: string;
  let other: string;
  beforeEach(async () => {
    db = await createTestDb();
    const u = await insertBareUser(db, "a@x.io", now, { name: "a" });
    uuid = (await createLanding(db, { parentUser: u, now })).uuid;
    other = (await createLanding(db, { parentUser: u, now })).uuid;
  });

  it("sets, overwrites, gets and lists", async () => {
    await setLandingKv(db, uuid, "qas", "[]");
    const again = await setLandingKv(db, uuid, "qas", '[{"question":"q"}]');
    await setLandingKv(db, other, "cards", "[]");
    expect((await getLandingKv(db, uuid, "qas"))?.value).toBe('[{"question":"q"}]');
    expect(again.key).toBe("qas");
    expect(await listLandingKv(db, uuid)).toHaveLength(1);
    expect(await listLandingKv(db)).toHaveLength(2);
    expect(await getLandingKv(db, uuid, "nope")).toBeUndefined();
  });

  it("updates and deletes by key and id; cascades with the landing", async () => {
    const row = await setLandingKv(db, uuid, "a", "1");
    await setLandingKv(db, uuid, "b", "2");
    expect(await updateLandingKvById(db, row.id, { value: "9" })).toBe(true);
    expect((await getLandingKv(db, uuid, "a"))?.value).toBe("9");
    expect(await deleteLandingKv(db, uuid, "b")).toBe(true);
    expect(await deleteLandingKv(db, uuid, "b")).toBe(false);
    expect(await deleteLandingKvById(db, row.id)).toBe(true);
    await setLandingKv(db, other, "c", "3");
    await deleteLanding(db, other);
    expect(await listLandingKv(db)).toHaveLength(0);
  });

  it("rejects a key for a landing that does not exist", async () => {
    await expect(setLandingKv(db, "missing", "k", "v")).rejects.toThrow(/FOREIGN KEY/i);
  });
});
