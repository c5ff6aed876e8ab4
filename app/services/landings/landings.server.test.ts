import { beforeEach, describe, expect, it } from "vitest";
import { createTestDb, type DB } from "../../../db/database";
import { getLandingByUuid } from "../../../db/queries/landings";
import { testConfig, withTestStore } from "../../../tests/support/landings-store";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";
import { setState } from "./draft.server";
import { setKV } from "./kv.server";
import { createLandingFor, getForEditor, listLandings, type Actor } from "./landings.server";
import { parseStateInput } from "./state-input";
import { deleteLandingFor } from "../history/index.server";
import { insertBareUser } from "../../../tests/support/user-rows";
import { refusal } from "../../../tests/support/refusals";
import {
  KV_KEYS_PER_LANDING_MAX,
  KV_TOTAL_BYTES_MAX,
  KV_VALUE_MAX,
} from "../../../core/landing/kv";

let store: SiteStore;
let db: DB;
const now = new Date("2026-03-01T12:00:00Z");
const config = testConfig();
const ctx = () => ({ db, store, config, now: () => now });

withTestStore((s) => (store = s));

async function addUser(
  email: string,
  o: Partial<{ tariff: number; expiry: string | null; total: number }> = {},
) {
  const id = await insertBareUser(db, email, now, {
    tariff: o.tariff ?? 0,
    tariff_expiration_date: o.expiry ?? null,
    total_available_landings: o.total ?? 1,
  });
  const actor: Actor = {
    id,
    tariff: o.tariff ?? 0,
    expired: o.expiry ? new Date(o.expiry) <= now : false,
    total_available_landings: o.total ?? 1,
  };
  return actor;
}

const complete = {
  textalias: "",
  projectName: "Acme",
  companyName: "Acme LLC",
  projectDescription: "We build things",
  projectLocation: "Moscow",
  projectLogoUrl: "http://pub.test/assets/logo.png",
  projectBackgroundUrl: "",
  mainButtonName: "",
  mainButtonLink: "",
  extraButtonName: "",
  extraButtonLink: "",
  cards: [{ id: "c1", title: "One", link: "", url: "http://pub.test/assets/preset-card-01.webp" }],
  cardsSectionTitle: "",
  videoLink: "",
  videoExtraLink: "",
  videoUrl: "",
  videoSectionTitle: "",
  qas: [],
  contacts: {},
  analytics: [],
};

