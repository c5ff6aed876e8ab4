import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type DB } from "../../../db/database";
import { createLanding, getLandingByUuid, updateLanding } from "../../../db/queries/landings";
import { updateUserRow } from "../../../db/queries/users";
import { insertHost, markHostVerified } from "../../../db/queries/landing-hosts";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { insertOwner, serviceConfig, withDbAndBucket } from "../../../tests/support/service-kit";
import { useEdgePurge } from "../platform/edge/purge.server";
import { refreshOwnerMeta } from "./owner-meta.server";
import { publishLanding, PublishError, renderPreview } from "./publish.server";
import { rebuildLanding } from "./rebuild-landing.server";
import { unpublishAndDelete } from "./unpublish.server";
import {
  landingByHost,
  publicActive,
  publicData,
  publicInfo,
} from "../landings/public-landings.server";
import { listAllPublished } from "../../../db/queries/landings";
import { insertVerifiedHost } from "../../../tests/support/host-rows";

let db: DB;
let store: SiteStore;
const clock = new Date("2026-11-21T12:00:00Z");
const config = serviceConfig("publish");
const ctx = () => ({ db, store, config, now: () => clock });
const text = async (key: string) => {
  const o = await store.get(key);
  return o ? new TextDecoder().decode(o.body) : null;
};

const owner = (email: string, days = 30) => insertOwner(db, { email, now: clock, days });

async function landingWith(userId: number, content: object) {
  const row = await createLanding(db, { parentUser: userId, now: clock });
  await updateLanding(db, row.uuid, { content: JSON.stringify(content) });
  return row.uuid;
}

withDbAndBucket((opened) => ({ db, store } = opened));

