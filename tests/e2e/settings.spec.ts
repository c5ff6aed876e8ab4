import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import enCommon from "../../core/i18n/locales/en/common";
import en from "../../core/i18n/locales/en/settings";
import ruCommon from "../../core/i18n/locales/ru/common";
import ru from "../../core/i18n/locales/ru/settings";
import { ApiClient, registerOwner } from "./support/api-client";

/**
 * Issue 9 end to end: Settings opened from the avatar menu, each section
 * saved, a photo uploaded and seen in the menu, the language switched.
 */
const shots = path.resolve("tests/screenshots");

async function openFromMenu(page: Page, common: typeof ruCommon | typeof enCommon) {
  await page.goto("/landings");
  await page.getByTestId("avatar-button").click();
  await page.getByRole("menuitem", { name: common.nav.settings }).click();
  await expect(page).toHaveURL(/\/settings$/);
}

for (const [lang, cat, common, other] of [
  ["ru", ru, ruCommon, en],
  ["en", en, enCommon, ru],
] as const) {
  for (const width of [1440, 390]) {
    test(`${lang} ${width}px: every section of Settings saves, the photo shows in the menu, the language switches`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const owner = await registerOwner(`settings-${lang}-${width}`);
      await context.addCookies([
        ...(await owner.api.http.storageState()).cookies,
        { name: "selectedLanguage", value: lang, url: process.env.E2E_APP_URL! },
      ]);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await openFromMenu(page, common);
      await expect(page.getByRole("heading", { level: 1, name: cat.title })).toBeVisible();

      // Profile: a blank name is refused in place, then a real one is saved.
      const profile = page.getByRole("region", { name: cat.profile.title });
      await profile.getByLabel(cat.profile.name).fill("   ");
      await profile.getByRole("button", { name: cat.save }).click();
      await expect(profile.getByText(cat.errors.nameRequired).first()).toBeVisible();
      await profile.getByLabel(cat.profile.name).fill("Мария Иванова");
      await profile.getByLabel(cat.profile.position).selectOption("marketing_director");
      await profile.getByLabel(cat.profile.location).fill("Казань");
      await profile.getByRole("button", { name: cat.save }).click();
      await expect(profile.getByText(cat.settingsUpdated)).toBeVisible();

      // Photo: uploaded, then shown in the nav's avatar button.
      const png = await sharp({
        create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 90, b: 60 } },
      })
        .png()
        .toBuffer();
      await profile.getByLabel(cat.profile.upload).setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: png,
      });
      await expect(profile.getByText(cat.photoUpdated)).toBeVisible();
      await expect(page.getByTestId("avatar-photo")).toBeVisible();

      // Contact: the phone is saved; a new email waits for its link and needs the password.
      const contact = page.getByRole("region", { name: cat.contact.title });
      await contact.getByLabel(cat.contact.phone).fill("+7 900 111-22-33");
      await contact.getByRole("button", { name: cat.save }).click();
      await expect(contact.getByText(cat.settingsUpdated)).toBeVisible();
      const newEmail = `new-${owner.email}`;
      await contact.getByLabel(cat.contact.email).fill(newEmail);
      await contact.getByLabel(cat.contact.currentPassword).fill("wrong-password");
      await contact.getByRole("button", { name: cat.save }).click();
      await expect(contact.getByText(cat.errors.wrongPassword).first()).toBeVisible();
      await contact.getByLabel(cat.contact.currentPassword).fill("secret12");
      await contact.getByRole("button", { name: cat.save }).click();
      await expect(
        contact.getByText(cat.contact.emailChangeSent.replace("{{email}}", newEmail)),
      ).toBeVisible();

      // Password: too short is refused, a good one is saved.
      const password = page.getByRole("region", { name: cat.password.title });
      await password.getByLabel(cat.password.current).fill("secret12");
      await password.getByLabel(cat.password.new).fill("short");
      await password.getByRole("button", { name: cat.save }).click();
      await expect(password.getByText(cat.errors.passwordTooShort)).toBeVisible();
      await password.getByLabel(cat.password.new).fill("a-longer-secret");
      await password.getByRole("button", { name: cat.save }).click();
      await expect(password.getByText(cat.password.changed)).toBeVisible();

      // Preferences: the PRO ones are locked for a trial account.
      const prefs = page.getByRole("region", { name: cat.preferences.title });
      await expect(prefs.getByLabel(cat.preferences.hideLogo)).toBeDisabled();
      await prefs.getByLabel(cat.preferences.newsletter).check();
      await prefs.getByRole("button", { name: cat.save }).click();
      await expect(prefs.getByText(cat.settingsUpdated)).toBeVisible();

      // The subscription card and the sessions list.
      await expect(page.getByTestId("subscription-type")).toHaveText(cat.subscription.free);
      const security = page.getByRole("region", { name: cat.security.title });
      await expect(security.getByText(cat.security.current)).toBeVisible();
      await page.screenshot({
        path: `${shots}/settings-${lang}-${width}.png`,
        fullPage: true,
        animations: "disabled",
      });

      // Interface: the whole UI switches at once.
      const ui = page.getByRole("region", { name: cat.interface.title });
      await ui.getByLabel(cat.interface.language).selectOption(lang === "ru" ? "en" : "ru");
      await ui.getByRole("button", { name: cat.save }).click();
      await expect(page.getByRole("heading", { level: 1, name: other.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(other.title));
      // Its notice is worded in the new language too (issue 29).
      const switched = page.getByRole("region", { name: other.interface.title });
      await expect(switched.getByRole("status")).toHaveText(other.settingsUpdated);
      await expect(page.getByText(cat.settingsUpdated)).toHaveCount(0);

      // Saved on the account: a fresh sign-in brings the language back.
      const fresh = await ApiClient.create();
      const login = await fresh.post("/api/auth/login", {
        email: owner.email,
        password: "a-longer-secret",
      });
      expect(login.status()).toBe(200);
      const cookies = (await fresh.http.storageState()).cookies;
      expect(cookies.find((c) => c.name === "selectedLanguage")?.value).toBe(
        lang === "ru" ? "en" : "ru",
      );
      await fresh.dispose();
      await owner.api.dispose();
    });
  }
}

test("the nav bar's language switcher saves a signed-in user's language", async ({
  page,
  context,
}) => {
  const owner = await registerOwner("nav-lang");
  await context.addCookies([
    ...(await owner.api.http.storageState()).cookies,
    { name: "selectedLanguage", value: "ru", url: process.env.E2E_APP_URL! },
  ]);
  await page.goto("/landings");
  const nav = page.getByTestId("nav-bar");
  await nav.getByRole("button", { name: "EN" }).click();
  await expect(nav.getByRole("link", { name: enCommon.nav.plans })).toBeVisible();
  const settings = await (await owner.api.http.get("/api/auth/settings")).json();
  expect(settings.language).toBe("en");
  await owner.api.dispose();
});
