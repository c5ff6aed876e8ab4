import { randomBytes } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import auth from "../../core/i18n/locales/en/auth";
import settings from "../../core/i18n/locales/en/settings";
import { registerOwner } from "./support/api-client";

/**
 * Issue 29, sign-up as a new user meets it: the position chosen at step 2 is
 * the one Settings shows and saves (SPEC's two lists), and step 1 keeps the
 * typed passwords when the email is taken.
 */
const unique = () => `pos-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
const PASSWORD = "secret12";

async function fillStep1(page: Page, email: string) {
  await page.getByRole("textbox", { name: auth.register.name }).fill("Olga Operations");
  await page.getByRole("textbox", { name: auth.register.email }).fill(email);
  await page.getByRole("textbox", { name: auth.register.phone }).fill("+7 900 123 45 67");
  await page.getByRole("textbox", { name: auth.register.password, exact: true }).fill(PASSWORD);
  await page
    .getByRole("textbox", { name: auth.register.confirmPassword, exact: true })
    .fill(PASSWORD);
  await page.getByRole("radio", { name: auth.purpose.business }).check();
  await page.getByRole("button", { name: auth.register.submit }).click();
}

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    { name: "selectedLanguage", value: "en", url: process.env.E2E_APP_URL! },
  ]);
});

test("registered as Chief operating officer, Settings shows it and saves Profile", async ({
  page,
}) => {
  await page.goto("/register");
  await fillStep1(page, unique());
  await expect(page.getByRole("heading", { name: auth.register.positionTitle })).toBeVisible();
  await page.getByRole("radio", { name: auth.positions.coo }).check();
  await page.getByRole("button", { name: auth.register.finish }).click();
  await expect(page).toHaveURL(/\/landings$/);

  await page.goto("/settings");
  const profile = page.getByRole("region", { name: settings.profile.title });
  const position = profile.getByLabel(settings.profile.position);
  await expect(position).toHaveValue("coo");
  await expect(position.locator("option:checked")).toHaveText(auth.positions.coo);
  await profile.getByLabel(settings.profile.location).fill("Kazan");
  await profile.getByRole("button", { name: settings.save }).click();
  await expect(profile.getByText(settings.settingsUpdated)).toBeVisible();
  await page.reload();
  await expect(profile.getByLabel(settings.profile.position)).toHaveValue("coo");
  await expect(profile.getByLabel(settings.profile.location)).toHaveValue("Kazan");
});

test("step 1 keeps both passwords after 'email exists'", async ({ page }) => {
  const taken = await registerOwner("pos-taken");
  await page.goto("/register");
  await fillStep1(page, taken.email);
  await expect(page.getByText(auth.emailExists)).toBeVisible();
  await expect(
    page.getByRole("textbox", { name: auth.register.password, exact: true }),
  ).toHaveValue(PASSWORD);
  await expect(
    page.getByRole("textbox", { name: auth.register.confirmPassword, exact: true }),
  ).toHaveValue(PASSWORD);
  // Fixing only the email is enough to go on.
  await page.getByRole("textbox", { name: auth.register.email }).fill(unique());
  await page.getByRole("button", { name: auth.register.submit }).click();
  await expect(page.getByRole("heading", { name: auth.register.positionTitle })).toBeVisible();
});
