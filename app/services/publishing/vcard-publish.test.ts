import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { type DB } from "../../../db/database";
import { createLanding, getLandingByUuid, updateLanding } from "../../../db/queries/landings";
import { insertOwner, serviceConfig, withDbAndBucket } from "../../../tests/support/service-kit";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { fullLanding } from "../../../tests/fixtures/full-landing";
import { edgeConfig } from "../../../worker/config";
import { handleRequest } from "../../../worker/router";
import { createFakeTranslator } from "../translate/drivers/fake.server";
import { translateLanding } from "../translate/translations.server";
import { publishLanding } from "./publish.server";
import { unpublishAndDelete } from "./unpublish.server";

/**
 * Issue 27: publish stores each page's vCard beside it (the source page and
 * every language version, each made from its own content and address), drops
 * it when the contacts go, and unpublishing leaves none.
 */
let db: DB;
let store: SiteStore;
const clock = new Date("2026-11-27T12:00:00Z");
const config = serviceConfig("vcard", { EDGE_PURGE: "off" });
const ctx = () => ({ db, store, config, now: () => clock });
const edge = edgeConfig({ APP_URL: "https://app.test", PUBLIC_URL: "https://pages.test" });
const download = async (path: string) => {
  const res = await handleRequest(new Request(`https://pages.test${path}`), {
    store,
    config: edge,
    cache: null,
    now: () => clock,
  });
  return { status: res.status, type: res.headers.get("Content-Type"), text: await res.text() };
};
/** The labelled URLs (`itemN.URL` + `itemN.X-ABLabel`) as a vCard parser reads them. */
function labelled(text: string): Record<string, string> {
  const props = new ICAL.Component(ICAL.parse(text)).getAllProperties();
  const out: Record<string, string> = {};
  for (const url of props.filter((p) => p.name === "url" && p.getParameter("group"))) {
    const label = props.find(
      (p) => p.name === "x-ablabel" && p.getParameter("group") === url.getParameter("group"),
    );
    out[String(label?.getFirstValue())] = String(url.getFirstValue());
  }
  return out;
}

let userId: number;
withDbAndBucket((opened) => ({ db, store } = opened));
beforeAll(async () => {
  userId = await insertOwner(db, { email: "vcard@test.dev", now: clock, tariff: 1, landings: 5 });
});

async function landingWith(content: object) {
  const row = await createLanding(db, { parentUser: userId, now: clock });
  await updateLanding(db, row.uuid, { content: JSON.stringify(content) });
  return row.uuid;
}

describe("publish writes contact.vcf beside the page (issue 27)", () => {
  it("stores the page's and each language version's vCard; the worker serves them", async () => {
    const uuid = await landingWith({ ...fullLanding, textAlias: "dubrava" });
    const actor = { id: userId, tariff: 1, expired: false, total_available_landings: 5 };
    await translateLanding(
      ctx(),
      actor,
      uuid,
      { to: "en" },
      { translator: createFakeTranslator() },
    );
    await publishLanding(ctx(), uuid, { force: false });

    const stored = await store.get(keys.vcard(uuid));
    expect(stored?.contentType).toBe("text/vcard; charset=utf-8");
    const ru = await download("/l/dubrava/contact.vcf");
    expect(ru).toMatchObject({ status: 200, type: "text/vcard; charset=utf-8" });
    const card = new ICAL.Component(ICAL.parse(ru.text));
    expect(card.getFirstPropertyValue("fn")).toBe(fullLanding.projectName);
    expect(card.getAllProperties("tel").map((t) => t.getFirstValue())).toEqual([
      "+74951234567",
      "88005553535",
    ]);
    expect(card.getFirstPropertyValue("email")).toBe(fullLanding.contacts.email);
    expect(labelled(ru.text)).toMatchObject({
      "Telegram-канал": "https://t.me/dubrava_news",
      Витрина: "https://pages.test/l/dubrava",
    });

    const en = await download("/l/dubrava/en/contact.vcf");
    expect(en.status).toBe(200);
    expect(labelled(en.text)).toMatchObject({
      "Telegram channel": "https://t.me/dubrava_news",
      Showroom: "https://pages.test/l/dubrava/en",
    });
    // The page links to its own vCard.
    const page = await store.get(keys.page(uuid));
    expect(new TextDecoder().decode(page!.body)).toContain(
      'href="https://pages.test/l/dubrava/contact.vcf"',
    );

    await unpublishAndDelete(ctx(), (await getLandingByUuid(db, uuid))!);
    expect(await store.get(keys.vcard(uuid))).toBeNull();
    expect(await store.get(keys.langVcard(uuid, "en"))).toBeNull();
    expect((await download("/l/dubrava/contact.vcf")).status).toBe(404);
    expect((await download("/l/dubrava/en/contact.vcf")).status).toBe(404);
  });

  it("a page without contacts has no vCard and no link; removing the contacts removes it", async () => {
    const uuid = await landingWith({ ...fullLanding, textAlias: "bare-vcard" });
    await publishLanding(ctx(), uuid, { force: false });
    expect(await store.get(keys.vcard(uuid))).not.toBeNull();

    await updateLanding(db, uuid, {
      content: JSON.stringify({ ...fullLanding, textAlias: "bare-vcard", contacts: {} }),
    });
    await publishLanding(ctx(), uuid, { force: false });
    expect(await store.get(keys.vcard(uuid))).toBeNull();
    expect((await download("/l/bare-vcard/contact.vcf")).status).toBe(404);
    const page = new TextDecoder().decode((await store.get(keys.page(uuid)))!.body);
    expect(page).not.toContain("contact.vcf");
  });
});
