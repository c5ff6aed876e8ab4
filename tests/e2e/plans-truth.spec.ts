import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import SQLite from "better-sqlite3";
import enCommon from "../../core/i18n/locales/en/common";
import enEditor from "../../core/i18n/locales/en/editor";
import enLandings from "../../core/i18n/locales/en/landings";
import enSettings from "../../core/i18n/locales/en/settings";
import ruCommon from "../../core/i18n/locales/ru/common";
import ruEditor from "../../core/i18n/locales/ru/editor";
import ruLandings from "../../core/i18n/locales/ru/landings";
import ruSettings from "../../core/i18n/locales/ru/settings";
import ruAi from "../../core/i18n/locales/ru/ai";
import { PRO_PRICE_USD } from "../../core/plans";
import { completeState, dataDir, makePro, newOwner, seedLanding, signIn } from "./support/owner";

/**
 * Issue 29: what the plans page, Settings, the nav and the editor say must be
 * true of this account and this server: the rouble label, the PRO marks, no
 * PRO badge or "Published" once the plan has ended, the buy-extra dialog's
 * actions in order, Basic info before a locked AI panel, and an editor that
 * asks nothing the server refuses on load.
 */

const shots = "tests/screenshots";
const CATS = {
  ru: { l: ruLandings, s: ruSettings, e: ruEditor, c: ruCommon },
  en: { l: enLandings, s: enSettings, e: enEditor, c: enCommon },
} as const;
const WIDTHS = [1440, 390] as const;

/** An ended PRO plan: tariff still 1, its date a day ago (straight in the database). */
function endPlan(email: string): void {
  const db = new SQLite(path.join(dataDir, "vitrina.sqlite"));
  try {
    db.prepare("update users set tariff = 1, tariff_expiration_date = ? where email = ?").run(
      new Date(Date.now() - 86_400_000).toISOString(),
      email,
    );
  } finally {
    db.close();
  }
}

const fill = (s: string, vars: Record<string, string | number>) =>
  s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

async function shot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.screenshot({
    path: `${shots}/${name}-${width}.png`,
    fullPage: true,
    animations: "disabled",
  });
}

