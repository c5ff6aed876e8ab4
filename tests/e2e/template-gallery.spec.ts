import { expect, test, type Page } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import ruEditor from "../../core/i18n/locales/ru/editor";
import enEditor from "../../core/i18n/locales/en/editor";
import ruT from "../../core/i18n/locales/ru/templates";
import enT from "../../core/i18n/locales/en/templates";
import idT from "../../core/i18n/locales/id/templates";
import { seriousAxeViolations } from "./support/axe";
import { newOwner, signIn } from "./support/owner";

/** The template files as data (Playwright's loader cannot import JSON modules, as core/templates/files.ts does). */
type Lang = "ru" | "en" | "id";
interface TemplateFile {
  id: string;
  i18n: Record<Lang, { title: string; content: { projectName: string } }>;
}
const DATA = "core/templates/data";
const templates: TemplateFile[] = readdirSync(DATA)
  .filter((f) => f.endsWith(".json"))
  .map((f) => JSON.parse(readFileSync(`${DATA}/${f}`, "utf8")) as TemplateFile);
const titleOf = (id: string, lang: Lang) => templates.find((t) => t.id === id)!.i18n[lang].title;

/** Issue 26 "The flow": My landings' "New showroom" opens the gallery; a card creates and opens the editor. */
const shots = "tests/screenshots";
const CATALOGUE = { ru: ruT, en: enT, id: idT } as const;
const EDITOR = { ru: ruEditor, en: enEditor } as const;

const cards = (page: Page, lang: keyof typeof CATALOGUE = "ru") =>
  page.getByRole("list", { name: CATALOGUE[lang].listLabel }).getByRole("listitem");
const card = (page: Page, title: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });

async function openGallery(page: Page) {
  await page.goto("/landings");
  await page.getByTestId("new-landing").click();
  await expect(page).toHaveURL(/\/createLanding$/);
}

async function landingCount(page: Page): Promise<number> {
  const res = await page.request.get("/api/landings/");
  return ((await res.json()) as unknown[]).length;
}