describe("publishLanding", () => {
  it("writes page, meta and alias route, and the public calls then answer", async () => {
    const uid = await owner("a@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "Mebel-Studio" });
    const res = await publishLanding(ctx(), uuid, { force: false });
    expect(res).toMatchObject({ published: true, url: "https://pages.test/l/mebel-studio" });
    // The caller plans the share image from what the publish wrote (ADR 017).
    expect(res.share?.landing.uuid).toBe(uuid);
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

  it("rebuild rewrites only meta when the owner's expiry moves into the past in the database (issue 11)", async () => {
    const uid = await owner("h2@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "expiry-moved" });
    await publishLanding(ctx(), uuid, { force: true });
    const pageBefore = await store.get(keys.page(uuid));
    const [fresh] = await listAllPublished(db, { uuid }, clock);
    expect(await rebuildLanding(ctx(), fresh)).toBe("unchanged");

    // A plain database change, no refreshOwnerMeta: what an operator's SQL or a lost event leaves.
    const past = new Date(clock.getTime() - 86_400_000).toISOString();
    await updateUserRow(db, uid, { tariff_expiration_date: past });
    const [moved] = await listAllPublished(db, { uuid }, clock);
    expect(await rebuildLanding(ctx(), moved)).toBe("meta");
    const meta = JSON.parse((await text(keys.meta(uuid)))!);
    expect(meta.expiresAt).toBe(past);
    // The worker reads the page's copy of meta: it is rewritten, the HTML is not re-rendered.
    const pageAfter = await store.get(keys.page(uuid));
    expect(JSON.parse(pageAfter!.customMetadata.meta).expiresAt).toBe(past);
    expect(pageAfter!.body).toEqual(pageBefore!.body);
    expect(JSON.parse(pageAfter!.customMetadata.meta).version).toBe(
      JSON.parse(pageBefore!.customMetadata.meta).version,
    );
    const [again] = await listAllPublished(db, { uuid }, clock);
    expect(await rebuildLanding(ctx(), again)).toBe("unchanged");
  });

  it("rebuild notices a plan, activity, coverage, language or host change, and writes the host route", async () => {
    const uid = await owner("h3@test.dev");
    await updateUserRow(db, uid, { total_available_landings: 2 });
    // Older than the landing under test, so it keeps the base allowance when that shrinks.
    await landingWith(uid, { ...fullLanding, textAlias: "older-one" });
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "many-inputs" });
    await publishLanding(ctx(), uuid, { force: true });
    const rebuild = async () =>
      rebuildLanding(ctx(), (await listAllPublished(db, { uuid }, clock))[0]);
    expect(await rebuild()).toBe("unchanged");

    // PRO: meta.pro flips; the badge stays (hide_logo is off), so the page is the same.
    await updateUserRow(db, uid, { tariff: 1 });
    expect(await rebuild()).toBe("meta");
    expect(JSON.parse((await text(keys.meta(uuid)))!).pro).toBe(true);
    expect(await rebuild()).toBe("unchanged");

    // A deactivated owner: ownerExpired.
    await updateUserRow(db, uid, { active: 0 });
    expect(await rebuild()).toBe("meta");
    expect(JSON.parse((await text(keys.meta(uuid)))!).ownerExpired).toBe(true);
    await updateUserRow(db, uid, { active: 1 });
    expect(await rebuild()).toBe("meta");

    // Extra-showroom coverage: with one landing allowed, the older one keeps it and this one lapses.
    await updateUserRow(db, uid, { total_available_landings: 1 });
    expect(await rebuild()).toBe("meta");
    expect(JSON.parse((await text(keys.meta(uuid)))!).ownerExpired).toBe(true);
    await updateUserRow(db, uid, { total_available_landings: 2 });
    expect(await rebuild()).toBe("meta");
    expect(JSON.parse((await text(keys.meta(uuid)))!).ownerExpired).toBe(false);

    // The language is part of the page itself: page and meta.
    await updateLanding(db, uuid, { lang: "en" });
    expect(await rebuild()).toBe("written");
    expect(JSON.parse((await text(keys.meta(uuid)))!).lang).toBe("en");
    expect(await text(keys.page(uuid))).toContain('<html lang="en">');

    // A verified host whose route went missing: only the host route (and meta) are written.
    await insertVerifiedHost(db, "many.example", uuid, clock);
    expect(await rebuild()).toBe("meta");
    expect(JSON.parse((await text(keys.host("many.example")))!)).toEqual({ uuid });
    expect(await rebuild()).toBe("unchanged");
  });

  it("a plan change through refreshOwnerMeta leaves the next rebuild to check meta and hosts again", async () => {
    const uid = await owner("h4@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "refresh-then-rebuild" });
    await publishLanding(ctx(), uuid, { force: true });
    await updateUserRow(db, uid, { tariff_expiration_date: clock.toISOString() });
    await refreshOwnerMeta(ctx(), uid);
    const [row] = await listAllPublished(db, { uuid }, clock);
    expect(row.published_meta_hash).toBeNull();
    expect(await rebuildLanding(ctx(), row)).toBe("meta");
    expect(await rebuildLanding(ctx(), (await listAllPublished(db, { uuid }, clock))[0])).toBe(
      "unchanged",
    );
  });

  it("publish is skipped only when page and meta are both unchanged", async () => {
    const uid = await owner("h5@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "skip-meta" });
    expect((await publishLanding(ctx(), uuid, { force: false })).published).toBe(true);
    expect((await publishLanding(ctx(), uuid, { force: false })).published).toBe(false);
    const past = new Date(clock.getTime() - 1000).toISOString();
    await updateUserRow(db, uid, { tariff_expiration_date: past });
    expect((await publishLanding(ctx(), uuid, { force: false })).published).toBe(true);
    expect(JSON.parse((await text(keys.meta(uuid)))!).expiresAt).toBe(past);
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

describe("arbitrary Unicode through publish and preview (issue 11)", () => {
  const EMOJI = ["🎉", "👨‍👩‍👧‍👦", "🇷🇺", "👍🏽", "\uD83D", "é"];
  const anyText = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 30 }),
    fc.string({ unit: "binary", maxLength: 30 }),
    fc
      .tuple(fc.constantFrom(...EMOJI), fc.string({ unit: "binary", maxLength: 20 }))
      .map(([a, b]) => a + b),
  );
  const filled = anyText.map((s) => (s.trim() ? s : `🎉${s}`));
  let n = 0;

  it("an emoji-led name without a logo publishes and previews (no 500)", async () => {
    const uid = await owner("emoji@test.dev");
    const uuid = await landingWith(uid, {
      ...fullLanding,
      textAlias: "emoji-name",
      projectName: "🎉 Праздник",
      projectLogoUrl: "🎉",
    });
    await renderPreview(ctx(), uuid);
    expect(await text(keys.preview(uuid))).toContain("🎉 Праздник");
    expect((await publishLanding(ctx(), uuid, { force: true })).published).toBe(true);
    expect(await text(keys.page(uuid))).toContain("<h1>🎉 Праздник</h1>");
  });

  it("any text in any field: preview always renders, publish succeeds or refuses with a PublishError", async () => {
    const uid = await owner("unicode@test.dev");
    // Malformed generated snippets are skipped with a warning: expected here.
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          projectName: filled,
          companyName: anyText,
          projectDescription: filled,
          projectLocation: anyText,
          projectLogoUrl: fc.oneof(filled, fc.constant(fullLanding.projectLogoUrl)),
          mainButtonName: anyText,
          extraButtonName: anyText,
          cardsSectionTitle: anyText,
          cardTitle: anyText,
          videoSectionTitle: anyText,
          question: anyText,
          answer: anyText,
          telegram: anyText,
          analytics: anyText.map((s) => `<script>${s}</script>`),
        }),
        async (f) => {
          const content = {
            ...fullLanding,
            ...f,
            textAlias: `unicode-${n++}`,
            mainButtonLink: f.mainButtonName.trim() ? fullLanding.mainButtonLink : "",
            extraButtonLink: f.extraButtonName.trim() ? fullLanding.extraButtonLink : "",
            cards: [{ ...fullLanding.cards[0], title: f.cardTitle }],
            qas: [{ question: f.question, answer: f.answer, open: true }],
            contacts: { ...fullLanding.contacts, telegramContact: f.telegram },
            analytics: [{ name: "x", code: f.analytics }],
          };
          const uuid = await landingWith(uid, content);
          await renderPreview(ctx(), uuid);
          expect(await store.get(keys.preview(uuid))).not.toBeNull();
          try {
            expect((await publishLanding(ctx(), uuid, { force: true })).published).toBe(true);
            expect(await store.get(keys.page(uuid))).not.toBeNull();
          } catch (error) {
            expect(error).toBeInstanceOf(PublishError);
          }
        },
      ),
      { numRuns: 30 },
    );
    warn.mockRestore();
  }, 60_000);
});

describe("edge purge after every write (issue 12)", () => {
  const purged: string[][] = [];
  beforeAll(() => {
    useEdgePurge(config, { name: "local", purge: async (urls) => void purged.push([...urls]) });
  });
  const last = () => purged.at(-1) ?? [];

  it("publish purges /l/{alias}, /l/{uuid}, the old alias and the hosts; an unchanged one purges nothing", async () => {
    const uid = await owner("purge-publish@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "purge-one" });
    await publishLanding(ctx(), uuid, { force: false });
    expect(last()).toEqual([`https://pages.test/l/${uuid}`, "https://pages.test/l/purge-one"]);
    await insertVerifiedHost(db, "purge.example", uuid, clock);
    await updateLanding(db, uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: "purge-two" }),
    });
    await publishLanding(ctx(), uuid, { force: false });
    expect(last()).toEqual([
      `https://pages.test/l/${uuid}`,
      "https://pages.test/l/purge-two",
      "https://pages.test/l/purge-one",
      "https://purge.example/",
    ]);
    const calls = purged.length;
    expect((await publishLanding(ctx(), uuid, { force: false })).published).toBe(false);
    expect(purged.length).toBe(calls);
  });

  it("a plan change (refreshOwnerMeta), a rebuild that writes, and a delete purge", async () => {
    const uid = await owner("purge-plan@test.dev");
    const uuid = await landingWith(uid, { ...fullLanding, textAlias: "purge-plan" });
    await publishLanding(ctx(), uuid, { force: false });
    purged.length = 0;
    await updateUserRow(db, uid, { tariff_expiration_date: "2020-01-01T00:00:00.000Z" });
    expect(await refreshOwnerMeta(ctx(), uid)).toBe(1);
    expect(last()).toEqual([`https://pages.test/l/${uuid}`, "https://pages.test/l/purge-plan"]);
    const [landing] = await listAllPublished(db, { userId: uid }, clock);
    purged.length = 0;
    expect(await rebuildLanding(ctx(), landing)).not.toBe("unchanged");
    expect(last()).toContain("https://pages.test/l/purge-plan");
    const [again] = await listAllPublished(db, { userId: uid }, clock);
    purged.length = 0;
    expect(await rebuildLanding(ctx(), again)).toBe("unchanged");
    expect(purged).toEqual([]);
    await unpublishAndDelete(ctx(), { uuid, textalias: "purge-plan" });
    expect(last()).toEqual([`https://pages.test/l/${uuid}`, "https://pages.test/l/purge-plan"]);
  });
});
