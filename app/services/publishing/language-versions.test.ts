import { beforeAll, describe, expect, it } from "vitest";
import { type DB } from "../../../db/database";
import { createLanding, getLandingByUuid, updateLanding } from "../../../db/queries/landings";
import { updateUserRow } from "../../../db/queries/users";
import { insertOwner, serviceConfig, withDbAndBucket } from "../../../tests/support/service-kit";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { overlayHtml } from "../../../core/overlay";
import { edgeConfig } from "../../../worker/config";
import { handleRequest, matchRoute, purgeKey } from "../../../worker/router";
import { landingUrls } from "../platform/edge/urls";
import { refreshOwnerMeta } from "./owner-meta.server";
import { publishLanding } from "./publish.server";
import { rebuildLanding } from "./rebuild-landing.server";
import { unpublishAndDelete } from "./unpublish.server";
import { getLandingWithOwner } from "../../../db/queries/landings";
import { createFakeTranslator } from "../translate/drivers/fake.server";
import {
  saveTranslationEdits,
  translateLanding,
  updateTranslationSettings,
} from "../translate/translations.server";
import { insertVerifiedHost } from "../../../tests/support/host-rows";

/**
 * Issue 14 "Publishing": one page per language at /l/{alias}, /l/{alias}/en
 * and /l/{alias}/uk (and /en, /uk on a custom host), each with lang,
 * hreflang alternates incl. x-default and the switch; the worker serves them
 * and unpublishing removes them all.
 */
let db: DB;
let store: SiteStore;
const clock = new Date("2026-11-26T12:00:00Z");
const config = serviceConfig("versions", { EDGE_PURGE: "off" });
const ctx = () => ({ db, store, config, now: () => clock });
const edge = edgeConfig({ APP_URL: "https://app.test", PUBLIC_URL: "https://pages.test" });
const fetchPage = async (path: string, host = "pages.test") => {
  const res = await handleRequest(new Request(`https://${host}${path}`), {
    store,
    config: edge,
    cache: null,
    now: () => clock,
  });
  return { status: res.status, html: await res.text() };
};
const deps = { translator: createFakeTranslator() };

let userId: number;
const actor = () => ({ id: userId, tariff: 1, expired: false, total_available_landings: 1 });

withDbAndBucket((opened) => ({ db, store } = opened));
beforeAll(async () => {
  userId = await insertOwner(db, { email: "owner@test.dev", now: clock, tariff: 1, landings: 5 });
});

