import { screenshotPart } from "./support/screenshot";
import { randomBytes } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { resolvePalette } from "../../core/landing/theme";
import ruDesign from "../../core/i18n/locales/ru/design";
import enDesign from "../../core/i18n/locales/en/design";
import ruEd from "../../core/i18n/locales/ru/editor";
import enEd from "../../core/i18n/locales/en/editor";
import {
  completeState,
  makePro,
  newOwner,
  publicUrl,
  seedLanding,
  signIn,
  waitSaved,
} from "./support/owner";

/** Issue 13: a PRO owner's colours, from the Design section to the page at the worker. */
const CATALOGUES = {
  ru: { design: ruDesign, ed: ruEd, name: "Тёмная витрина" },
  en: { design: enDesign, ed: enEd, name: "Dark showroom" },
} as const;
type Lang = keyof typeof CATALOGUES;

/** A custom accent that is too dark for text on a dark page, so the editor explains the lighter links. */
const ACCENT = "#2b59c3";
const palette = resolvePalette({ accent: ACCENT, mode: "dark" });
const rgb = (hex: string) => {
  const h = hex.replace("#", "").replace(/^(.)(.)(.)$/, "$1$1$2$2$3$3");
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const alias = (p: string) => `${p}-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;

/** Every section of the page, so the screenshots show each in dark mode. */
function fullState(lang: Lang) {
  const preset = (n: number) =>
    `${publicUrl}/assets/preset-card-${String(n).padStart(2, "0")}.webp`;
  const en = lang === "en";
  return {
    ...completeState(CATALOGUES[lang].name),
    lang,
    companyName: en ? "Example Ltd" : "ООО «Пример»",
    projectDescription: en
      ? "Flats by the forest with a view of the river."
      : "Квартиры у леса с видом на реку.",
    projectLocation: en ? "London" : "Москва",
    mainButtonName: en ? "Write to us" : "Написать нам",
    mainButtonLink: "https://example.com/contact",
    extraButtonName: en ? "Price list" : "Прайс-лист",
    extraButtonLink: "https://example.com/prices",
    cards: JSON.stringify(
      [1, 2, 4].map((n, i) => ({
        id: `c${n}`,
        title: en ? `House ${i + 1}` : `Дом ${i + 1}`,
        link: "",
        url: preset(n),
      })),
    ),
    videoLink: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    videoUrl: preset(6),
    qas: JSON.stringify([
      {
        question: en ? "When can I move in?" : "Когда можно заехать?",
        answer: en ? "In spring." : "Весной.",
        open: true,
      },
      { question: en ? "Is there parking?" : "Есть ли парковка?", answer: "…", open: false },
    ]),
    contacts: JSON.stringify({
      mainPhone: "+7 900 000-00-00",
      email: "hello@example.com",
      whatsapp: "https://wa.me/79000000000",
      telegramContact: "https://t.me/example",
      vkLink: "https://vk.com/example",
      youtubeLink: "https://youtube.com/@example",
    }),
  };
}

const designSection = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: CATALOGUES[lang].ed.sections.design });

async function expectDarkColours(page: Page | ReturnType<Page["frameLocator"]>) {
  const body = page.locator("body");
  await expect(body).toHaveCSS("background-color", rgb(palette.bg));
  await expect(body).toHaveCSS("color", rgb(palette.tx));
  const main = page.locator(".btn.main");
  await expect(main).toHaveCSS("background-color", rgb(ACCENT));
  await expect(main).toHaveCSS("color", rgb(palette.ao));
}

async function shot(page: Page, name: string, lang: Lang, width: number, part?: Locator) {
  await screenshotPart(page, `tests/screenshots/${name}-${lang}-${width}.png`, width, part);
}

for (const lang of ["ru", "en"] as const) {
  test(`PRO (${lang}): a dark theme with a custom accent shows in the preview and on the published page`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { design } = CATALOGUES[lang];
    const owner = await newOwner(`theme-${lang}`);
    makePro(owner.email);
    const uuid = await seedLanding(owner.api, fullState(lang));
    await signIn(page.context(), owner.api, lang);
    await page.goto(`/e/${uuid}`);
    // The first live preview is drawn by the hydrated editor: from here on a click is React's.
    await expect(page.getByTestId("preview-frame")).toBeVisible({ timeout: 30_000 });

    const section = designSection(page, lang);
    await expect(section.getByTestId("design-locked")).toHaveCount(0);
    await expect(section.getByText(design.isDefault)).toBeVisible();
    await section.getByRole("radio", { name: design.mode.dark }).check();
    await waitSaved(page);
    const amber = section.getByRole("button", { name: design.presets.amber });
    await amber.click();
    await expect(amber).toHaveAttribute("aria-pressed", "true");
    await waitSaved(page);
    // The free picker: a dark blue that the page lightens wherever it is text.
    await section.getByLabel(design.accent, { exact: true }).fill(ACCENT);
    await expect(amber).toHaveAttribute("aria-pressed", "false");
    await expect(section.getByTestId("design-adjusted")).toHaveText(design.adjustedDark);
    await waitSaved(page);

    // The preview redraws with the theme on the save.
    const preview = page.frameLocator('[data-testid="preview-frame"]');
    await expectDarkColours(preview);

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await shot(page, "design-section", lang, width, section);
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByTestId("publish-start").click();
    const name = alias(`dark-${lang}`);
    await page.getByTestId("alias-input").fill(name);
    await page.getByTestId("publish-submit").click();
    await expect(page.getByTestId("publish-success")).toBeVisible();
    await page.keyboard.press("Escape");

    const live = await page.context().newPage();
    await live.goto(`${publicUrl}/l/${name}`);
    await expectDarkColours(live);
    await expect(live.locator(".profile")).toHaveCSS("background-color", rgb(palette.sf));
    await expect(live.locator("details").first()).toHaveCSS("background-color", rgb(palette.sf));
    await expect(live.locator(".soc a").first()).toHaveCSS("color", rgb(palette.tx));
    await expect(live.locator(".facts a").first()).toHaveCSS("color", rgb(palette.at));
    // The secondary button and issue 27's Save contact and Share all wear the secondary colour.
    const alts = await live.locator(".btn.alt").all();
    expect(alts.length).toBeGreaterThanOrEqual(3);
    for (const alt of alts) await expect(alt).toHaveCSS("color", rgb(palette.st));
    await expect(live.locator("html")).toHaveCSS("color-scheme", "dark");
    for (const width of [390, 1440]) {
      await live.setViewportSize({ width, height: 900 });
      await live.evaluate(() => window.scrollTo(0, 0));
      await shot(live, "published-dark", lang, width);
    }
    await live.close();

    // Reset: the stored theme goes, and the editor says the default look is back.
    await section.getByRole("button", { name: design.reset }).click();
    await expect(section.getByText(design.isDefault)).toBeVisible();
    await waitSaved(page);
    await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(244, 245, 249)");
  });
}

test("a free owner sees the Design section locked, and a theme they send is ignored", async ({
  page,
}) => {
  const { design } = CATALOGUES.ru;
  const owner = await newOwner("theme-free");
  const uuid = await seedLanding(owner.api, completeState("Бесплатная"));
  await signIn(page.context(), owner.api, "ru");
  await page.goto(`/e/${uuid}`);
  await expect(page.getByTestId("preview-frame")).toBeVisible({ timeout: 30_000 });

  const section = designSection(page, "ru");
  await expect(section.getByTestId("design-locked")).toContainText(design.locked);
  await expect(section.getByRole("link", { name: design.getPro })).toHaveAttribute("href", "/s");
  await expect(section.getByRole("radio", { name: design.mode.dark })).toBeDisabled();
  await expect(section.getByRole("button", { name: design.presets.teal })).toBeDisabled();
  await expect(section.getByLabel(design.accent, { exact: true })).toBeDisabled();

  // The API answers 200 and keeps what is stored (no theme).
  const res = await owner.api.post(`/api/landings/${uuid}/setState`, {
    ...completeState("Бесплатная 2"),
    theme: { accent: "#e03131", mode: "dark" },
  });
  expect(res.status(), await res.text()).toBe(200);
  const got = await owner.api.http.get(`/api/landings/${uuid}`);
  const body = (await got.json()) as { content: { projectName: string; theme?: unknown } };
  expect(body.content.projectName).toBe("Бесплатная 2");
  expect(body.content.theme).toBeUndefined();
});