describe("landings service", () => {
  beforeEach(async () => {
    db = await createTestDb();
  });

  it("creates below the limit and refuses at it with the plan-specific reason", async () => {
    const free = await addUser("free@x.io", { total: 1 });
    const { uuid } = await createLandingFor(ctx(), free);
    expect((await getLandingByUuid(db, uuid))?.parent_user).toBe(free.id);
    const e1 = await refusal(createLandingFor(ctx(), free));
    expect(e1.status).toBe(403);
    expect(e1.body).toEqual({
      error: "limitReached",
      code: "limitReached",
      reason: "upgradeRequired",
    });

    const pro = await addUser("pro@x.io", { tariff: 1, expiry: "2027-01-01T00:00:00Z", total: 2 });
    await createLandingFor(ctx(), pro);
    await createLandingFor(ctx(), pro);
    const e2 = await refusal(createLandingFor(ctx(), pro));
    expect(e2.body).toEqual({ error: "limitReached", code: "limitReached", reason: "buyExtra" });
    const list = await listLandings(ctx(), pro);
    expect(list).toHaveLength(2);
    expect(list[0].pro).toBe(true);
    expect(list[0].owner_expired).toBe(false);
    expect(list[0]).toMatchObject({
      expired: false,
      expiration_date: "2027-01-01T00:00:00Z",
      tariff_expiration_date: "2027-01-01T00:00:00Z",
      owner_expiration_date: "2027-01-01T00:00:00Z",
    });
    expect(list[0].public_url).toBe(`http://pub.test/l/${list[0].uuid}`);
  });

  it("lets only the owner open a landing in the editor; admins are not owners", async () => {
    const a = await addUser("a@x.io");
    const b = await addUser("b@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    expect((await getForEditor(ctx(), a, uuid)).content.projectName).toBe("");
    // Issue 11 #13: someone else's landing answers like a missing one (404), never 403.
    expect((await refusal(getForEditor(ctx(), b, uuid))).status).toBe(404);
    expect((await refusal(getForEditor(ctx(), a, "missing"))).status).toBe(404);
    expect((await refusal(setState(ctx(), b, uuid, complete))).status).toBe(404);
    expect((await refusal(deleteLandingFor(ctx(), b, uuid))).status).toBe(404);
  });

  it("saves the draft, reports whether it changed, and redraws the preview", async () => {
    const a = await addUser("a@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    const first = await setState(ctx(), a, uuid, { ...complete, projectName: "First" });
    expect(first.changed).toBe(true);
    expect(first.previewUrl).toMatch(
      new RegExp(`^http://pub.test/preview/${uuid}\\?exp=\\d+&sig=[0-9a-f]{64}$`),
    );
    const preview = await store.get(keys.preview(uuid));
    expect(new TextDecoder().decode(preview!.body)).toContain("First");
    expect((await setState(ctx(), a, uuid, { ...complete, projectName: "First" })).changed).toBe(
      false,
    );
    // the same state as JSON text with the SPEC field names is still unchanged
    const wire = {
      ...complete,
      projectName: "First",
      cards: JSON.stringify(complete.cards),
      qas: "[]",
      contacts: "{}",
      analytics: "[]",
    };
    expect((await setState(ctx(), a, uuid, wire)).changed).toBe(false);
    const row = await getLandingByUuid(db, uuid);
    expect(row?.projectname).toBe("First");
    expect(row?.companyname).toBe("Acme LLC");
    expect(row?.preview_link).toBe(complete.cards[0].url);
  });

  it("shapes contacts, maps SPEC names and refuses states that do not fit", async () => {
    const a = await addUser("a@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    await setState(ctx(), a, uuid, {
      ...complete,
      textalias: "My Shop",
      videoExtraLink: "https://extra.example/v",
      contacts: { whatsapp: "+7 (999) 123-45-67", telegramContact: "@acme" },
    });
    const { content } = await getForEditor(ctx(), a, uuid);
    expect(content.textAlias).toBe("my-shop");
    expect(content.extraVideoLink).toBe("https://extra.example/v");
    expect(content.contacts.whatsapp).toBe("https://wa.me/79991234567");
    expect(content.contacts.telegramContact).toBe("https://t.me/acme");

    const tenCards = Array.from({ length: 10 }, (_, i) => ({
      id: `c${i}`,
      title: "",
      link: "",
      url: "",
    }));
    const bad = await refusal(setState(ctx(), a, uuid, { ...complete, cards: tenCards }));
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe("invalidState");
    expect(
      (await refusal(setState(ctx(), a, uuid, { ...complete, qas: "[not json" }))).status,
    ).toBe(400);
    expect(parseStateInput("nope").ok).toBe(false);
  });

  it("refuses an expired owner", async () => {
    const old = await addUser("old@x.io", { tariff: 1, expiry: "2026-01-01T00:00:00Z" });
    const { uuid } = await createLandingFor(ctx(), { ...old, expired: false });
    const e = await refusal(setState(ctx(), old, uuid, complete));
    expect(e.status).toBe(403);
    expect(e.body.error).toBe("expired");
    expect((await refusal(deleteLandingFor(ctx(), old, uuid))).status).toBe(403);
  });

  it("publishes with force and maps publish errors", async () => {
    const a = await addUser("a@x.io");
    const b = await addUser("b@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    const other = (await createLandingFor(ctx(), b)).uuid;

    const noAlias = await refusal(setState(ctx(), a, uuid, { ...complete, force: true }));
    expect(noAlias.status).toBe(400);
    expect(noAlias.body.error).toBe("enterLinkName");

    const missing = await refusal(
      setState(ctx(), a, uuid, {
        ...complete,
        textalias: "acme",
        projectDescription: "",
        cards: [],
        force: true,
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      error: "fillAllRequired",
      code: "fillAllRequired",
      fields: ["projectDescription", "cards"],
    });
    // the draft was saved even though publishing failed
    expect((await getForEditor(ctx(), a, uuid)).content.textAlias).toBe("acme");

    const ok = await setState(ctx(), a, uuid, { ...complete, textalias: "acme", force: true });
    expect(ok).toMatchObject({ published: true, url: "http://pub.test/l/acme" });
    expect(await store.get(keys.page(uuid))).not.toBeNull();
    expect(await store.get(keys.alias("acme"))).not.toBeNull();

    const taken = await refusal(
      setState(ctx(), b, other, { ...complete, textalias: "acme", force: "true" }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ error: "nameAlreadyTaken", code: "nameAlreadyTaken" });
  });

  it("bins the landing (issue 15) and removes what it put in the bucket", async () => {
    const a = await addUser("a@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    await setState(ctx(), a, uuid, { ...complete, textalias: "gone", force: true });
    expect(await store.get(keys.page(uuid))).not.toBeNull();
    await deleteLandingFor(ctx(), a, uuid);
    expect(await getLandingByUuid(db, uuid)).toMatchObject({
      deleted_at: now.toISOString(),
      deleted_alias: "gone",
      textalias: null,
      published: 0,
    });
    expect(await listLandings(ctx(), a)).toEqual([]);
    expect(await store.get(keys.page(uuid))).toBeNull();
    expect(await store.get(keys.alias("gone"))).toBeNull();
    expect(await store.get(keys.preview(uuid))).toBeNull();
  });

  it("stores settings and checks JSON for qas, cards and contacts", async () => {
    const a = await addUser("a@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    // Decision 007: qas mirrors the draft; the row holds the draft's field.
    expect(await setKV(ctx(), a, uuid, { key: "qas", value: '[{"question":"q"}]' })).toEqual({
      key: "qas",
      value: '[{"question":"q","answer":"","open":false}]',
    });
    expect(await setKV(ctx(), a, uuid, { key: "note", value: "{free text" })).toMatchObject({
      key: "note",
    });
    const bad = await refusal(setKV(ctx(), a, uuid, { key: "cards", value: "[oops" }));
    expect(bad.body).toEqual({ error: "invalidJson", code: "invalidJson", key: "cards" });
    expect((await refusal(setKV(ctx(), a, uuid, { key: "", value: "x" }))).status).toBe(400);
  });

  it("refuses a 51st setting (400) and a write past the total size (413); mirrored keys still save", async () => {
    const a = await addUser("a@x.io");
    const { uuid } = await createLandingFor(ctx(), a);
    for (let i = 0; i < KV_KEYS_PER_LANDING_MAX; i++)
      await setKV(ctx(), a, uuid, { key: `k${i}`, value: "v" });
    const many = await refusal(setKV(ctx(), a, uuid, { key: "one-more", value: "v" }));
    expect([many.status, many.body]).toEqual([
      400,
      { error: "kvTooManyKeys", code: "kvTooManyKeys", max: KV_KEYS_PER_LANDING_MAX },
    ]);
    // Each value is 200,000 bytes (2 per "я"): four fit under the total, a fifth does not.
    const wide = "я".repeat(KV_VALUE_MAX);
    for (let i = 0; i < 4; i++) await setKV(ctx(), a, uuid, { key: `k${i}`, value: wide });
    const large = await refusal(setKV(ctx(), a, uuid, { key: "k4", value: wide }));
    expect([large.status, large.body]).toEqual([
      413,
      { error: "kvTooLarge", code: "kvTooLarge", maxBytes: KV_TOTAL_BYTES_MAX },
    ]);
    expect(await setKV(ctx(), a, uuid, { key: "cards", value: "[]" })).toEqual({
      key: "cards",
      value: "[]",
    });
  });
});