describe("language versions", () => {
  it("routes /l/{alias}/{en,uk}, /en on a custom host and on a subdomain", () => {
    const prod = edgeConfig({ PUBLIC_URL: "https://vitrina.site", PUBLIC_DOMAIN: "vitrina.site" });
    const cases: Array<[string, string, typeof edge, ReturnType<typeof matchRoute>]> = [
      ["/l/shop/en", "pages.test", edge, { kind: "landing", slug: "shop", lang: "en" }],
      ["/l/shop/uk/", "pages.test", edge, { kind: "landing", slug: "shop", lang: "uk" }],
      ["/l/shop/de", "pages.test", edge, null],
      ["/uk", "shop.example", edge, { kind: "host", hostname: "shop.example", lang: "uk" }],
      ["/en", "pages.test", edge, null],
      ["/en", "shop.vitrina.site", prod, { kind: "subdomain", label: "shop", lang: "en" }],
      [
        "/l/shop/en",
        "vitrina.site",
        prod,
        { kind: "redirect", location: "https://shop.vitrina.site/en" },
      ],
    ];
    for (const [path, host, config, route] of cases)
      expect(matchRoute(path, host, config), `${host} ${path}`).toEqual(route);
    // The app purges exactly the keys the worker caches the versions under.
    const urls = landingUrls(
      { publicUrl: "https://pages.test", publicDomain: null },
      { uuid: "u", alias: "shop", hosts: ["shop.example"], languages: ["en", "uk"] },
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        "https://pages.test/l/shop/en",
        "https://pages.test/l/shop/uk",
        "https://shop.example/en",
      ]),
    );
    expect(purgeKey("https://pages.test/l/shop/en", edge)).not.toBe(
      purgeKey("https://pages.test/l/shop", edge),
    );
  });

  it("publishes each translated version with lang, hreflang and a switch; the worker serves them; unpublish removes all", async () => {
    const row = await createLanding(db, { parentUser: userId, now: clock });
    const uuid = row.uuid;
    await updateLanding(db, uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: "mebel" }),
    });
    await insertVerifiedHost(db, "mebel.example", uuid, clock);

    await translateLanding(ctx(), actor(), uuid, { to: "en" }, deps);
    await translateLanding(ctx(), actor(), uuid, { to: "uk" }, deps);
    await saveTranslationEdits(ctx(), actor(), uuid, "en", {
      fields: { projectDescription: "Custom furniture, hand made" },
    });
    await publishLanding(ctx(), uuid, { force: false });

    const ru = await fetchPage("/l/mebel");
    const en = await fetchPage("/l/mebel/en");
    const uk = await fetchPage("/l/mebel/uk");
    expect([ru.status, en.status, uk.status]).toEqual([200, 200, 200]);
    expect(ru.html).toContain('<html lang="ru"');
    expect(en.html).toContain('<html lang="en"');
    expect(uk.html).toContain('<html lang="uk"');
    for (const page of [ru, en, uk]) {
      expect(page.html).toContain(
        '<link rel="alternate" hrefLang="ru" href="https://pages.test/l/mebel"/>',
      );
      expect(page.html).toContain(
        '<link rel="alternate" hrefLang="en" href="https://pages.test/l/mebel/en"/>',
      );
      expect(page.html).toContain(
        '<link rel="alternate" hrefLang="uk" href="https://pages.test/l/mebel/uk"/>',
      );
      expect(page.html).toContain(
        '<link rel="alternate" hrefLang="x-default" href="https://pages.test/l/mebel"/>',
      );
      expect(page.html).toContain('class="langs"');
    }
    // The owner's edit, the machine text, untranslated brand names, the page's own strings in uk.
    expect(en.html).toContain("Custom furniture, hand made");
    expect(en.html).toContain(`[en] ${fullLanding.cards[0].title}`);
    expect(uk.html).toContain(`[uk] ${fullLanding.projectDescription.slice(0, 20)}`);
    expect(uk.html).toContain(`<h1>${fullLanding.projectName}</h1>`);
    expect(uk.html).toContain("Перейти до вмісту");
    expect(en.html).toContain('<link rel="canonical" href="https://pages.test/l/mebel/en"/>');
    // The same on the custom host.
    expect((await fetchPage("/en", "mebel.example")).html).toContain('<html lang="en"');
    expect((await fetchPage("/uk", "mebel.example")).status).toBe(200);

    // Meta: versions listed; each version's page carries the meta in its own language.
    const meta = JSON.parse(new TextDecoder().decode((await store.get(keys.meta(uuid)))!.body));
    expect(meta.languages).toEqual(["en", "uk"]);
    const ukPage = await store.get(keys.langPage(uuid, "uk"));
    expect(JSON.parse(ukPage!.customMetadata.meta).lang).toBe("uk");

    // An unchanged rebuild writes nothing; a lapsed plan drops the versions on the next rebuild.
    const published = (await getLandingWithOwner(db, uuid, clock))!;
    expect(await rebuildLanding(ctx(), published)).toBe("unchanged");
    await updateUserRow(db, userId, { tariff: 0 });
    await refreshOwnerMeta(ctx(), userId);
    expect(await rebuildLanding(ctx(), (await getLandingWithOwner(db, uuid, clock))!)).toBe(
      "written",
    );
    expect((await fetchPage("/l/mebel/en")).status).toBe(404);
    expect((await fetchPage("/l/mebel")).html).not.toContain("hrefLang");
    await updateUserRow(db, userId, { tariff: 1 });
    expect(await rebuildLanding(ctx(), (await getLandingWithOwner(db, uuid, clock))!)).toBe(
      "written",
    );
    expect((await fetchPage("/l/mebel/en")).status).toBe(200);

    // Expired: every version's meta copy says so at once, in its own language,
    // which the worker's overlay (HTMLRewriter, tested under workerd) speaks.
    await updateUserRow(db, userId, { active: 0 });
    await refreshOwnerMeta(ctx(), userId);
    const expiredMeta = JSON.parse(
      (await store.get(keys.langPage(uuid, "uk")))!.customMetadata.meta,
    );
    expect(expiredMeta).toMatchObject({ lang: "uk", ownerExpired: true });
    expect(
      overlayHtml("uk", { homeUrl: "https://app.test", activateUrl: "https://app.test/s" }),
    ).toContain("Сторінка недоступна");
    await updateUserRow(db, userId, { active: 1 });

    await unpublishAndDelete(ctx(), (await getLandingByUuid(db, uuid))!);
    for (const path of ["/l/mebel", "/l/mebel/en", "/l/mebel/uk"])
      expect((await fetchPage(path)).status).toBe(404);
    expect((await fetchPage("/en", "mebel.example")).status).toBe(404);
    expect(await store.get(keys.langPage(uuid, "en"))).toBeNull();
  });

  it("never publishes the source language as a version, and a switched-off target goes", async () => {
    const row = await createLanding(db, { parentUser: userId, now: clock });
    const uuid = row.uuid;
    await updateLanding(db, uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: "studio" }),
    });
    await updateTranslationSettings(ctx(), actor(), uuid, {
      source: "uk",
      targets: ["en", "uk"],
      translateNames: false,
    });
    await translateLanding(ctx(), actor(), uuid, { to: "en" }, deps);
    await publishLanding(ctx(), uuid, { force: false });
    expect((await fetchPage("/l/studio")).html).toContain('<html lang="uk"');
    expect((await fetchPage("/l/studio/en")).status).toBe(200);
    expect((await fetchPage("/l/studio/uk")).status).toBe(404);

    await updateTranslationSettings(ctx(), actor(), uuid, {
      source: "uk",
      targets: [],
      translateNames: false,
    });
    await publishLanding(ctx(), uuid, { force: false });
    expect((await fetchPage("/l/studio/en")).status).toBe(404);
  });
});
