import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { insertClaim } from "../../../db/queries/domain-claims";
import { getLandingByUuid, listLandingsByOwner } from "../../../db/queries/landings";
import { countLandingsByOwner } from "../../../db/queries/landings";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import {
  createLandingFor,
  getForEditor,
  listLandings,
  setState,
  type Actor,
} from "../landings/index.server";
import { deleteLandingFor } from "./index.server";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { deleteLandingEverywhere } from "../admin/landings.server";
import type { AppContext } from "../platform/runtime.server";
import {
  isRetainedAsset,
  listBin,
  listVersionsFor,
  purgeBin,
  restoreVersion,
  retainedAssetHashes,
  undeleteLanding,
  versionPreviewHtml,
} from "./index.server";
import { insertBareUser } from "../../../tests/support/user-rows";
import { refusal } from "../../../tests/support/refusals";
import { insertVerifiedHost } from "../../../tests/support/host-rows";

let store: SiteStore;
let db: DB;
let clock = new Date("2026-11-26T12:00:00Z");
const config = testConfig();
const ctx = () => ({ db, store, config, now: () => clock });
const DAY = 86_400_000;
const bodyOf = async (key: string) => new TextDecoder().decode((await store.get(key))!.body);

withTestStore((s) => (store = s));
beforeEach(async () => {
  db = await createTestDb();
  clock = new Date("2026-11-26T12:00:00Z");
});

async function addUser(email: string, o: { tariff?: number; total?: number } = {}) {
  const id = await insertBareUser(db, email, clock, {
    name: email.split("@")[0],
    tariff: o.tariff ?? 1,
    tariff_expiration_date: new Date(clock.getTime() + 300 * DAY).toISOString(),
    total_available_landings: o.total ?? 1,
    email_confirmed_at: clock.toISOString(),
  });
  const actor: Actor = {
    id,
    tariff: o.tariff ?? 1,
    expired: false,
    total_available_landings: o.total ?? 1,
  };
  return actor;
}

const page = (alias: string, marker: string) => ({
  ...fullLanding,
  textAlias: alias,
  projectDescription: marker,
});

async function publish(actor: Actor, uuid: string, content: object) {
  clock = new Date(clock.getTime() + 60_000);
  return setState(ctx() as AppContext, actor, uuid, { ...content, force: true });
}

