import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../database";
import {
  countLandingsByOwner,
  createLanding,
  deleteLanding,
  getLandingByAlias,
  getLandingByUuid,
  getLandingWithOwner,
  listAllLandings,
  listAllPublished,
  listLandingsByOwner,
  listLandingsPage,
  recordPublishedVersions,
  updateLanding,
} from "./landings";
import { insertBareUser } from "../../tests/support/user-rows";

const now = new Date("2026-03-01T12:00:00Z");

const addUser = (db: DB, email: string, expiry: string | null = null, tariff = 0) =>
  insertBareUser(db, email, now, { tariff, tariff_expiration_date: expiry });

describe("landings queries", () => {
  let db: DB;
  beforeEach(async () => {
    db = await createTestDb();
  });

  it("creates with a random uuid and reads it back", async () => {
    const u = await addUser(db, "a@x.io");
    const a = await createLanding(db, { parentUser: u, now });
    const b = await createLanding(db, { parentUser: u, now });
    expect(a.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.uuid).not.toBe(b.uuid);
    expect(a.creation_date).toBe(now.toISOString());
    expect((await getLandingByUuid(db, a.uuid))?.id).toBe(a.id);
    expect(await getLandingByUuid(db, "nope")).toBeUndefined();
  });

  it("lists by owner newest first with owner expiry joined", async () => {
    const live = await addUser(db, "live@x.io", "2027-01-01T00:00:00.000Z", 1);
    const dead = await addUser(db, "dead@x.io", "2026-02-01T00:00:00.000Z", 1);
    const l1 = await createLanding(db, { parentUser: live, now });
    const l2 = await createLanding(db, { parentUser: live, now });
    await createLanding(db, { parentUser: dead, now });
    await db
      .updateTable("users")
      .set({ total_available_landings: 2 })
      .where("id", "=", live)
      .execute();
    const mine = await listLandingsByOwner(db, live, now);
    expect(mine.map((l) => l.uuid)).toEqual([l2.uuid, l1.uuid]);
    expect(mine[0].owner_expired).toBe(false);
    expect(mine[0].owner_tariff_expiration_date).toBe("2027-01-01T00:00:00.000Z");
    expect(mine[0].owner_tariff).toBe(1);
    const theirs = await listLandingsByOwner(db, dead, now);
    expect(theirs).toHaveLength(1);
    expect(theirs[0].owner_expired).toBe(true);
    expect(await countLandingsByOwner(db, live)).toBe(2);
    expect(await countLandingsByOwner(db, dead)).toBe(1);
  });

  it("shows the newest landing beyond the allowance as expired, and deletes nothing", async () => {
    const u = await addUser(db, "over@x.io", "2027-01-01T00:00:00.000Z", 1);
    const older = await createLanding(db, { parentUser: u, now });
    const newer = await createLanding(db, { parentUser: u, now });
    const [first, second] = await listLandingsByOwner(db, u, now);
    expect(first.uuid).toBe(newer.uuid);
    expect(first.over_limit).toBe(true);
    expect(first.owner_expired).toBe(true);
    expect(second.uuid).toBe(older.uuid);
    expect(second.owner_expired).toBe(false);
    expect(await countLandingsByOwner(db, u)).toBe(2);
  });

  it("treats an owner without a date as not expired, an inactive owner as expired", async () => {
    const u = await addUser(db, "free@x.io");
    const l = await createLanding(db, { parentUser: u, now });
    expect((await getLandingWithOwner(db, l.uuid, now))?.owner_expired).toBe(false);
    await db.updateTable("users").set({ active: 0 }).where("id", "=", u).execute();
    expect((await getLandingWithOwner(db, l.uuid, now))?.owner_expired).toBe(true);
  });

  it("updates fields and finds by alias case-insensitively", async () => {
    const u = await addUser(db, "a@x.io");
    const l = await createLanding(db, { parentUser: u, now });
    expect(
      await updateLanding(db, l.uuid, {
        textalias: "MyShop",
        projectname: "P",
        companyname: "C",
        content: '{"projectName":"P"}',
        published: 1,
        preview_link: "https://x/a.webp",
        lang: "en",
      }),
    ).toBe(true);
    const got = await getLandingByAlias(db, "myshop");
    expect(got?.uuid).toBe(l.uuid);
    expect(got?.projectname).toBe("P");
    expect(got?.lang).toBe("en");
    expect(await updateLanding(db, "missing", { projectname: "x" })).toBe(false);
    expect(await updateLanding(db, l.uuid, {})).toBe(false);
  });

  it("records many landings' versions in one statement, each row its own, others untouched", async () => {
    const u = await addUser(db, "batch@x.io");
    const [a, b, c, d] = await Promise.all(
      [1, 2, 3, 4].map(() => createLanding(db, { parentUser: u, now })),
    );
    await updateLanding(db, b.uuid, { published_hash: "old-b", published_meta_hash: "old-mb" });
    await updateLanding(db, d.uuid, { published_hash: "old-d", published_meta_hash: "old-md" });
    await recordPublishedVersions(db, [
      { uuid: a.uuid, published_hash: "page-a", published_meta_hash: "meta-a" },
      // A meta-only change keeps the page's version as it was.
      { uuid: b.uuid, published_meta_hash: "meta-b" },
      { uuid: c.uuid, published_hash: "page-c", published_meta_hash: "meta-c" },
    ]);
    const row = async (uuid: string) => {
      const r = await getLandingByUuid(db, uuid);
      return [r?.published_hash, r?.published_meta_hash];
    };
    expect(await row(a.uuid)).toEqual(["page-a", "meta-a"]);
    expect(await row(b.uuid)).toEqual(["old-b", "meta-b"]);
    expect(await row(c.uuid)).toEqual(["page-c", "meta-c"]);
    expect(await row(d.uuid)).toEqual(["old-d", "old-md"]);
    // Meta-only batches (no page version at all) work as well.
    await recordPublishedVersions(db, [{ uuid: d.uuid, published_meta_hash: "meta-d" }]);
    expect(await row(d.uuid)).toEqual(["old-d", "meta-d"]);
    await recordPublishedVersions(db, []);
  });

  it("keeps aliases unique", async () => {
    const u = await addUser(db, "a@x.io");
    const a = await createLanding(db, { parentUser: u, now });
    const b = await createLanding(db, { parentUser: u, now });
    await updateLanding(db, a.uuid, { textalias: "shop" });
    await expect(updateLanding(db, b.uuid, { textalias: "shop" })).rejects.toThrow(/UNIQUE/i);
  });

  it("lists published ones with filters, deletes", async () => {
    const u1 = await addUser(db, "a@x.io");
    const u2 = await addUser(db, "b@x.io");
    const a = await createLanding(db, { parentUser: u1, now });
    const b = await createLanding(db, { parentUser: u2, now });
    await createLanding(db, { parentUser: u2, now });
    await updateLanding(db, a.uuid, { published: 1 });
    await updateLanding(db, b.uuid, { published: 1 });
    expect((await listAllPublished(db)).map((l) => l.uuid)).toEqual([a.uuid, b.uuid]);
    expect((await listAllPublished(db, { userId: u2 })).map((l) => l.uuid)).toEqual([b.uuid]);
    expect((await listAllPublished(db, { uuid: a.uuid })).map((l) => l.uuid)).toEqual([a.uuid]);
    expect(await listAllLandings(db)).toHaveLength(3);
    expect(await deleteLanding(db, a.uuid)).toBe(true);
    expect(await deleteLanding(db, a.uuid)).toBe(false);
    expect(await listAllLandings(db)).toHaveLength(2);
  });

  it("pages and searches", async () => {
    const u = await addUser(db, "a@x.io");
    for (let i = 0; i < 12; i++) {
      const l = await createLanding(db, { parentUser: u, now });
      await updateLanding(db, l.uuid, { projectname: `Proj ${i}` });
    }
    const p1 = await listLandingsPage(db, { page: 1, pageSize: 10 });
    expect(p1.total).toBe(12);
    expect(p1.rows).toHaveLength(10);
    expect(p1.rows[0].projectname).toBe("Proj 11");
    const p2 = await listLandingsPage(db, { page: 2, pageSize: 10 });
    expect(p2.rows.map((r) => r.projectname)).toEqual(["Proj 1", "Proj 0"]);
    const s = await listLandingsPage(db, { page: 1, pageSize: 10, search: "proj 1" });
    expect(s.total).toBe(3);
    const pct = await listLandingsPage(db, { page: 1, pageSize: 10, search: "%" });
    expect(pct.total).toBe(0);
  });
});