test.describe("template gallery (issue 26)", () => {
  test("filter by trade and search narrow the cards at once; Blank stays first; opening it changes nothing", async ({
    page,
    request,
  }) => {
    const owner = await newOwner("gallery-filter");
    await signIn(page.context(), owner.api, "ru");
    await openGallery(page);
    // ADR 025: showing the gallery creates nothing.
    expect(await landingCount(page)).toBe(0);
    await expect(cards(page)).toHaveCount(templates.length + 1);
    await expect(cards(page).first()).toContainText(ruT.blank);
    const img = card(page, "Барбершоп").getByRole("img");
    await expect(img).toHaveAttribute("loading", "lazy");
    await expect(img).toHaveAttribute("width", "300");
    await expect(img).toHaveAttribute("alt", "Превью шаблона «Барбершоп»");
    // The preview is a public file: it loads without the session.
    const src = (await img.getAttribute("src"))!;
    const shot = await request.get(src);
    expect(shot.status()).toBe(200);
    expect(shot.headers()["content-type"]).toContain("image/webp");

    const filter = page.getByRole("navigation", { name: ruT.filterLabel });
    await filter.getByRole("link", { name: ruT.niches.beauty }).click();
    await expect(page).toHaveURL(/\?niche=beauty$/);
    await expect(filter.getByRole("link", { name: ruT.niches.beauty })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(cards(page)).toHaveCount(3);
    await expect(card(page, "Барбершоп")).toBeVisible();
    await expect(card(page, "Салон красоты")).toBeVisible();

    // A search typed at once after a chip, while its navigation may still be pending,
    // keeps the chip's trade (it used to put the previous one back).
    await filter.getByRole("link", { name: ruT.all }).click();
    await page.getByRole("searchbox", { name: ruT.search }).fill("барбер");
    await expect(page).toHaveURL(/\?q=%D0%B1%D0%B0%D1%80%D0%B1%D0%B5%D1%80$/);
    await expect(cards(page)).toHaveCount(2);
    // A slow network holds the chip's navigation pending while the visitor types.
    const slow = /createLanding(\.data|\?|$)/;
    await page.route(slow, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await filter.getByRole("link", { name: ruT.niches.food }).click();
    await page.getByRole("searchbox", { name: ruT.search }).fill("");
    await expect(page).toHaveURL(/\?niche=food$/);
    await expect(filter.getByRole("link", { name: ruT.niches.food })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.unroute(slow);
    await filter.getByRole("link", { name: ruT.all }).click();
    await expect(page).toHaveURL(/\/createLanding\??$/);
    await page.getByRole("searchbox", { name: ruT.search }).fill("свадеб");
    await expect(cards(page)).toHaveCount(2);
    await expect(card(page, "Свадебное или ивент-агентство")).toBeVisible();
    await expect(page).toHaveURL(/\?q=/);

    await page.getByRole("searchbox", { name: ruT.search }).fill("нет такого дела");
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByText(ruT.nothingFound)).toBeVisible();
    expect(await landingCount(page)).toBe(0);
  });

  test("without script: the chips are links, the search a GET form, a card a POST form", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const owner = await newOwner("gallery-nojs");
    await signIn(context, owner.api, "en");
    await page.goto("/createLanding?niche=health");
    await expect(cards(page, "en")).toHaveCount(3);
    await expect(card(page, "Dental clinic")).toBeVisible();
    await page.getByRole("searchbox", { name: enT.search }).fill("dental");
    await page.getByRole("button", { name: enT.searchSubmit }).click();
    await expect(page).toHaveURL(/\/createLanding\?(q=dental&niche=health|niche=health&q=dental)$/);
    await expect(cards(page, "en")).toHaveCount(2);
    await page
      .getByRole("navigation", { name: enT.filterLabel })
      .getByRole("link", { name: enT.all })
      .click();
    await expect(page).toHaveURL(/\/createLanding\?q=dental$/);
    await card(page, "Dental clinic").getByRole("button").click();
    await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
    await context.close();
  });

  for (const lang of ["ru", "en"] as const) {
    test(`choosing a template opens the editor with its content in the owner's language (${lang})`, async ({
      page,
    }) => {
      const owner = await newOwner(`gallery-pick-${lang}`);
      await signIn(page.context(), owner.api, lang);
      await openGallery(page);
      const title = titleOf("cafe-bakery", lang);
      await card(page, title).getByRole("button", { name: CATALOGUE[lang].use }).click();
      await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
      const expected = templates.find((t) => t.id === "cafe-bakery")!.i18n[lang].content;
      await expect(
        page.getByRole("textbox", { name: EDITOR[lang].fields.projectName, exact: true }),
      ).toHaveValue(expected.projectName);
      expect(await landingCount(page)).toBe(1);
    });
  }

  test("Blank creates an empty showroom and opens the editor", async ({ page }) => {
    const owner = await newOwner("gallery-blank");
    await signIn(page.context(), owner.api, "en");
    await openGallery(page);
    await page.getByTestId("template-blank").click();
    await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("textbox", { name: enEditor.fields.projectName, exact: true }),
    ).toHaveValue("");
  });

  test("axe finds nothing on the gallery; screenshots at 390 and 1440 in ru, en and id", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const owner = await newOwner("gallery-look");
    for (const lang of ["ru", "en", "id"] as const) {
      await signIn(page.context(), owner.api, lang);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.goto("/createLanding");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(CATALOGUE[lang].title);
        // Lazy previews: scroll through so the full-page shot has them all.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 50));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState("networkidle");
        expect(await seriousAxeViolations(page, `gallery ${lang} ${width}`)).toEqual([]);
        await page.screenshot({
          path: `${shots}/template-gallery-${lang}-${width}.png`,
          fullPage: true,
          animations: "disabled",
        });
      }
    }
    // The search field and its button sit on one line on the phone and nothing overflows.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