for (const lang of ["ru", "en"] as const) {
  const { l, s, c } = CATS[lang];

  test(`${lang}: /s prices PRO with ${lang === "ru" ? "the per-year rouble label" : "no rouble label"}, and sells only what this server has`, async ({
    page,
    context,
  }) => {
    const owner = await newOwner(`p29-plans-${lang}`);
    await signIn(context, owner.api, lang);
    await page.goto("/s");
    const offer = page.getByRole("region", {
      name: fill(l.plans.price, { amount: PRO_PRICE_USD }),
    });
    await expect(offer).toBeVisible();
    if (lang === "ru") {
      const rub = offer.getByTestId("plans-rub");
      await expect(rub).toHaveText(ruLandings.plans.rubLabel);
      // Beside the price: the next line of the same card.
      const price = await offer.locator("#plans-price").boundingBox();
      const label = await rub.boundingBox();
      expect(label!.y - (price!.y + price!.height)).toBeLessThan(16);
    } else {
      await expect(offer.getByTestId("plans-rub")).toHaveCount(0);
    }
    // The e2e server has AI, translation and domains set up: no line is marked.
    await expect(offer.getByRole("listitem")).toHaveCount(8);
    await expect(offer.getByText(l.plans.notAvailableHere)).toHaveCount(0);
    for (const w of WIDTHS) await shot(page, `i29-plans-${lang}`, w);
  });

  test(`${lang}: Settings marks all four preferences PRO and locks only two; the type is translated`, async ({
    page,
    context,
  }) => {
    const owner = await newOwner(`p29-settings-${lang}`);
    await signIn(context, owner.api, lang);
    await page.goto("/settings");
    const prefs = page.getByRole("region", { name: s.preferences.title });
    await expect(prefs.getByText(c.pro, { exact: true })).toHaveCount(4);
    await expect(prefs.getByRole("checkbox", { name: s.preferences.newsletter })).toBeEnabled();
    await expect(prefs.getByRole("checkbox", { name: s.preferences.systemMessages })).toBeEnabled();
    await expect(prefs.getByRole("checkbox", { name: s.preferences.hideAds })).toBeDisabled();
    await expect(prefs.getByRole("checkbox", { name: s.preferences.hideLogo })).toBeDisabled();
    await expect(page.getByTestId("subscription-type")).toHaveText(s.subscription.free);
    expect(s.subscription.free).not.toBe("free");
    for (const w of WIDTHS) await shot(page, `i29-settings-${lang}`, w);
  });

  test(`${lang}: once PRO has ended, no PRO badge, the card reads Unavailable and the editor tells the truth`, async ({
    page,
    context,
  }) => {
    const { e } = CATS[lang];
    const owner = await newOwner(`p29-ended-${lang}`);
    const alias = `ended-${lang}-${Date.now().toString(36)}`;
    const uuid = await seedLanding(owner.api, {
      ...completeState("Ended"),
      textalias: alias,
      force: true,
    });
    endPlan(owner.email);
    await signIn(context, owner.api, lang);

    await page.goto("/landings");
    await expect(page.getByLabel(c.proBadgeLabel)).toHaveCount(0);
    const card = page.getByTestId("landing-card");
    await expect(card.getByTestId("landing-status")).toHaveText(l.unavailable);
    await expect(card.getByText(l.published, { exact: true })).toHaveCount(0);
    for (const w of WIDTHS) await shot(page, `i29-ended-landings-${lang}`, w);

    await page.goto("/s");
    await expect(page.getByText(l.plans.expiredOn.split("{{date}}")[0].trim())).toBeVisible();
    await expect(page.getByLabel(c.proBadgeLabel)).toHaveCount(0);

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/e/${uuid}`);
    await expect(page.getByTestId("publish-state")).toHaveText(e.publishState.unavailable);
    await expect(page.getByText(e.publishState.live)).toHaveCount(0);
    await expect(page.getByText(e.preview.expired)).toBeVisible();
    await expect(page.getByText(e.preview.failed)).toHaveCount(0);
    // Nothing to resize, so no Desktop/Mobile toggle either.
    await expect(page.getByRole("group", { name: e.preview.width })).toHaveCount(0);
    await expect(page.getByRole("button", { name: e.preview.mobile, exact: true })).toHaveCount(0);
    for (const w of WIDTHS) await shot(page, `i29-ended-editor-${lang}`, w);
  });

  test(`${lang}: the buy-extra dialog puts its primary action on a row of its own, first`, async ({
    page,
    context,
  }) => {
    const owner = await newOwner(`p29-extra-${lang}`);
    await seedLanding(owner.api, completeState("Одна"));
    makePro(owner.email);
    await signIn(context, owner.api, lang);
    for (const w of WIDTHS) {
      await page.setViewportSize({ width: w, height: w === 390 ? 844 : 900 });
      await page.goto("/landings");
      await page.getByTestId("new-landing").click();
      const dialog = page.getByRole("dialog", { name: l.buyExtra.title });
      await expect(dialog).toBeVisible();
      // The dialog pops in (a scale animation): measure it at rest.
      await page.evaluate(() => Promise.all(document.getAnimations().map((x) => x.finished)));
      const footer = dialog.locator(".modal-footer");
      const buy = await footer
        .getByRole("button", { name: fill(l.buyExtra.buy, { amount: 300 }) })
        .boundingBox();
      const close = await footer.getByRole("button", { name: l.buyExtra.close }).boundingBox();
      const contact = await footer.getByRole("link", { name: l.buyExtra.contact }).boundingBox();
      // The primary leads (it used to wrap alone under the others) and spans the others' width.
      expect(buy!.y + buy!.height).toBeLessThanOrEqual(Math.min(close!.y, contact!.y));
      expect(buy!.width).toBeGreaterThanOrEqual(Math.max(close!.width, contact!.width));
      // No label wraps inside its button.
      for (const b of [buy!, close!, contact!]) expect(b.height).toBeLessThan(56);
      await page.screenshot({
        path: `${shots}/i29-buy-extra-${lang}-${w}.png`,
        animations: "disabled",
      });
      await page.keyboard.press("Escape");
    }
  });
}

test("a free owner's editor opens on Basic info, the locked AI panel after it", async ({
  page,
  context,
}) => {
  const owner = await newOwner("p29-order");
  const uuid = await seedLanding(owner.api, completeState("Порядок"));
  await signIn(context, owner.api, "ru");
  await page.goto(`/e/${uuid}`);
  const basic = page.getByRole("region", { name: ruEditor.sections.basic });
  const ai = page.getByRole("region", { name: ruAi.title });
  await expect(ai.getByTestId("ai-locked")).toBeVisible();
  const [b, a] = [await basic.boundingBox(), await ai.boundingBox()];
  expect(b!.y).toBeLessThan(a!.y);
  await page.screenshot({
    path: `${shots}/i29-editor-free-order-1440.png`,
    animations: "disabled",
  });
});

test("a PRO owner's editor asks nothing on load that answers 503", async ({ page, context }) => {
  const owner = await newOwner("p29-503");
  const uuid = await seedLanding(owner.api, completeState("Без 503"));
  makePro(owner.email);
  await signIn(context, owner.api, "en");
  const failed: string[] = [];
  page.on("response", (res) => {
    if (res.status() >= 500) failed.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(`/e/${uuid}`);
  await expect(page.getByTestId("domain-form")).toHaveAttribute("data-state", "ready");
  await expect(page.getByTestId("languages-section")).toBeVisible();
  await expect(page.getByTestId("domain-not-configured")).toHaveCount(0);
  await expect(page.getByTestId("languages-not-configured")).toHaveCount(0);
  expect(failed).toEqual([]);
});
