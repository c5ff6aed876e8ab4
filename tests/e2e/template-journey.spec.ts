import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { LandingContent } from "../../core/landing/schema";
import enAi from "../../core/i18n/locales/en/ai";
import enEditor from "../../core/i18n/locales/en/editor";
import enLandings from "../../core/i18n/locales/en/landings";
import enTemplates from "../../core/i18n/locales/en/templates";
import idAi from "../../core/i18n/locales/id/ai";
import idEditor from "../../core/i18n/locales/id/editor";
import idLandings from "../../core/i18n/locales/id/landings";
import idTemplates from "../../core/i18n/locales/id/templates";
import ruAi from "../../core/i18n/locales/ru/ai";
import ruEditor from "../../core/i18n/locales/ru/editor";
import ruLandings from "../../core/i18n/locales/ru/landings";
import ruTemplates from "../../core/i18n/locales/ru/templates";
import { makePro, newOwner, publicUrl, signIn, waitSaved } from "./support/owner";
import { screenshotPart } from "./support/screenshot";

/**
 * Issue 26, "Done means": a PRO owner opens the gallery from My landings,
 * picks a template, fills it with AI (the fake stand-in, AI_PROVIDER=fake),
 * reviews and applies the suggestion, adds a privacy-policy link and switches
 * the form on, publishes (the template's own logo is enough: nothing to upload), and the published page shows the filled words and
 * the form. In Russian, English and Indonesian, at 1440 px and 390 px; each
 * step is shot at that width.
 */
const shots = path.resolve("tests/screenshots");

const LANGS = {
  ru: {
    ai: ruAi,
    editor: ruEditor,
    landings: ruLandings,
    templates: ruTemplates,
    template: "beauty-salon",
    name: "Студия «Ласточка»",
    about: "Маникюр, стрижки и окрашивание в центре Казани, работаем без выходных.",
  },
  en: {
    ai: enAi,
    editor: enEditor,
    landings: enLandings,
    templates: enTemplates,
    template: "cafe-bakery",
    name: "Sunny Crust",
    about: "A family bakery in Denpasar: sourdough bread, croissants and birthday cakes.",
  },
  id: {
    ai: idAi,
    editor: idEditor,
    landings: idLandings,
    templates: idTemplates,
    template: "car-service",
    name: "Bengkel Maju Jaya",
    about: "Bengkel mobil di Bekasi: servis berkala, ganti oli, dan perbaikan rem.",
  },
} as const;
type Lang = keyof typeof LANGS;

/** A template file as the gallery and the editor show it (read as data: the runner takes no JSON imports). */
function template(id: string, lang: Lang): { title: string; content: LandingContent } {
  const file = path.resolve("core/templates/data", `${id}.json`);
  const data = JSON.parse(readFileSync(file, "utf8")) as {
    i18n: Record<Lang, { title: string; content: LandingContent }>;
  };
  return data.i18n[lang];
}