describe("versions", () => {
  it("keeps every publish with who published it; an admin acting as the owner counts as the admin", async () => {
    const owner = await addUser("olga@x.io");
    const admin = await addUser("admin@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("olga", "first text"));
    const faqEdited = {
      ...page("olga", "first text"),
      qas: fullLanding.qas.map((q, i) => (i < 2 ? { ...q, answer: `${q.answer}!` } : q)),
      cards: [...fullLanding.cards.slice(0, 8), { id: "new", title: "New", link: "", url: "" }],
    };
    await publish({ ...owner, impersonatorId: admin.id }, uuid, faqEdited);

    const versions = await listVersionsFor(ctx(), owner, uuid);
    expect(versions.map((v) => [v.n, v.by, v.live])).toEqual([
      [2, "admin", true],
      [1, "owner", false],
    ]);
    expect(versions[1].byName).toBe("olga");
    expect(versions[0].byName).toBeNull();
    expect(versions[1].summary).toBeNull();
    // "FAQ: 2 changed; cards: 1 added, 1 removed"
    expect(versions[0].summary).toEqual([
      { section: "cards", added: 1, removed: 1, changed: 0 },
      { section: "faq", added: 0, removed: 0, changed: 2 },
    ]);
    const stored = await db.selectFrom("landing_versions").select("published_by").execute();
    expect(stored.map((r) => r.published_by).sort()).toEqual([owner.id, admin.id].sort());
  });

  it("keeps the last 30: the 31st and 32nd publish delete versions 1 and 2", async () => {
    const owner = await addUser("many@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    for (let i = 1; i <= 32; i++) await publish(owner, uuid, page("many", `text ${i}`));
    const versions = await listVersionsFor(ctx(), owner, uuid);
    expect(versions).toHaveLength(30);
    expect(versions[0].n).toBe(32);
    expect(versions.at(-1)!.n).toBe(3);
    expect(await refusal(restoreVersion(ctx(), owner, uuid, "1", {}))).toMatchObject({
      status: 404,
      body: { error: "versionNotFound" },
    });
  });

  it("restore as draft loads the version into the draft without publishing", async () => {
    const owner = await addUser("draft@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("draft", "one"));
    await publish(owner, uuid, page("draft", "two"));
    const out = await restoreVersion(ctx(), owner, uuid, "1", { publish: false });
    expect(out).toMatchObject({ success: true, n: 1, publishState: "changed" });
    expect(out.published).toBeUndefined();
    const editor = await getForEditor(ctx(), owner, uuid);
    expect(editor.content.projectDescription).toBe("one");
    expect(editor.updatedAt).toBe(out.updatedAt);
    expect(await bodyOf(keys.page(uuid))).toContain("two");
    expect(await listVersionsFor(ctx(), owner, uuid)).toHaveLength(2);
  });

  it("republish goes through today's publish: a new version, the alias claim and its refusal", async () => {
    const owner = await addUser("re@x.io");
    const other = await addUser("other@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("first-name", "one"));
    await publish(owner, uuid, page("second-name", "two"));
    // Someone else takes the first name meanwhile.
    const theirs = await createLandingFor(ctx(), other);
    await publish(other, theirs.uuid, page("first-name", "theirs"));
    const taken = await refusal(restoreVersion(ctx(), owner, uuid, "1", { publish: true }));
    expect(taken).toMatchObject({ status: 409, body: { error: "nameAlreadyTaken" } });

    await publish(owner, uuid, page("third-name", "three"));
    const out = await restoreVersion(ctx(), owner, uuid, "2", { publish: true });
    expect(out).toMatchObject({ published: true, publishState: "live" });
    expect(out.url).toContain("second-name");
    const page2 = await bodyOf(keys.page(uuid));
    expect(page2).toContain("two");
    expect(await store.get(keys.alias("third-name"))).toBeNull();
    const versions = await listVersionsFor(ctx(), owner, uuid);
    expect(versions.map((v) => v.n)).toEqual([4, 3, 2, 1]);
  });

  it("is the owner's alone; bad input is refused", async () => {
    const owner = await addUser("mine@x.io");
    const stranger = await addUser("stranger@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("mine", "one"));
    expect((await refusal(listVersionsFor(ctx(), stranger, uuid))).status).toBe(404);
    expect((await refusal(restoreVersion(ctx(), stranger, uuid, "1", {}))).status).toBe(404);
    expect((await refusal(versionPreviewHtml(ctx(), stranger, uuid, "1"))).status).toBe(404);
    expect(
      await refusal(restoreVersion(ctx(), owner, uuid, "1", { publish: "yes" })),
    ).toMatchObject({ status: 400, body: { error: "invalidState", fields: ["publish"] } });
    expect((await refusal(restoreVersion(ctx(), owner, uuid, "x", {}))).status).toBe(404);
    const html = await versionPreviewHtml(ctx(), owner, uuid, "1");
    expect(html).toContain("one");
  });
});

describe("bin", () => {
  it("an owner's delete bins: off the edge, name and host released, off the limit; restore brings it back", async () => {
    const owner = await addUser("bin@x.io", { total: 1 });
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("shop", "binned text"));
    await insertVerifiedHost(db, "shop.example", uuid, clock);
    await insertClaim(db, { hostname: "shop.example", landing_uuid: uuid, token: "t", now: clock });
    await deleteLandingFor(ctx(), owner, uuid);
    expect(await db.selectFrom("domain_claims").selectAll().execute()).toEqual([]);

    expect(await store.get(keys.page(uuid))).toBeNull();
    expect(await store.get(keys.alias("shop"))).toBeNull();
    expect(await db.selectFrom("landing_hosts").selectAll().execute()).toEqual([]);
    expect(await listLandings(ctx(), owner)).toEqual([]);
    expect(await countLandingsByOwner(db, owner.id)).toBe(0);
    expect((await refusal(getForEditor(ctx(), owner, uuid))).status).toBe(404);
    const bin = await listBin(ctx(), owner);
    expect(bin).toEqual([
      expect.objectContaining({
        uuid,
        textalias: "shop",
        aliasFree: true,
        daysLeft: 30,
        wasPublished: true,
      }),
    ]);

    // Binned landings do not count: a new one fits the limit of 1; then restore is refused.
    const fresh = await createLandingFor(ctx(), owner);
    const refused = await refusal(undeleteLanding(ctx(), owner, uuid));
    expect(refused).toMatchObject({
      status: 403,
      body: { error: "limitReached", reason: "buyExtra" },
    });
    await deleteLandingFor(ctx(), owner, fresh.uuid);

    const back = await undeleteLanding(ctx(), owner, uuid);
    expect(back).toEqual({
      success: true,
      uuid,
      textalias: "shop",
      aliasLost: false,
      published: true,
    });
    expect(await bodyOf(keys.page(uuid))).toContain("binned text");
    expect(await store.get(keys.alias("shop"))).not.toBeNull();
    expect((await listLandingsByOwner(db, owner.id)).map((l) => l.uuid)).toEqual([uuid]);
    expect((await getForEditor(ctx(), owner, uuid)).published).toBe(true);
  });

  it("restore without the name when another landing took it, and says so", async () => {
    const owner = await addUser("lost@x.io");
    const rival = await addUser("rival@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("wanted", "mine"));
    await deleteLandingFor(ctx(), owner, uuid);
    const theirs = await createLandingFor(ctx(), rival);
    await publish(rival, theirs.uuid, page("wanted", "theirs"));
    expect((await listBin(ctx(), owner))[0]).toMatchObject({
      textalias: "wanted",
      aliasFree: false,
    });

    const back = await undeleteLanding(ctx(), owner, uuid);
    expect(back).toEqual({
      success: true,
      uuid,
      textalias: null,
      aliasLost: true,
      published: false,
    });
    expect((await getLandingByUuid(db, uuid))!.published).toBe(0);
    expect(JSON.parse(await bodyOf(keys.alias("wanted")))).toEqual({ uuid: theirs.uuid });
  });

  it("undelete is the owner's alone and only for a binned landing", async () => {
    const owner = await addUser("u1@x.io");
    const stranger = await addUser("u2@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    expect((await refusal(undeleteLanding(ctx(), owner, uuid))).status).toBe(404);
    await deleteLandingFor(ctx(), owner, uuid);
    expect((await refusal(undeleteLanding(ctx(), stranger, uuid))).status).toBe(404);
    expect(await listBin(ctx(), stranger)).toEqual([]);
  });

  it("purges after 30 days, versions with it; not a day earlier", async () => {
    const owner = await addUser("purge@x.io");
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, page("purged", "one"));
    await deleteLandingFor(ctx(), owner, uuid);
    clock = new Date(clock.getTime() + 29 * DAY);
    expect(await purgeBin(ctx())).toBe(0);
    expect((await listBin(ctx(), owner))[0].daysLeft).toBe(1);
    clock = new Date(clock.getTime() + DAY);
    expect(await purgeBin(ctx())).toBe(1);
    expect(await getLandingByUuid(db, uuid)).toBeUndefined();
    expect(await db.selectFrom("landing_versions").selectAll().execute()).toEqual([]);
  });

  it("an admin's delete offers the bin or deletes at once", async () => {
    const owner = await addUser("adm@x.io", { total: 2 });
    const a = await createLandingFor(ctx(), owner);
    const b = await createLandingFor(ctx(), owner);
    const full = { ...ctx(), mailer: { send: async () => {} } } as AppContext;
    await deleteLandingEverywhere(full, a.uuid, "bin");
    await deleteLandingEverywhere(full, b.uuid, "now");
    expect((await listBin(ctx(), owner)).map((l) => l.uuid)).toEqual([a.uuid]);
    expect(await getLandingByUuid(db, b.uuid)).toBeUndefined();
  });
});

describe("asset retention", () => {
  it("keeps assets of kept versions and binned landings, and lets go of purged ones", async () => {
    const owner = await addUser("assets@x.io");
    const h = (c: string) => c.repeat(64);
    const { uuid } = await createLandingFor(ctx(), owner);
    await publish(owner, uuid, {
      ...page("photos", "one"),
      projectLogoUrl: `/assets/${h("a")}.png`,
    });
    await publish(owner, uuid, {
      ...page("photos", "two"),
      projectLogoUrl: `/assets/${h("b")}.png`,
    });
    // The draft and the live page now use only b; version 1 still refers to a.
    let kept = await retainedAssetHashes(db);
    expect(kept.has(h("a"))).toBe(true);
    expect(isRetainedAsset(`${h("a")}-640.webp`, kept)).toBe(true);
    expect(isRetainedAsset(`${h("c")}.png`, kept)).toBe(false);

    await deleteLandingFor(ctx(), owner, uuid);
    kept = await retainedAssetHashes(db);
    expect([h("a"), h("b")].every((x) => kept.has(x))).toBe(true);

    clock = new Date(clock.getTime() + 31 * DAY);
    await purgeBin(ctx());
    kept = await retainedAssetHashes(db);
    expect(kept.has(h("a")) || kept.has(h("b"))).toBe(false);
  });
});
