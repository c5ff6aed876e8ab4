import { expect, test } from "@playwright/test";
import auth from "../../core/i18n/locales/ru/auth";
import ls from "../../core/i18n/locales/ru/landings";
import enLs from "../../core/i18n/locales/en/landings";
import {
  answer401,
  completeState,
  countConfirmationMails,
  newOwner,
  revokeSessions,
  seedLanding,
  setLanguage,
  signIn,
} from "./support/owner";
import { chooseBlank } from "./support/gallery";

/** Issue 11 on My landings: confirmation banner, the free limit explained, 'please login', the phone gear menu. */
test.describe("owner: My landings (issue 11)", () => {
  test("#2 an unconfirmed account gets a banner with Resend until the address is confirmed", async ({
    page,
  }) => {
    const owner = await newOwner("banner", { confirmed: false });
    await signIn(page.context(), owner.api);
    await page.goto("/landings");
    const banner = page.getByTestId("confirm-banner");
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(owner.email);
    const before = countConfirmationMails(owner.email);
    await banner.getByTestId("resend-confirmation").click();
    await expect(page.getByText(auth.confirmationResent)).toBeVisible();
    await expect.poll(() => countConfirmationMails(owner.email)).toBe(before + 1);

    const confirmed = await newOwner("banner-ok");
    await page.context().clearCookies();
    await signIn(page.context(), confirmed.api);
    await page.goto("/landings");
    await expect(page.getByText(ls.title, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId("confirm-banner")).toHaveCount(0);
  });

  test("#6 a free account's second showroom first explains the limit and what PRO gives, then links to /s", async ({
    page,
  }) => {
    const owner = await newOwner("limit");
    await seedLanding(owner.api, completeState("Первая"));
    await signIn(page.context(), owner.api);
    await page.goto("/landings");
    await page.getByTestId("new-landing").click();
    const dialog = page.getByTestId("upgrade-dialog");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/landings$/);
    await expect(dialog).toContainText(ls.upgrade.text_one.replace("{{count}}", "1"));
    for (const feature of ls.plans.features) await expect(dialog).toContainText(feature);
    await expect(dialog.getByTestId("upgrade-go")).toBeFocused();
    await dialog.getByTestId("upgrade-go").click();
    await expect(page).toHaveURL(/\/s\/?$/);

    // English, and the no-script form path lands on the same dialog.
    await setLanguage(page.context(), "en");
    await page.goto("/landings?upgrade=1");
    await expect(page.getByTestId("upgrade-dialog")).toContainText(enLs.upgrade.proGives);
    await expect(page).toHaveURL(/\/landings$/);
  });

  test("#7 creating after the session is lost says 'please login' and goes to Login", async ({
    page,
  }) => {
    const owner = await newOwner("lost");
    await signIn(page.context(), owner.api);
    await page.goto("/landings");
    await page.getByTestId("new-landing").click();
    await expect(page).toHaveURL(/\/createLanding$/);
    revokeSessions(owner.email);
    await answer401(page, "**/api/landings/");
    await chooseBlank(page);
    // Issue 26: creating happens in the gallery now, so Login brings the owner back to it.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2FcreateLanding$/);
    await expect(page.getByText(ls.pleaseLogin)).toBeVisible();
    await expect(page.getByText(ls.createFailed)).toHaveCount(0);
  });

  test("#5 creating with no answer from the server says 'network error'", async ({ page }) => {
    const owner = await newOwner("offline");
    await signIn(page.context(), owner.api);
    await page.goto("/landings");
    await page.route("**/api/landings/", (route) => route.abort("internetdisconnected"));
    await page.getByTestId("new-landing").click();
    await chooseBlank(page);
    await expect(page.getByText(ls.networkError)).toBeVisible();
  });

  test("#12 on a 390 px phone the gear menu opens next to its gear, inside the screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const owner = await newOwner("gear");
    await seedLanding(owner.api, completeState("Первая"));
    await signIn(page.context(), owner.api);
    await page.goto("/landings");
    const card = page.getByTestId("landing-card").first();
    await card.scrollIntoViewIfNeeded();
    const gear = card.locator(".gear-button");
    await gear.click();
    const menu = card.getByRole("menu");
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    const gearBox = (await gear.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Right under its own gear, not under the nav bar at the top of the screen.
    expect(Math.abs(box.y - (gearBox.y + gearBox.height))).toBeLessThan(16);
    for (const item of [ls.menu.publish, ls.menu.edit, ls.menu.delete, ls.menu.cancel]) {
      await expect(menu.getByRole("menuitem", { name: item })).toBeInViewport({ ratio: 1 });
    }
  });
});
