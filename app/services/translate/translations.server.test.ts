import { describe, expect, it } from "vitest";
import { HttpError } from "../../../core/http-error";
import { type DB } from "../../../db/database";
import { createLanding, updateLanding } from "../../../db/queries/landings";
import { usedChars } from "../../../db/queries/translation-usage";
import { insertOwner, serviceConfig, withDbAndBucket } from "../../../tests/support/service-kit";
import type { SiteStore } from "../../../core/storage/site-store";
import type { Actor } from "../landings/landings.server";
import type { Translator } from "./port";
import {
  listTranslations,
  saveTranslationEdits,
  translateLanding,
  updateTranslationSettings,
} from "./translations.server";

let db: DB;
let store: SiteStore;
const clock = new Date("2026-11-26T12:00:00Z");
const config = serviceConfig("translate", {
  PUBLIC_URL: undefined,
  TRANSLATE_PROVIDER: "fake",
  TRANSLATE_MONTHLY_CHARS: "200",
});
const ctx = () => ({ db, store, config, now: () => clock });

/** A translator that records every text it is sent. */
function recorder(): Translator & { sent: string[][] } {
  const sent: string[][] = [];
  return {
    name: "fake",
    label: "Recorder",
    sent,
    async translate(texts, _from, to) {
      sent.push([...texts]);
      return texts.map((t) => `[${to}] ${t}`);
    },
  };
}

async function account(email: string, pro: boolean): Promise<Actor> {
  const id = await insertOwner(db, { email, now: clock, tariff: pro ? 1 : 0 });
  return { id, tariff: pro ? 1 : 0, expired: false, total_available_landings: 1 };
}

async function landing(actor: Actor, content: object): Promise<string> {
  const row = await createLanding(db, { parentUser: actor.id, now: clock });
  await setContent(row.uuid, content);
  return row.uuid;
}
const setContent = (uuid: string, content: object) =>
  updateLanding(db, uuid, { content: JSON.stringify(content) });

const page = {
  projectName: "Мебель Плюс",
  projectDescription: "Кухни на заказ",
  mainButtonName: "Позвонить",
  mainButtonLink: "tel:+7900",
  cards: [{ title: "Кухня" }, { title: "Шкаф" }],
  contacts: { email: "owner@shop.test" },
};

const refusal = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    if (e instanceof HttpError) return { status: e.status, ...e.body };
    throw e;
  }
  throw new Error("expected a refusal");
};

withDbAndBucket((opened) => ({ db, store } = opened));

