import { screenshotPart } from "./support/screenshot";
import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import ruTr from "../../core/i18n/locales/ru/translate";
import enTr from "../../core/i18n/locales/en/translate";
import ruEd from "../../core/i18n/locales/ru/editor";
import enEd from "../../core/i18n/locales/en/editor";
import { completeState, makePro, newOwner, publicUrl, seedLanding, signIn } from "./support/owner";

/**
 * Issue 14 "Translation": a PRO owner translates the page into English and
 * Ukrainian (the app runs with TRANSLATE_PROVIDER=fake: "[en] …"), edits one
 * translation, publishes, and the worker serves /l/{alias}/en and /uk.
 */
const CATALOGUES = {
  ru: { tr: ruTr, ed: ruEd },
  en: { tr: enTr, ed: enEd },
} as const;
type Lang = keyof typeof CATALOGUES;
const alias = (p: string) => `${p}-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;

const languagesSection = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: CATALOGUES[lang].ed.sections.languages });

/** The whole page cut to one part: an element shot would slide it under the editor's sticky bar. */
const shot = screenshotPart;

for (const lang of ["ru", "en"] as const) {
  test(`PRO (${lang}): translate to en and uk, edit one, publish, open /l/{alias}/en and /uk`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const { tr } = CATALOGUES[lang];
    const owner = await newOwner(`translate-${lang}`);
    makePro(owner.email);
    const uuid = await seedLanding(owner.api, {
      ...completeState("Лесной дом"),
      mainButtonName: "Написать нам",
      mainButtonLink: "https://example.com/contact",
      qas: JSON.stringify([{ question: "Когда можно заехать?", answer: "Весной.", open: true }]),
      contacts: JSON.stringify({ mainPhone: "+7 900 000-00-00", email: "hello@example.com" }),
    });
    await signIn(page.context(), owner.api, lang);
    await page.goto(`/e/${uuid}`);
    await expect(page.getByTestId("preview-frame")).toBeVisible({ timeout: 30_000 });

    const section = languagesSection(page, lang);
    await expect(
      section.getByText(tr.provider.replace("{{provider}}", "Fake (test)")),
    ).toBeVisible();
    await expect(section.getByLabel(tr.sourceLabel)).toHaveValue("ru");

    for (const [target, name] of [
      ["en", "English"],
      ["uk", "Українська"],
    ] as const) {
      await section.getByRole("checkbox", { name }).check();
      const block = section.getByRole("region", { name });
      const button = block.getByRole("button", {
        name: tr.translateTo.replace("{{language}}", name),
      });
      await button.click();
      await expect(
        block.getByRole("button", { name: tr.translateAgain.replace("{{language}}", name) }),
      ).toBeVisible();
      await expect(block.getByRole("textbox").first()).toHaveValue(
        `[${target}] Квартиры у леса с видом на реку.`,
      );
      await expect(block.getByText(tr.needsReview).first()).toBeVisible();
      // Brand names stay untranslated unless ticked; contacts are never sent.
      await expect(block.getByText("Лесной дом")).toHaveCount(0);
      await expect(block.getByText("hello@example.com")).toHaveCount(0);
    }

    // Edit the English description; the edit is marked and kept.
    const en = section.getByRole("region", { name: "English" });
    const description = en.getByRole("textbox", {
      name: `${tr.fields.projectDescription} — ${tr.translation.replace("{{language}}", "English")}`,
    });
    await description.fill("Flats by the forest, with a river view.");
    await description.blur();
    await expect(en.getByText(tr.edited)).toBeVisible();
    // Confirm the rest of the English version.
    await en.getByRole("button", { name: tr.confirmAll }).click();
    await expect(en.getByText(tr.needsReview)).toHaveCount(0);

    // The API lists what the section shows.
    const listed = await owner.api.http.get(`/api/landings/${uuid}/translations`);
    const body = (await listed.json()) as {
      targets: string[];
      translations: Array<{ to: string; fields: Record<string, string> }>;
    };
    expect(body.targets).toEqual(["en", "uk"]);
    expect(body.translations.find((v) => v.to === "en")?.fields.projectDescription).toBe(
      "Flats by the forest, with a river view.",
    );

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, `tests/screenshots/languages-section-${lang}-${width}.png`, width, section);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId("publish-start").click();
    const name = alias(`tr-${lang}`);
    await page.getByTestId("alias-input").fill(name);
    await page.getByTestId("publish-submit").click();
    await expect(page.getByTestId("publish-success")).toBeVisible();
    await page.keyboard.press("Escape");

    const live = await page.context().newPage();
    await live.goto(`${publicUrl}/l/${name}/en`);
    await expect(live.locator("html")).toHaveAttribute("lang", "en");
    await expect(live.getByText("Flats by the forest, with a river view.")).toBeVisible();
    await expect(live.getByRole("heading", { name: "Лесной дом", level: 1 })).toBeVisible();
    await expect(live.getByText("[en] Дом у реки")).toBeVisible();
    await expect(live.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${publicUrl}/l/${name}`,
    );
    const switcher = live.getByRole("navigation", { name: "Page language" });
    await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    if (lang === "en") {
      for (const width of [390, 1440]) {
        await live.setViewportSize({ width, height: 900 });
        await shot(live, `tests/screenshots/published-translated-en-${width}.png`, width);
      }
    }

    // The switch leads to the Ukrainian version, and from there to the source.
    await switcher.getByRole("link", { name: "Українська" }).click();
    await expect(live).toHaveURL(`${publicUrl}/l/${name}/uk`);
    await expect(live.locator("html")).toHaveAttribute("lang", "uk");
    await expect(live.getByText("[uk] Квартиры у леса с видом на реку.")).toBeVisible();
    await expect(live.getByRole("link", { name: "Перейти до вмісту" })).toBeAttached();
    await live
      .getByRole("navigation", { name: "Мова сторінки" })
      .getByRole("link", { name: "Русский" })
      .click();
    await expect(live).toHaveURL(`${publicUrl}/l/${name}`);
    await expect(live.locator("html")).toHaveAttribute("lang", "ru");
    await live.close();
  });
}

test("a free owner sees Languages locked, and the API answers 403 proRequired", async ({
  page,
}) => {
  const { tr } = CATALOGUES.ru;
  const owner = await newOwner("translate-free");
  const uuid = await seedLanding(owner.api, completeState("Бесплатная"));
  await signIn(page.context(), owner.api, "ru");
  await page.goto(`/e/${uuid}`);
  await expect(page.getByTestId("preview-frame")).toBeVisible({ timeout: 30_000 });
  const section = languagesSection(page, "ru");
  await expect(section.getByTestId("languages-locked")).toContainText(tr.locked);
  await expect(section.getByRole("link", { name: tr.getPro })).toHaveAttribute("href", "/s");

  const res = await owner.api.post(`/api/landings/${uuid}/translate`, { to: "en" });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ error: "proRequired", code: "proRequired" });
});
