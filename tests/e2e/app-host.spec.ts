import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import enAuth from "../../core/i18n/locales/en/auth";
import ruAuth from "../../core/i18n/locales/ru/auth";
import enCommon from "../../core/i18n/locales/en/common";
import ruCommon from "../../core/i18n/locales/ru/common";
import { newOwner, OWNER_PASSWORD } from "./support/owner";

/**
 * Issue 29: the app opened at another name of this machine. 127.0.0.1 is sent
 * to APP_URL (localhost) before any form shows; a form sent from a name the
 * gate does not redirect (the en. language host) gets a page that says where
 * the app lives, in the user's language, never the crash page.
 */
const appUrl = new URL(process.env.E2E_APP_URL!);
const shots = path.resolve("tests/screenshots");
const texts = { ru: { auth: ruAuth, common: ruCommon }, en: { auth: enAuth, common: enCommon } };

async function logIn(page: Page, lang: "ru" | "en", email: string) {
  const { auth } = texts[lang];
  await page.getByRole("textbox", { name: auth.login.email }).fill(email);
  await page.getByRole("textbox", { name: auth.login.password, exact: true }).fill(OWNER_PASSWORD);
  await page.getByRole("button", { name: auth.login.submit }).click();
}

test("opened at 127.0.0.1, /login lands on APP_URL's host and signs in", async ({ page }) => {
  const owner = await newOwner("host127");
  await page.goto(`http://127.0.0.1:${appUrl.port}/login?redirectTo=%2Fsettings`);
  await expect(page).toHaveURL(`${appUrl.origin}/login?redirectTo=%2Fsettings`);
  await logIn(page, "ru", owner.email);
  await expect(page).toHaveURL(`${appUrl.origin}/settings`);
});

for (const lang of ["ru", "en"] as const) {
  test(`a form sent from another origin shows where the app lives (${lang})`, async ({
    browser,
  }) => {
    const other = `http://en.localhost:${appUrl.port}`;
    const { common } = texts[lang];
    for (const [width, javaScriptEnabled] of [
      [1440, true],
      [390, false],
    ] as const) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled,
      });
      await context.addCookies([{ name: "selectedLanguage", value: lang, url: other }]);
      const page = await context.newPage();
      await page.goto(`${other}/login`);
      await logIn(page, lang, "someone@example.com");
      await expect(page.getByRole("heading", { name: common.crossOriginPage.title })).toBeVisible();
      await expect(page.getByText(common.errorPage.title)).toHaveCount(0);
      const open = page.getByRole("link", {
        name: common.crossOriginPage.open.replace("{{app}}", appUrl.host),
      });
      await expect(open).toHaveAttribute("href", `${appUrl.origin}/login`);
      if (javaScriptEnabled) {
        // axe runs in the page, so only where scripts do.
        const axe = await new AxeBuilder({ page }).analyze();
        const serious = axe.violations.filter((v) =>
          ["serious", "critical"].includes(v.impact ?? ""),
        );
        expect(serious.map((v) => v.id)).toEqual([]);
      }
      await page.screenshot({
        path: path.join(shots, `app-host-refused-${lang}-${width}.png`),
        fullPage: true,
      });
      await open.click();
      await expect(page).toHaveURL(`${appUrl.origin}/login`);
      await context.close();
    }
  });
}