async function shoot(page: Page, lang: Lang, width: number, step: string, full = true) {
  const file = path.join(shots, `template-journey-${step}-${lang}-${width}.png`);
  if (full) await screenshotPart(page, file, width);
  else await page.screenshot({ path: file, animations: "disabled" });
  // The page itself never scrolls sideways (the editor's section strip scrolls inside itself).
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${step} at ${width}`).toBeLessThanOrEqual(width);
}

for (const lang of Object.keys(LANGS) as Lang[]) {
  const L = LANGS[lang];
  const e = L.editor;
  for (const width of [1440, 390]) {
    test(`template journey in ${lang} at ${width} px: pick, fill with AI, review, form on, publish`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      const owner = await newOwner(`tpl-journey-${lang}-${width}`);
      makePro(owner.email);
      await signIn(context, owner.api, lang);

      // My landings → the gallery → the template.
      await page.goto("/landings");
      await page.getByRole("button", { name: L.landings.newShowroom }).click();
      await expect(page).toHaveURL(/\/createLanding$/);
      const { title, content: original } = template(L.template, lang);
      const card = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card.getByRole("img")).toBeVisible();
      await shoot(page, lang, width, "1-gallery", false);
      await card.getByRole("button", { name: L.templates.use }).click();

      // The editor greets a PRO owner with Fill with AI; nothing is sent before they ask.
      await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}/);
      const description = page.getByRole("textbox", {
        name: e.fields.projectDescription,
        exact: true,
      });
      await expect(description).toHaveValue(original.projectDescription);
      const fill = page.getByRole("dialog", { name: L.ai.fill.title });
      await expect(fill).toBeVisible();
      // The address no longer asks for the dialog: a reload does not greet again.
      await expect(page).toHaveURL(/\/e\/[0-9a-f-]{36}$/);
      await fill.getByRole("button", { name: L.ai.fill.submit }).click();
      await expect(fill.getByText(L.ai.fill.nameRequired)).toBeVisible();
      await fill.getByRole("textbox", { name: L.ai.fill.nameLabel }).fill(L.name);
      await fill.getByRole("textbox", { name: L.ai.fill.aboutLabel }).fill(L.about);
      await shoot(page, lang, width, "2-fill", false);
      await fill.getByRole("button", { name: L.ai.fill.submit }).click();

      // The review: every change before anything is replaced.
      const review = page.getByRole("dialog", { name: L.ai.review.title });
      await expect(review).toBeVisible();
      await expect(review).toContainText(L.ai.paths.projectName);
      await expect(review).toContainText(L.name);
      await expect(description).toHaveValue(original.projectDescription);
      await shoot(page, lang, width, "3-review", false);
      await review.getByRole("button", { name: L.ai.review.apply }).click();
      await expect(review).toBeHidden();
      await expect(description).toHaveValue(new RegExp(`^${L.name}\\. `));
      await expect(
        page.getByRole("textbox", { name: e.fields.projectName, exact: true }),
      ).toHaveValue(L.name);

      // The template brings its own logo (SPEC §5 needs one to publish): no upload step.
      await expect(page.locator('[data-field="projectLogoUrl"] img')).toBeVisible();

      // The template's form waits for a policy link; the owner adds it and switches it on.
      const form = page.getByRole("region", { name: e.sections.form });
      await expect(form).toContainText(e.form.offUntilPolicy);
      await form.getByRole("checkbox", { name: e.form.enabled }).check();
      const policy = form.getByRole("textbox", { name: e.form.privacyPolicyUrl });
      await policy.fill("https://example.com/privacy");
      await policy.blur();
      await waitSaved(page);
      await screenshotPart(
        page,
        path.join(shots, `template-journey-4-form-${lang}-${width}.png`),
        width,
        form,
      );

      // The contacts are the template's samples, and the editor says so in the owner's language.
      const contacts = page.getByRole("region", { name: e.sections.contacts });
      await expect(contacts.getByRole("status")).toContainText(
        e.sampleContacts.notice.split("{{fields}}")[0],
      );
      await screenshotPart(
        page,
        path.join(shots, `template-journey-4-contacts-${lang}-${width}.png`),
        width,
        contacts,
      );

      // Publish under an address of the owner's choosing.
      const alias = `tpl-${lang}-${width}-${randomBytes(3).toString("hex")}`;
      const panel = page.getByTestId("publish-panel");
      const start = panel.getByRole("button", { name: e.publish.button });
      if (await panel.getByRole("textbox", { name: e.publish.linkNameTitle }).isHidden())
        await start.click();
      // The template's sample contacts are still there: a warning, not a block.
      await expect(panel.getByText(e.sampleContacts.publish.split("{{fields}}")[0])).toBeVisible();
      const aliasBox = panel.getByRole("textbox", { name: e.publish.linkNameTitle });
      await aliasBox.fill(alias);
      await aliasBox.blur();
      await panel.getByRole("button", { name: e.publish.button }).click();
      const success = page.getByRole("dialog", { name: e.publish.successTitle });
      await expect(success).toBeVisible();
      await shoot(page, lang, width, "5-published", false);

      // The published page: the filled words and the form.
      const visitor = await context.browser()!.newContext({ viewport: { width, height: 900 } });
      const live = await visitor.newPage();
      const res = await live.goto(`${publicUrl}/l/${alias}`);
      expect(res?.status()).toBe(200);
      await expect(live.getByRole("heading", { level: 1 })).toHaveText(L.name);
      await expect(live.getByRole("img", { name: original.projectLogoAlt })).toBeVisible();
      await expect(live.getByText(L.about).first()).toBeVisible();
      await expect(live.getByRole("button", { name: original.form!.submitText })).toBeVisible();
      await expect(
        live.getByRole("textbox", { name: original.form!.fields[0].label }),
      ).toBeVisible();
      await shoot(live, lang, width, "6-page");
      await visitor.close();
    });
  }
}
