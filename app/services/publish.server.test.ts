import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../db/database";
import { createLanding, getLandingByUuid, updateLanding } from "../../db/queries/landings";
import { insertUser, updateUserRow } from "../../db/queries/users";
import { insertUserSettings } from "../../db/queries/user-settings";
import { insertHost, markHostVerified } from "../../db/queries/landing-hosts";
import { keys, type SiteStore } from "../../renderer/storage/site-store";
import { fullLanding } from "../../tests/fixtures/full-landing";
import { openTestBucket } from "../../renderer/storage/test-bucket";
import { loadConfig } from "./config.server";
import {
  publishLanding,
  PublishError,
  rebuildLanding,
  refreshOwnerMeta,
  renderPreview,
  unpublishAndDelete,
} from "./publish.server";
import { landingByHost, publicActive, publicData, publicInfo } from "./public-landings.server";
import { listAllPublished } from "../../db/queries/landings";

let db: DB;
let store: SiteStore;
let dispose: () => Promise<void>;
const clock = new Date("2026-11-21T12:00:00Z");
const config = loadConfig({
  DATA_DIR: "/tmp/vitrina-publish-test",
  PUBLIC_URL: "https://pages.test",
  SESSION_SECRET: "s".repeat(32),
});
const ctx = () => ({ db, store, config, now: () => clock });
const text = async (key: string) => {
  const o = await store.get(key);
  return o ? new TextDecoder().decode(o.body) : null;
};

async function owner(email: string, days = 30): Promise<number> {
  const id = await insertUser(db, {
    name: "Owner",
    email,
    phone: "+7 900 000-00-00",
    password_hash: "x",
    created_at: clock.toISOString(),
    tariff_expiration_date: new Date(clock.getTime() + days * 86_400_000).toISOString(),
  });
  await insertUserSettings(db, { user_id: id });
  return id;
}

async function landingWith(userId: number, content: object) {
  const row = await createLanding(db, { parentUser: userId, now: clock });
  await updateLanding(db, row.uuid, { content: JSON.stringify(content) });
  return row.uuid;
}

beforeAll(async () => {
  db = await createTestDb();
  ({ store, dispose } = await openTestBucket());
});
afterAll(async () => {
  await dispose();
  await db.destroy();
});

