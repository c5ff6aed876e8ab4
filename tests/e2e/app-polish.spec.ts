import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import enAuth from "../../core/i18n/locales/en/auth";
import ruAuth from "../../core/i18n/locales/ru/auth";
import enCommon from "../../core/i18n/locales/en/common";
import ruCommon from "../../core/i18n/locales/ru/common";
import ruPublic from "../../core/i18n/locales/ru/public";
import { fullLanding } from "../fixtures/full-landing";
import { screenshotPart } from "./support/screenshot";
import {
  completeState,
  newOwner,
  publicUrl,
  seedLanding,
  setLanguage,
  signIn,
} from "./support/owner";

/**
 * Issue 29, low items of the nav, spacing, links, icons and the published
 * page's section chips, at 1440 and 390 px in Russian and English, with
 * screenshots in tests/screenshots/polish-*.
 */
const shots = path.resolve("tests/screenshots");
const CAT = {
  ru: { auth: ruAuth, common: ruCommon },
  en: { auth: enAuth, common: enCommon },
};

const navLink = (page: Page, name: string) =>
  page.getByTestId("nav-bar").getByRole("link", { name, exact: true });

/** How many lines a link's text takes (one line box per rect of its text). */
async function textLines(page: Page, name: string): Promise<number> {
  return navLink(page, name).evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

/** The gap between the nav bar's bottom and the page's first heading. */
async function headingGap(page: Page): Promise<number> {
  const nav = await page.getByTestId("nav-bar").boundingBox();
  const h1 = await page.getByRole("heading", { level: 1 }).first().boundingBox();
  return h1!.y - (nav!.y + nav!.height);
}

for (const lang of ["ru", "en"] as const) {
  const { auth, common } = CAT[lang];

  test(`${lang}: nav, spacing, links and icons at 1440 and 390`, async ({ page, context }) => {
    test.setTimeout(90_000);
    const owner = await newOwner(`polish-${lang}`);
    await signIn(context, owner.api, lang);
    const uuid = await seedLanding(owner.api, completeState("Витрина"));
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      // The Plans link is current on /s as on /s/, and only there.
      for (const p of ["/s", "/s/"]) {
        await page.goto(p);
        await expect(navLink(page, common.nav.plans)).toHaveAttribute("aria-current", "page");
      }
      await page.goto("/settings");
      await expect(navLink(page, common.nav.plans)).not.toHaveAttribute("aria-current");
      // Each nav link stays on one line.
      for (const name of [common.nav.showrooms, common.nav.plans]) {
        expect(await textLines(page, name), `${name} @${width}`).toBe(1);
      }
      // The brand's name starts with the words it shows (WCAG 2.5.3).
      const brand = page.getByRole("link", { name: common.nav.home });
      const shown = (await brand.innerText()).trim().toLowerCase();
      expect(common.nav.home.toLowerCase().startsWith(shown), `"${shown}"`).toBe(true);

      // Plans and Settings open with the same space under the nav bar as My landings.
      await page.goto("/landings");
      const reference = await headingGap(page);
      expect(reference).toBeGreaterThanOrEqual(16);
      for (const p of ["/s", "/settings"]) {
        await page.goto(p);
        expect(Math.abs((await headingGap(page)) - reference), `${p} @${width}`).toBeLessThan(12);
        await screenshotPart(page, `${shots}/polish-${p.slice(1)}-${lang}-${width}.png`, width);
      }
      await screenshotPart(
        page,
        `${shots}/polish-nav-${lang}-${width}.png`,
        width,
        page.getByTestId("nav-bar"),
      );

      // The lock of a PRO-only editor section is an SVG, not an emoji.
      await page.goto(`/e/${uuid}`);
      const locked = page.getByTestId("design-locked");
      await expect(locked).toBeVisible();
      await expect(locked.locator('svg[data-icon="lock"]')).toBeVisible();
      await expect(locked).not.toContainText("🔒");
      await screenshotPart(page, `${shots}/polish-locked-${lang}-${width}.png`, width, locked);
    }

    // Signed out: the links in running text are underlined; the mail icon is an SVG.
    await context.clearCookies();
    await setLanguage(context, lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/login");
      for (const name of [auth.login.register, auth.login.forgot]) {
        const link = page.getByRole("link", { name });
        await expect(link).toHaveCSS("text-decoration-line", "underline");
      }
      await screenshotPart(page, `${shots}/polish-login-${lang}-${width}.png`, width);
    }
    const fresh = await newOwner(`polish-mail-${lang}`, { confirmed: false });
    await signIn(context, fresh.api, lang);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/a/confirm");
      await expect(page.locator('.confirm-icon svg[data-icon="mail"]')).toBeVisible();
      await expect(page.locator(".confirm-icon")).not.toContainText("✉");
      await screenshotPart(page, `${shots}/polish-confirm-${lang}-${width}.png`, width);
    }
  });
}

test("the published page's section chips all stay in view at 390 (they wrap)", async ({ page }) => {
  const owner = await newOwner("polish-chips");
  const base = completeState("Дубрава");
  const alias = `chips-${Date.now().toString(36)}`;
  const uuid = await seedLanding(owner.api);
  const res = await owner.api.post(`/api/landings/${uuid}/setState`, {
    ...fullLanding,
    textAlias: undefined,
    textalias: alias,
    projectLogoUrl: base.projectLogoUrl,
    projectBackgroundUrl: base.projectBackgroundUrl,
    videoUrl: base.projectBackgroundUrl,
    cards: JSON.parse(base.cards),
    analytics: [],
    force: true,
  });
  expect(res.status(), await res.text()).toBe(200);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${publicUrl}/l/${alias}`);
    const chips = page.getByRole("navigation", { name: ruPublic.sectionsNav }).getByRole("link");
    await expect(chips).toHaveCount(4);
    for (const chip of await chips.all()) {
      const box = (await chip.boundingBox())!;
      expect(box.x, await chip.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await chip.innerText()).toBeLessThanOrEqual(width);
    }
    await screenshotPart(
      page,
      `${shots}/polish-chips-${width}.png`,
      width,
      page.getByRole("navigation", { name: ruPublic.sectionsNav }),
    );
  }
});
