import { readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import en from "../../core/i18n/locales/en/public";
import id from "../../core/i18n/locales/id/public";
import ru from "../../core/i18n/locales/ru/public";
import { completeState, newOwner, seedLanding, type Owner } from "./support/owner";
import { screenshotPart } from "./support/screenshot";
import { validateHtml } from "./support/vnu";

/**
 * Issue 27 as a visitor on a published page, in ru, en and id at 1440 and 390
 * px: save the contact (a .vcf download), share (the clipboard path in headless Chromium, "Copied" in the page's
 * language), the WhatsApp link with the message typed, then the analytics
 * consent: Decline (the owner's snippet does not run, not even after a
 * reload), then, with the choice cleared, Accept (it runs). One page per
 * language, published through the API.
 */
const publicUrl = process.env.E2E_PUBLIC_URL!;
const shots = path.resolve("tests/screenshots");
const LANGS = { ru, en, id } as const;
type Lang = keyof typeof LANGS;
const NAME: Record<Lang, string> = { ru: "Пекарня у дома", en: "Home Bakery", id: "Toko Roti" };
const run = Date.now().toString(36);
const aliasOf = (lang: Lang) => `visit-${lang}-${run}`;
const owners: Owner[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await Promise.all(
    (Object.keys(LANGS) as Lang[]).map(async (lang) => {
      const owner = await newOwner(`visit-${lang}`);
      owners.push(owner);
      await seedLanding(owner.api, {
        ...completeState(NAME[lang]),
        lang,
        textalias: aliasOf(lang),
        contacts: JSON.stringify({
          mainPhone: "+7 900 000-00-00",
          whatsapp: "+7 (900) 000-00-00",
          telegramContact: "@vitrina_bakery",
        }),
        // The owner's snippet only sets a flag, so the test sees whether it ran.
        analytics: JSON.stringify([
          {
            name: "Flag",
            code: "<script>window.__vtAnalytics = (window.__vtAnalytics || 0) + 1</script>",
          },
        ]),
        analyticsConsent: true,
        force: true,
      });
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(owners.map((o) => o.api.dispose()));
});

const ran = (page: Page) =>
  page.evaluate(() => (window as { __vtAnalytics?: number }).__vtAnalytics);

for (const lang of Object.keys(LANGS) as Lang[]) {
  for (const width of [1440, 390]) {
    test(`a visitor shares, writes and chooses about analytics (${lang}, ${width}px)`, async ({
      page,
      context,
    }) => {
      const t = LANGS[lang];
      const url = `${publicUrl}/l/${aliasOf(lang)}`;
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: publicUrl });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);

      // The bar asks before anything ran.
      const bar = page.getByRole("complementary", { name: t.consent.label });
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(t.consent.text);
      expect(await ran(page)).toBeUndefined();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      await screenshotPart(page, path.join(shots, `visitor-actions-${lang}-${width}.png`), width);

      // Save contact: the vCard arrives as a download.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: t.saveContact, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.vcf$/);
      expect(await readFile((await download.path())!, "utf8")).toContain("BEGIN:VCARD");

      // Share: headless Chromium has no Web Share API here, so the link is copied.
      const share = page.getByRole("button", { name: t.share, exact: true });
      // Reached by keyboard from the Save contact link, it shows its focus ring.
      await page.getByRole("link", { name: t.saveContact, exact: true }).focus();
      await page.keyboard.press("Tab");
      await expect(share).toBeFocused();
      await expect(share).toHaveCSS("outline-style", "solid");
      await share.click();
      await expect(page.getByRole("status").filter({ hasText: t.copied })).toHaveText(t.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await screenshotPart(
        page,
        path.join(shots, `visitor-actions-share-${lang}-${width}.png`),
        width,
        page.locator(".profile"),
      );

      // The messenger opens with the default message typed (not followed: it leaves the page).
      const typed = t.messageDefault.replace("{{project}}", NAME[lang]);
      const wa = page.getByRole("link", { name: t.whatsapp, exact: true });
      // The text is percent-encoded (the URL gate writes ' as %27); the messenger reads it back whole.
      const waHref = (await wa.getAttribute("href"))!;
      expect(waHref).toMatch(/^https:\/\/wa\.me\/79000000000\?text=[^&#\s]+$/);
      expect(new URL(waHref).searchParams.get("text")).toBe(typed);
      const tg = page.getByRole("link", { name: t.telegramContact, exact: true });
      expect(new URL((await tg.getAttribute("href"))!).searchParams.get("text")).toBe(typed);

      // Decline: nothing runs, now or after a reload, and the bar stays gone.
      await bar.getByRole("button", { name: t.consent.decline }).click();
      await expect(bar).toHaveCount(0);
      expect(await ran(page)).toBeUndefined();
      await page.reload();
      await expect(page.getByRole("button", { name: t.share, exact: true })).toBeVisible();
      await expect(page.getByRole("complementary", { name: t.consent.label })).toHaveCount(0);
      expect(await ran(page)).toBeUndefined();

      // With the choice cleared the bar asks again; Accept runs the snippet once, and again on the next visit.
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      const again = page.getByRole("complementary", { name: t.consent.label });
      await again.getByRole("button", { name: t.consent.accept }).click();
      await expect(again).toHaveCount(0);
      await expect.poll(() => ran(page)).toBe(1);
      await page.reload();
      await expect.poll(() => ran(page)).toBe(1);
      await expect(page.getByRole("complementary", { name: t.consent.label })).toHaveCount(0);
    });
  }
}

test("the pages with the visitor actions and the consent bar are valid HTML (vnu)", async ({
  request,
}) => {
  test.setTimeout(90_000);
  const pages: Record<string, string> = {};
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const res = await request.get(`${publicUrl}/l/${aliasOf(lang)}`);
    expect(res.status()).toBe(200);
    pages[`visitor-actions-${lang}`] = await res.text();
    expect(pages[`visitor-actions-${lang}`]).toContain('<template id="vt-an"');
  }
  const errors = await validateHtml(pages);
  expect(errors.map((e) => `${e.url.split("/").pop()}: ${e.message} [${e.extract ?? ""}]`)).toEqual(
    [],
  );
});
