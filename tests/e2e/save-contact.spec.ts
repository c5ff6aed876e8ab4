import { readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import ICAL from "ical.js";
import en from "../../core/i18n/locales/en/public";
import id from "../../core/i18n/locales/id/public";
import ru from "../../core/i18n/locales/ru/public";
import { completeState, newOwner, seedLanding, type Owner } from "./support/owner";
import { screenshotPart } from "./support/screenshot";
import { validateHtml } from "./support/vnu";

/**
 * Issue 27 "Save contact" as a visitor, in ru, en and id at 1440 and 390 px:
 * the page's link (named in its language, focus visible, axe clean) downloads
 * the vCard from the worker, which a vCard parser reads back; the served page
 * passes the W3C validator; once the owner deletes the page, its vCard is gone.
 */
const publicUrl = process.env.E2E_PUBLIC_URL!;
const shots = path.resolve("tests/screenshots");
const LANGS = { ru, en, id } as const;
type Lang = keyof typeof LANGS;
const NAME: Record<Lang, string> = { ru: "Пекарня «Колос»", en: "Wheat Bakery", id: "Toko Roti" };
const run = Date.now().toString(36);
const aliasOf = (lang: Lang) => `vcard-${lang}-${run}`;
const owners: Partial<Record<Lang, { owner: Owner; uuid: string }>> = {};

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  await Promise.all(
    (Object.keys(LANGS) as Lang[]).map(async (lang) => {
      const owner = await newOwner(`vcard-${lang}`);
      const uuid = await seedLanding(owner.api, {
        ...completeState(NAME[lang]),
        lang,
        textalias: aliasOf(lang),
        contacts: JSON.stringify({
          mainPhone: "+7 900 000-00-00",
          email: "hello@bakery.example",
          telegramChannelLink: "@bakery_news",
        }),
        force: true,
      });
      owners[lang] = { owner, uuid };
    }),
  );
});

test.afterAll(async () => {
  await Promise.all(Object.values(owners).map((o) => o?.owner.api.dispose()));
});

for (const lang of Object.keys(LANGS) as Lang[]) {
  for (const width of [1440, 390]) {
    test(`a visitor saves the owner's contact (${lang}, ${width}px)`, async ({ page }) => {
      const t = LANGS[lang];
      const url = `${publicUrl}/l/${aliasOf(lang)}`;
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);

      const save = page.getByRole("link", { name: t.saveContact, exact: true });
      await expect(save).toHaveAttribute("href", `${url}/contact.vcf`);
      await expect(save).toHaveAttribute("download", "");
      await save.focus();
      await expect(save).toHaveCSS("outline-style", "solid");
      const axe = await new AxeBuilder({ page }).include(".profile").analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      await screenshotPart(
        page,
        path.join(shots, `save-contact-${lang}-${width}.png`),
        width,
        page.locator(".profile"),
      );

      const [download] = await Promise.all([page.waitForEvent("download"), save.click()]);
      expect(download.suggestedFilename()).toBe(`${NAME[lang]}.vcf`);
      const card = new ICAL.Component(ICAL.parse(readFileSync((await download.path())!, "utf8")));
      expect(card.getFirstPropertyValue("fn")).toBe(NAME[lang]);
      expect(card.getFirstPropertyValue("tel")).toBe("+79000000000");
      expect(card.getFirstPropertyValue("email")).toBe("hello@bakery.example");
      const urls = card.getAllProperties("url").map((p) => p.getFirstValue());
      expect(urls).toEqual(["https://t.me/bakery_news", url]);
      const labels = card.getAllProperties("x-ablabel").map((p) => p.getFirstValue());
      expect(labels).toEqual([t.telegramChannel, t.vcardPage]);
    });
  }
}

test("the page with Save contact is valid HTML, and a deleted page keeps no vCard", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = {};
  for (const lang of Object.keys(LANGS) as Lang[]) {
    const res = await request.get(`${publicUrl}/l/${aliasOf(lang)}`);
    expect(res.status()).toBe(200);
    pages[`save-contact-${lang}`] = await res.text();
    const vcf = await request.get(`${publicUrl}/l/${aliasOf(lang)}/contact.vcf`);
    expect(vcf.status()).toBe(200);
    expect(vcf.headers()["content-type"]).toBe("text/vcard; charset=utf-8");
    expect(vcf.headers()["content-disposition"]).toMatch(/^attachment; filename="contact\.vcf"/);
  }
  const errors = await validateHtml(pages);
  expect(errors.map((e) => `${e.url.split("/").pop()}: ${e.message}`)).toEqual([]);

  const { owner, uuid } = owners.ru!;
  const headers = { "X-XSRF-TOKEN": await owner.api.xsrf() };
  expect((await owner.api.http.delete(`/api/landings/${uuid}`, { headers })).ok()).toBe(true);
  await expect
    .poll(async () => (await request.get(`${publicUrl}/l/${aliasOf("ru")}/contact.vcf`)).status())
    .toBe(404);
});
