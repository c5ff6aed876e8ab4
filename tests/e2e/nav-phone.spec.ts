import path from "node:path";
import { expect, test } from "@playwright/test";
import enCommon from "../../core/i18n/locales/en/common";
import ruCommon from "../../core/i18n/locales/ru/common";
import { insertNewLeads } from "./support/leads";
import { makePro, newOwner, seedLanding, signIn } from "./support/owner";

/**
 * The owner's nav on a phone at its fullest: a PRO badge and a two-digit count
 * of new leads beside three links. Nothing may look cut off at the screen's edge.
 */
const shots = path.resolve("tests/screenshots");

for (const [lang, common] of [
  ["ru", ruCommon],
  ["en", enCommon],
] as const) {
  for (const plan of ["pro", "free"] as const) {
    test(`a ${plan} owner's nav at 390 px in ${lang} shows every link whole`, async ({ page }) => {
      const owner = await newOwner(`nav-phone-${lang}`);
      if (plan === "pro") makePro(owner.email);
      // The widest count the nav shows: "99+".
      insertNewLeads(owner.id, await seedLanding(owner.api), 100);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page.context(), owner.api, lang);
      await page.goto("/leads");
      const nav = page.getByRole("navigation", { name: common.nav.label });
      await expect(
        nav.getByRole("link", { name: new RegExp(`^${common.nav.leads}`) }),
      ).toContainText("99+");
      await page.screenshot({
        path: path.join(shots, `nav-phone-${plan}-${lang}-390.png`),
        clip: { x: 0, y: 0, width: 390, height: 80 },
        scale: "device",
      });
      const navBox = (await nav.boundingBox())!;
      for (const name of [common.nav.showrooms, common.nav.leads, common.nav.plans]) {
        const link = nav.getByRole("link", { name: new RegExp(`^${name}`) });
        const box = (await link.boundingBox())!;
        expect(box.x, `${name} starts inside the nav`).toBeGreaterThanOrEqual(navBox.x - 0.5);
        expect(box.x + box.width, `${name} ends inside the nav`).toBeLessThanOrEqual(
          navBox.x + navBox.width + 0.5,
        );
      }
      if (plan === "pro") {
        // The PRO mark stays in sight, and the avatar's menu still opens.
        await expect(page.getByLabel(common.proBadgeLabel)).toBeVisible();
        await page.getByRole("button", { name: common.nav.userMenu }).click();
        await expect(page.getByRole("menu")).toBeVisible();
      }
      await owner.api.dispose();
    });
  }
}