describe("publishLanding", () => {
  it("writes page, meta and alias route, and the public calls then answer", async () => {
    const uid = await owner("a@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "Mebel-Studio" });
    const res = await publishLanding(ctx(), uuid, { force: false });
    expect(res).toEqual({ published: true, url: "https://pages.test/l/mebel-studio" });
    expect(await text(keys.page(uuid))).toContain(fullLanding.projectName);
    expect(JSON.parse((await text(keys.alias("mebel-studio")))!)).toEqual({ uuid });
    const meta = JSON.parse((await text(keys.meta(uuid)))!);
    expect(meta).toMatchObject({ uuid, published: true, ownerExpired: false, lang: "ru" });
    expect(new Date(meta.expiresAt).getTime()).toBeGreaterThan(clock.getTime());

    const data = await publicData(ctx(), "mebel-studio");
    expect(data?.expired).toBe(false);
    const content = data && !data.expired ? data.content : null;
    expect(content?.projectName).toBe(fullLanding.projectName);
    expect(typeof content?.cards).toBe("string"); // SPEC §3: cards arrive as JSON text
    expect(await publicActive(ctx(), uuid)).toMatchObject({ active: true });
    expect(await publicInfo(ctx(), uuid)).toMatchObject({ expired: false, lang: "ru" });
  });

  it("skips an unchanged landing unless forced", async () => {
    const uid = await owner("b@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "skip-me" });
    expect((await publishLanding(ctx(), uuid, { force: false })).published).toBe(true);
    expect((await publishLanding(ctx(), uuid, { force: false })).published).toBe(false);
    expect((await publishLanding(ctx(), uuid, { force: true })).published).toBe(true);
  });

  it("refuses missing content with fillAllRequired and the fields, and a missing name with enterLinkName", async () => {
    const uid = await owner("c@test.dev");
    const bare = await landingWith(uid, { textAlias: "bare-landing" });
    const err = await publishLanding(ctx(), bare, { force: true }).catch((e) => e);
    expect(err).toBeInstanceOf(PublishError);
    expect(err.code).toBe("fillAllRequired");
    expect(err.fields).toEqual(
      expect.arrayContaining(["projectName", "projectDescription", "projectLogoUrl"]),
    );
    expect(await store.get(keys.page(bare))).toBeNull();

    const noName = await landingWith(uid, { ...fullLanding, textAlias: "" });
    const err2 = await publishLanding(ctx(), noName, { force: true }).catch((e) => e);
    expect(err2.code).toBe("enterLinkName");
  });

  it("answers nameAlreadyTaken (409) when another landing holds the link name", async () => {
    const u1 = await owner("d1@test.dev");
    const u2 = await owner("d2@test.dev");
    const first = await landingWith(u1, { ...fullLanding, textAlias: "taken-name" });
    await publishLanding(ctx(), first, { force: true });
    const second = await landingWith(u2, { ...fullLanding, textAlias: "Taken-Name" });
    const err = await publishLanding(ctx(), second, { force: true }).catch((e) => e);
    expect(err.code).toBe("nameAlreadyTaken");
    expect(err.status).toBe(409);
    expect(JSON.parse((await text(keys.alias("taken-name")))!)).toEqual({ uuid: first });
  });

  it("renaming the link removes the old route; deleting removes page, meta and routes", async () => {
    const uid = await owner("e@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "old-name" });
    await publishLanding(ctx(), uuid, { force: true });
    await updateLanding(db, uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: "new-name" }),
    });
    await publishLanding(ctx(), uuid, { force: false });
    expect(await store.get(keys.alias("old-name"))).toBeNull();
    expect(await store.get(keys.alias("new-name"))).not.toBeNull();

    await renderPreview(ctx(), uuid);
    const row = (await getLandingByUuid(db, uuid))!;
    await unpublishAndDelete(ctx(), row);
    for (const key of [
      keys.page(uuid),
      keys.meta(uuid),
      keys.alias("new-name"),
      keys.preview(uuid),
    ]) {
      expect(await store.get(key)).toBeNull();
    }
  });

  it("a preview never carries analytics; the published page does", async () => {
    const uid = await owner("f@test.dev");
    const uuid = await landingWith(uid, {
      ...fullLanding,
      textAlias: "with-analytics",
      analytics: [{ name: "counter", code: "<script>window.__counted = 1;</script>" }],
    });
    const { url } = await renderPreview(ctx(), uuid);
    expect(url).toMatch(
      new RegExp(`^https://pages.test/preview/${uuid}\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );
    expect(await text(keys.preview(uuid))).not.toContain("__counted");
    await publishLanding(ctx(), uuid, { force: true });
    expect(await text(keys.page(uuid))).toContain("__counted");
  });

  it("an owner's plan change rewrites meta only; expiry shows in the public info", async () => {
    const uid = await owner("g@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "plan-change" });
    await publishLanding(ctx(), uuid, { force: true });
    const pageBefore = await store.get(keys.page(uuid));
    await updateUserRow(db, uid, {
      tariff_expiration_date: new Date(clock.getTime() - 1000).toISOString(),
    });
    expect(await refreshOwnerMeta(ctx(), uid)).toBe(1);
    const meta = JSON.parse((await text(keys.meta(uuid)))!);
    expect(new Date(meta.expiresAt).getTime()).toBeLessThan(clock.getTime());
    expect((await store.get(keys.page(uuid)))?.etag).toBe(pageBefore?.etag);
    expect(await publicInfo(ctx(), uuid)).toMatchObject({ expired: true });
    expect(await publicActive(ctx(), uuid)).toMatchObject({ active: false, expired: true });
    expect(await publicData(ctx(), "plan-change")).toEqual({ expired: true });
  });

  it("rebuild writes only what changed", async () => {
    const uid = await owner("h@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "rebuild-me" });
    await publishLanding(ctx(), uuid, { force: true });
    const [row] = await listAllPublished(db, { uuid }, clock);
    expect(await rebuildLanding(ctx(), row)).toBe("unchanged");
    await updateLanding(db, uuid, { published_hash: "stale" });
    const [stale] = await listAllPublished(db, { uuid }, clock);
    expect(await rebuildLanding(ctx(), stale)).toBe("written");

    // An emptied bucket: a plain rebuild trusts the hash, --force writes everything again.
    await store.delete([keys.page(uuid), keys.alias("rebuild-me")]);
    const [current] = await listAllPublished(db, { uuid }, clock);
    expect(await rebuildLanding(ctx(), current)).toBe("unchanged");
    expect(await rebuildLanding(ctx(), current, { force: true })).toBe("written");
    expect(JSON.parse((await text(keys.alias("rebuild-me")))!)).toEqual({ uuid });
    expect(await text(keys.page(uuid))).toContain(fullLanding.projectName);
  });

  it("byHost finds only verified hosts of published landings", async () => {
    const uid = await owner("i@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "hosted" });
    await publishLanding(ctx(), uuid, { force: true });
    await insertHost(db, {
      hostname: "shop.example",
      landing_uuid: uuid,
      verification_token: "t",
      now: clock,
    });
    expect(await landingByHost(ctx(), "shop.example")).toEqual({ found: false, uuid: null });
    await markHostVerified(db, "shop.example", clock);
    expect(await landingByHost(ctx(), "Shop.Example:443")).toMatchObject({ found: true, uuid });
  });
});
