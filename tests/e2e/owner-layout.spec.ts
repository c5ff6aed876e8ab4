import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import ruEd from "../../core/i18n/locales/ru/editor";
import enEd from "../../core/i18n/locales/en/editor";
import {
  completeState,
  makePro,
  newOwner,
  seedLanding,
  setLanguage,
  signIn,
} from "./support/owner";

/** Screenshots wait for the images on screen, not for the network to go quiet (the preview keeps it busy). */
async function imagesLoaded(page: Page) {
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), null, {
    timeout: 15_000,
  });
}

/**
 * Issue 11 #12: the owner's pages on a 390×844 phone and a 1440 desktop, in
 * Russian and English — checked, and photographed for review.
 */
const shots = path.resolve("tests/screenshots");
const LONG_NAME = "Жилой комплекс «Северный парк» у реки";

test.beforeAll(() => mkdirSync(shots, { recursive: true }));

/** The topmost element at the centre of `selector` belongs to it (nothing covers it). */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  }, selector);
}

test.describe("owner pages: phone and desktop layout (issue 11 #12)", () => {
  test("on a phone the editor shows the whole title, keeps its bar in view and has a Preview tab", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await newOwner("phone");
    makePro(owner.email);
    const uuid = await seedLanding(owner.api, completeState(LONG_NAME));
    await signIn(page.context(), owner.api);
    await page.goto("/landings");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.goto(`/e/${uuid}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    const title = page.locator(".editor-title");
    await expect(title).toHaveText(LONG_NAME);
    const cut = await title.evaluate(
      (el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
    );
    expect(cut).toBe(false);

    // The bar with the title and both states stays visible under the nav while scrolling.
    await page.mouse.wheel(0, 1500);
    await page.waitForTimeout(300);
    await expect(page.getByTestId("publish-state")).toBeInViewport();
    expect(await uncovered(page, ".editor-title")).toBe(true);
    expect(await uncovered(page, '[data-testid="publish-state"]')).toBe(true);

    // The preview is one tap away instead of below every section.
    await expect(page.getByTestId("preview-frame")).toBeHidden();
    await page.getByTestId("editor-tab-preview").click();
    const frame = page.getByTestId("preview-frame");
    await expect(frame).toBeVisible();
    await expect(frame).toBeInViewport();
    await expect(page.locator(".editor-form")).toBeHidden();
    await page.getByTestId("editor-tab-edit").click();
    await expect(page.locator(".editor-form")).toBeVisible();
  });

  for (const lang of ["ru", "en"] as const) {
    test(`screenshots of My landings and the editor at 390 and 1440 (${lang})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const ed = lang === "ru" ? ruEd : enEd;
      // A PRO owner (badge in the nav) with a published page that has unpublished changes.
      const owner = await newOwner(`shots-${lang}`);
      makePro(owner.email);
      const name = lang === "ru" ? LONG_NAME : "North Park Residences by the river";
      const textalias = `shots-${lang}-${Date.now().toString(36)}`;
      const uuid = await seedLanding(owner.api, { ...completeState(name), textalias, force: true });
      const edit = await owner.api.post(`/api/landings/${uuid}/setState`, {
        ...completeState(name),
        textalias,
        projectDescription: lang === "ru" ? "Новое описание." : "A new description.",
      });
      expect(edit.status()).toBe(200);
      await signIn(page.context(), owner.api);
      await setLanguage(page.context(), lang);
      for (const width of [390, 1440]) {
        const height = width === 390 ? 844 : 900;
        await page.setViewportSize({ width, height });
        await page.goto("/landings");
        await expect(page.getByTestId("landing-card")).toHaveCount(1);
        await imagesLoaded(page);
        await page.screenshot({
          path: path.join(shots, `owner-landings-${lang}-${width}.png`),
          fullPage: true,
          animations: "disabled",
        });
        if (width === 390) {
          await page.getByTestId("landing-card").first().locator(".gear-button").click();
          await page.screenshot({
            path: path.join(shots, `owner-landings-menu-${lang}-${width}.png`),
            animations: "disabled",
          });
          await page.keyboard.press("Escape");
        }
        await page.goto(`/e/${uuid}`);
        await expect(page.getByTestId("publish-state")).toContainText(ed.publishState.changed);
        if (width === 1440) await expect(page.getByTestId("preview-frame")).toBeVisible();
        await imagesLoaded(page);
        await page.screenshot({
          path: path.join(shots, `owner-editor-${lang}-${width}.png`),
          fullPage: width === 1440,
          animations: "disabled",
        });
        if (width === 390) {
          await page.getByTestId("editor-tab-preview").click();
          await expect(page.getByTestId("preview-frame")).toBeVisible();
          await imagesLoaded(page);
          await page.screenshot({
            path: path.join(shots, `owner-editor-preview-${lang}-${width}.png`),
            animations: "disabled",
          });
        }
      }
    });
  }
});