describe("translateLanding", () => {
  it("sends the allow-listed fields once; a second run sends nothing", async () => {
    const owner = await account("pro1@test.dev", true);
    const uuid = await landing(owner, page);
    const t = recorder();
    const first = await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(t.sent).toEqual([["Кухни на заказ", "Позвонить", "Кухня", "Шкаф"]]);
    expect(first).toEqual({
      to: "en",
      fields: {
        projectDescription: "[en] Кухни на заказ",
        mainButtonName: "[en] Позвонить",
        "cards.0.title": "[en] Кухня",
        "cards.1.title": "[en] Шкаф",
      },
    });
    const again = await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(t.sent).toHaveLength(1);
    expect(again).toEqual(first);
  });

  it("a changed field sends only that field; moved cards are reused", async () => {
    const owner = await account("pro2@test.dev", true);
    const uuid = await landing(owner, page);
    const t = recorder();
    await translateLanding(ctx(), owner, uuid, { to: "uk" }, { translator: t });
    await setContent(uuid, {
      ...page,
      projectDescription: "Кухни и шкафы",
      cards: [{ title: "Шкаф" }, { title: "Кухня" }],
    });
    const res = await translateLanding(ctx(), owner, uuid, { to: "uk" }, { translator: t });
    expect(t.sent[1]).toEqual(["Кухни и шкафы"]);
    expect(res.fields["cards.0.title"]).toBe("[uk] Шкаф");
    expect(res.fields.projectDescription).toBe("[uk] Кухни и шкафы");
  });

  it("keeps an owner's edit, marked, until its source changes", async () => {
    const owner = await account("pro3@test.dev", true);
    const uuid = await landing(owner, page);
    const t = recorder();
    await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    const view = await saveTranslationEdits(ctx(), owner, uuid, "en", {
      fields: { mainButtonName: "Call us" },
      confirm: ["cards.0.title"],
    });
    const item = (p: string) => view.items.find((i) => i.path === p)!;
    expect(item("mainButtonName")).toMatchObject({
      text: "Call us",
      edited: true,
      needsReview: false,
    });
    expect(item("cards.0.title")).toMatchObject({ edited: false, needsReview: false });
    expect(item("cards.1.title")).toMatchObject({ needsReview: true });

    // Re-translating the unchanged page keeps the edit.
    const kept = await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(kept.fields.mainButtonName).toBe("Call us");

    // The source changes: a fresh machine text, needing review again.
    await setContent(uuid, { ...page, mainButtonName: "Позвоните нам" });
    const changed = await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(changed.fields.mainButtonName).toBe("[en] Позвоните нам");
    const list = await listTranslations(ctx(), owner, uuid, { translator: t });
    const en = list.translations.find((x) => x.to === "en")!;
    expect(en.items.find((i) => i.path === "mainButtonName")).toMatchObject({
      edited: false,
      needsReview: true,
    });
  });

  it("copies brand names untranslated unless 'translate names' is ticked", async () => {
    const owner = await account("pro4@test.dev", true);
    const uuid = await landing(owner, page);
    const t = recorder();
    const plain = await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(plain.fields.projectName).toBeUndefined();
    await updateTranslationSettings(ctx(), owner, uuid, {
      source: "ru",
      targets: ["en"],
      translateNames: true,
    });
    const named = await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(t.sent[1]).toEqual(["Мебель Плюс"]);
    expect(named.fields.projectName).toBe("[en] Мебель Плюс");
  });

  it("counts characters per month and refuses over the quota, sending nothing", async () => {
    const owner = await account("pro5@test.dev", true);
    const uuid = await landing(owner, { ...page, projectDescription: "ж".repeat(150) });
    const t = recorder();
    await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    // 150 + 9 + 5 + 4 characters.
    expect(await usedChars(db, owner.id, "2026-11")).toBe(168);
    expect(
      await refusal(translateLanding(ctx(), owner, uuid, { to: "uk" }, { translator: t })),
    ).toEqual({
      status: 429,
      error: "quotaExceeded",
      code: "quotaExceeded",
      limit: 200,
      used: 168,
      needed: 168,
    });
    expect(t.sent).toHaveLength(1);
  });

  it("answers 504 aiTimeout past the deadline and gives the characters back", async () => {
    const owner = await account("pro6@test.dev", true);
    const uuid = await landing(owner, page);
    const slow: Translator = {
      name: "fake",
      label: "Slow",
      translate: (texts, _f, _t, opts) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => resolve(texts), 5_000);
          opts?.signal?.addEventListener("abort", () => clearTimeout(timer));
        }),
    };
    expect(
      await refusal(
        translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: slow, deadlineMs: 50 }),
      ),
    ).toEqual({ status: 504, error: "aiTimeout", code: "aiTimeout" });
    expect(await usedChars(db, owner.id, "2026-11")).toBe(0);
  });

  it("a third translation while two AI or translation requests run is 429 tooManyRequests, reserving nothing", async () => {
    const owner = await account("busy@test.dev", true);
    const uuid = await landing(owner, page);
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const slow: Translator = {
      name: "fake",
      label: "Slow",
      async translate(texts, _from, to) {
        await gate;
        return texts.map((t) => `[${to}] ${t}`);
      },
    };
    const running = (["en", "uk"] as const).map((to) =>
      translateLanding(ctx(), owner, uuid, { to }, { translator: slow }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const reserved = await usedChars(db, owner.id, "2026-11");
    const t = recorder();
    const third = await refusal(
      translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t }),
    );
    expect(third).toMatchObject({ status: 429, error: "tooManyRequests" });
    expect(t.sent).toEqual([]);
    expect(await usedChars(db, owner.id, "2026-11")).toBe(reserved);
    open();
    await Promise.all(running);
    await setContent(uuid, { ...page, projectDescription: "Кухни и шкафы" });
    await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: t });
    expect(t.sent).toHaveLength(1);
  });

  it("refuses free users (403 proRequired), strangers (404), off (503), bad targets (400)", async () => {
    const free = await account("free@test.dev", false);
    const pro = await account("pro7@test.dev", true);
    const freeLanding = await landing(free, page);
    const proLanding = await landing(pro, page);
    const t = recorder();
    expect(
      await refusal(translateLanding(ctx(), free, freeLanding, { to: "en" }, { translator: t })),
    ).toEqual({
      status: 403,
      error: "proRequired",
      code: "proRequired",
    });
    expect(await refusal(listTranslations(ctx(), free, freeLanding))).toMatchObject({
      status: 403,
    });
    expect(
      await refusal(translateLanding(ctx(), pro, freeLanding, { to: "en" }, { translator: t })),
    ).toEqual({
      status: 404,
      error: "notFound",
      code: "notFound",
    });
    expect(
      await refusal(translateLanding(ctx(), pro, proLanding, { to: "en" }, { translator: null })),
    ).toEqual({
      status: 503,
      error: "notConfigured",
      code: "notConfigured",
    });
    expect(
      await refusal(translateLanding(ctx(), pro, proLanding, { to: "de" }, { translator: t })),
    ).toEqual({
      status: 400,
      error: "invalidTarget",
      code: "invalidTarget",
    });
    await updateTranslationSettings(ctx(), pro, proLanding, {
      source: "uk",
      targets: ["en", "uk"],
      translateNames: false,
    });
    expect(
      await refusal(translateLanding(ctx(), pro, proLanding, { to: "uk" }, { translator: t })),
    ).toEqual({
      status: 400,
      error: "sameLanguage",
      code: "sameLanguage",
    });
    const list = await listTranslations(ctx(), pro, proLanding, { translator: t });
    expect(list).toMatchObject({ source: "uk", targets: ["en"], provider: "Recorder" });
    expect(t.sent).toEqual([]);
  });

  it("refuses edits of untranslated or non-allow-listed fields", async () => {
    const owner = await account("pro8@test.dev", true);
    const uuid = await landing(owner, page);
    await translateLanding(ctx(), owner, uuid, { to: "en" }, { translator: recorder() });
    expect(
      await refusal(
        saveTranslationEdits(ctx(), owner, uuid, "en", { fields: { mainButtonLink: "x" } }),
      ),
    ).toEqual({
      status: 400,
      error: "notTranslated",
      code: "notTranslated",
      fields: ["mainButtonLink"],
    });
    expect(
      await refusal(
        saveTranslationEdits(ctx(), owner, uuid, "en", {
          fields: { projectDescription: "x".repeat(3001) },
        }),
      ),
    ).toEqual({ status: 400, error: "translationTooLong", code: "translationTooLong" });
  });
});
