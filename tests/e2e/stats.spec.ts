import path from "node:path";
import { expect, test, type Browser } from "@playwright/test";
import enStats from "../../core/i18n/locales/en/stats";
import ruStats from "../../core/i18n/locales/ru/stats";
import {
  completeState,
  newOwner,
  seedLanding,
  setLanguage,
  signIn,
  type Owner,
} from "./support/owner";

/**
 * Issue 15 "View statistics": real visits to a published page through the
 * worker (three browsers, a click on a button and a card), then the owner's
 * Statistics view with its chart, totals and click counts.
 */
const publicUrl = process.env.E2E_PUBLIC_URL!;
const appUrl = process.env.E2E_APP_URL!;
const shots = path.resolve("tests/screenshots");
const alias = `stats-${Date.now().toString(36)}`;

let owner: Owner;
let uuid: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  owner = await newOwner("stats");
  const state = completeState("Дом у реки");
  uuid = await seedLanding(owner.api, {
    ...state,
    textalias: alias,
    mainButtonName: "Записаться",
    mainButtonLink: `${appUrl}/terms`,
    extraButtonName: "Каталог",
    extraButtonLink: `${appUrl}/terms`,
    cards: JSON.stringify(
      (JSON.parse(state.cards) as Array<Record<string, string>>).map((c) => ({
        ...c,
        link: `${appUrl}/terms`,
      })),
    ),
    force: true,
  });
});

test.afterAll(async () => {
  await owner?.api.dispose();
});

async function visit(browser: Browser, userAgent: string, click?: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  const res = await page.goto(`${publicUrl}/l/${alias}`);
  expect(res?.status()).toBe(200);
  if (click) {
    const popup = context.waitForEvent("page");
    await page.getByRole("link", { name: click }).first().click();
    await (await popup).close();
  }
  await context.close();
}

test("visits and clicks on the published page show on the Statistics view with a chart", async ({
  browser,
  page,
  context,
}) => {
  const chrome = (v: number) =>
    `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${v}.0.0.0 Safari/537.36`;
  await visit(browser, chrome(120), "Записаться");
  await visit(browser, chrome(121), "Дом у реки");
  await visit(browser, chrome(122));
  await visit(browser, chrome(122));

  await signIn(context, owner.api, "ru");
  // The worker posts its batches within a second; the card then shows the week's views.
  await expect
    .poll(
      async () => {
        await page.goto(`${appUrl}/landings`);
        return page.getByTestId("card-views").first().textContent();
      },
      { timeout: 15_000 },
    )
    .toContain("4 просмотра за 7 дней");
  // The card counts 7 days, so the view it opens shows those 7 days (issue 29).
  await page.getByTestId("card-views").first().click();
  await expect(page).toHaveURL(new RegExp(`/landings/${uuid}/stats\\?days=7$`));
  await expect(page.getByRole("link", { name: "7 дней" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(ruStats.title);
  await expect(page.getByTestId("total-views")).toHaveText("4");
  await expect(page.getByTestId("total-visitors")).toHaveText("3");
  await expect(page.getByTestId("total-clicks")).toHaveText("2");
  await expect(page.getByTestId("stats-clicks")).toContainText(ruStats.target.button0);
  await expect(page.getByTestId("stats-clicks")).toContainText("Карточка 1");
  await expect(page.getByTestId("stats-countries")).toContainText(ruStats.unknownCountry);
  // uPlot draws the chart on a canvas, with its legend naming both series.
  await expect(page.getByRole("img", { name: ruStats.chartLabel }).locator("canvas")).toHaveCount(
    1,
  );
  await expect(page.locator(".u-legend")).toContainText(ruStats.views);

  await page.getByRole("link", { name: "30 дней" }).click();
  await expect(page).toHaveURL(/days=30/);
  await expect(page.getByRole("link", { name: "30 дней" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("total-views")).toHaveText("4");

  const csv = await owner.api.http.get(`/api/landings/${uuid}/stats?days=7&format=csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain('"button:0","1"');

  for (const lang of ["ru", "en"] as const) {
    await setLanguage(context, lang);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`${appUrl}/landings/${uuid}/stats?days=30`);
      await expect(page.locator(".stats-chart canvas")).toHaveCount(1);
      await expect(
        page.getByText(lang === "en" ? enStats.clicksHeading : ruStats.clicksHeading),
      ).toBeVisible();
      await page.screenshot({ path: `${shots}/stats-${lang}-${width}.png`, fullPage: true });
    }
  }
});

test("the owner switches counting off: new visits are not counted; others cannot see the stats", async ({
  page,
  context,
  browser,
}) => {
  await signIn(context, owner.api, "en");
  await page.goto(`${appUrl}/landings/${uuid}/stats`);
  await page.getByRole("checkbox", { name: enStats.countingLabel }).click();
  await expect(page.getByText(enStats.countingOff)).toBeVisible();
  await expect(page.getByRole("checkbox", { name: enStats.countingLabel })).not.toBeChecked();

  const before = await (await owner.api.http.get(`/api/landings/${uuid}/stats?days=7`)).json();
  await visit(browser, "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0");
  await page.waitForTimeout(1500);
  const after = await (await owner.api.http.get(`/api/landings/${uuid}/stats?days=7`)).json();
  expect(after.totals.views).toBe(before.totals.views);
  expect(after.statsOff).toBe(true);

  const stranger = await newOwner("stats-stranger");
  const res = await stranger.api.http.get(`/api/landings/${uuid}/stats?days=30`);
  expect(res.status()).toBe(404);
  await stranger.api.dispose();

  await page.getByRole("checkbox", { name: enStats.countingLabel }).click();
  await expect(page.getByRole("checkbox", { name: enStats.countingLabel })).toBeChecked();
});
