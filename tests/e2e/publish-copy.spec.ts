import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import enEd from "../../core/i18n/locales/en/editor";
import ruEd from "../../core/i18n/locales/ru/editor";
import { completeState, newOwner, publicUrl, seedLanding, signIn } from "./support/owner";

/**
 * Issue 29: the publish dialog's Copy answers "Copied" for 2 s after each
 * press (SPEC §2), also where the page has no Clipboard API (an app opened
 * over plain http by a LAN address); and the sidebar's link-name hint names
 * the address the success dialog gives out.
 */
const CATALOGUES = { ru: ruEd, en: enEd } as const;

for (const lang of ["ru", "en"] as const) {
  for (const width of [1440, 390]) {
    test(`${lang} ${width}px: Copy says Copied for 2 s; the hint and the dialog give one address`, async ({
      page,
      context,
    }) => {
      const ed = CATALOGUES[lang];
      const owner = await newOwner(`copy-${lang}-${width}`);
      const name = `copy-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
      const uuid = await seedLanding(owner.api, { ...completeState("Копия"), textalias: name });
      await signIn(context, owner.api, lang);
      // As on plain http: the Clipboard API is not there at all.
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
      });
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto(`/e/${uuid}`);
      await expect(page.getByTestId("alias-input")).toHaveValue(name);

      const address = `${publicUrl}/l/${name}`;
      const hint = ed.publish.addressPreview.replace("{{url}}", address);
      await expect(page.getByTestId("publish-panel").getByText(hint)).toBeVisible();

      await page.getByTestId("publish-submit").click();
      const success = page.getByRole("dialog", { name: ed.publish.successTitle });
      await expect(success.getByRole("link", { name: address })).toBeVisible();

      // The copy still happens, and says so.
      const copy = success.getByRole("button", { name: ed.publish.copy });
      await copy.click();
      const copied = success.getByRole("button", { name: ed.publish.copied });
      await expect(copied).toBeVisible();
      await page.screenshot({
        path: `tests/screenshots/publish-copied-${lang}-${width}.png`,
        animations: "disabled",
      });
      // A second press 1.2 s later keeps "Copied" for its own 2 s.
      await page.waitForTimeout(1200);
      await copied.click();
      await page.waitForTimeout(1200);
      await expect(copied).toBeVisible();
      await expect(copy).toBeVisible({ timeout: 1500 });

      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const reader = await context.newPage();
      await reader.goto("/login");
      expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(address);
    });
  }
}
