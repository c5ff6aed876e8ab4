import { expect, test, type Page } from "@playwright/test";
import ruAi from "../../core/i18n/locales/ru/ai";
import enAi from "../../core/i18n/locales/en/ai";
import ruEd from "../../core/i18n/locales/ru/editor";
import enEd from "../../core/i18n/locales/en/editor";
import { completeState, makePro, newOwner, seedLanding, signIn, waitSaved } from "./support/owner";

/**
 * Issue 14, AI writing help, with AI_PROVIDER=fake (playwright.config.ts): a
 * PRO owner drafts the page from a description, reviews and applies it,
 * rewrites a field and undoes that with one click.
 */
const CATALOGUES = {
  ru: {
    ai: ruAi,
    ed: ruEd,
    description: "Пекарня в Убуде. Печём хлеб на закваске и торты на заказ. Доставляем по городу.",
  },
  en: {
    ai: enAi,
    ed: enEd,
    description:
      "A bakery in Ubud. We bake sourdough bread and cakes to order. We deliver in town.",
  },
} as const;
type Lang = keyof typeof CATALOGUES;
const CONTACTS = { mainPhone: "+62 811 000 111", email: "hello@roti.example" };

const aiSection = (page: Page, lang: Lang) =>
  page.getByRole("region", { name: CATALOGUES[lang].ai.title });

for (const lang of ["ru", "en"] as const) {
  test(`PRO (${lang}): draft the page from a description, review, apply, rewrite a field and undo`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { ai, ed, description } = CATALOGUES[lang];
    const owner = await newOwner(`ai-${lang}`);
    makePro(owner.email);
    const uuid = await seedLanding(owner.api, {
      ...completeState("Roti"),
      lang,
      contacts: JSON.stringify(CONTACTS),
    });
    await signIn(page.context(), owner.api, lang);
    await page.goto(`/e/${uuid}`);

    const section = aiSection(page, lang);
    // Said once: where the text goes (here: nowhere, the test stand-in).
    await expect(section.getByTestId("ai-destination")).toHaveText(ai.destinationFake);
    await section.getByRole("textbox", { name: ai.draft.label }).fill(description);
    await section.getByRole("button", { name: ai.draft.button }).click();

    // Nothing changes before the owner applies the suggestion.
    const dialog = page.getByRole("dialog", { name: ai.review.title });
    await expect(dialog).toBeVisible();
    const descriptionField = page.getByRole("textbox", {
      name: ed.fields.projectDescription,
      exact: true,
    });
    await expect(descriptionField).toHaveValue("Квартиры у леса с видом на реку.");
    await expect(dialog.locator('[data-path="projectDescription"] .ai-change-after')).toContainText(
      description,
    );
    await expect(dialog.locator('[data-path="cards.0.title"]')).toBeVisible();
    await expect(dialog.locator('[data-path="qas.0.question"]')).toBeVisible();
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `tests/screenshots/ai-draft-${lang}-${width}.png`,
        animations: "disabled",
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await dialog.getByRole("button", { name: ai.review.apply }).click();
    await expect(dialog).toBeHidden();
    await expect(descriptionField).toHaveValue(new RegExp(`^${description.split(".")[0]}`));
    await expect(page.getByTestId("ai-toast")).toContainText(ai.applied);
    await waitSaved(page);
    const drafted = await descriptionField.inputValue();
    // Links, images and contacts stay as they were.
    const afterDraft = await (await owner.api.http.get(`/api/landings/${uuid}`)).json();
    expect(afterDraft.content.projectDescription).toBe(drafted);
    expect(afterDraft.content.qas.length).toBeGreaterThan(0);
    expect(afterDraft.content.cards[0].url).toContain("preset-card-01");
    expect(afterDraft.content.contacts).toMatchObject(CONTACTS);

    // Rewrite one field: shorter.
    await page
      .getByRole("button", {
        name: ai.rewrite.label.replace("{{field}}", ed.fields.projectDescription),
      })
      .click();
    await page.getByRole("menuitem", { name: ai.rewrite.styles.shorter }).click();
    await expect(dialog).toBeVisible();
    const shorter = `${description.split(".")[0]}.`;
    await expect(dialog.locator('[data-path="projectDescription"] .ai-change-after')).toHaveText(
      new RegExp(shorter.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await dialog.getByRole("button", { name: ai.review.apply }).click();
    await expect(descriptionField).toHaveValue(shorter);
    await waitSaved(page);

    // One click undoes it, and the undo is saved too.
    await page.getByTestId("ai-toast").getByRole("button", { name: ai.undo }).click();
    await expect(descriptionField).toHaveValue(drafted);
    await expect(page.getByTestId("ai-toast")).toContainText(ai.undone);
    await waitSaved(page);
    const afterUndo = await (await owner.api.http.get(`/api/landings/${uuid}`)).json();
    expect(afterUndo.content.projectDescription).toBe(drafted);

    // SEO pack: a meta description and alt texts, reviewed, then in their fields.
    await section.getByRole("button", { name: ai.seo.button }).click();
    await expect(dialog.locator('[data-path="seo.description"]')).toBeVisible();
    await expect(dialog.locator('[data-path="projectLogoAlt"]')).toBeVisible();
    await dialog.getByRole("button", { name: ai.review.apply }).click();
    // The fake writes the description itself, which fits 160 characters here.
    await expect(page.getByRole("textbox", { name: ai.fields.seoDescription })).toHaveValue(
      drafted.replace(/\s+/g, " ").trim(),
    );
    await expect(page.getByRole("textbox", { name: ai.fields.logoAlt })).not.toHaveValue("");
    await waitSaved(page);
  });
}

test("a free owner sees AI help locked with a link to the plans, and the API answers 403 proRequired", async ({
  page,
}) => {
  const owner = await newOwner("ai-free");
  const uuid = await seedLanding(owner.api, completeState("Бесплатная"));
  await signIn(page.context(), owner.api, "ru");
  await page.goto(`/e/${uuid}`);
  const section = aiSection(page, "ru");
  await expect(section.getByTestId("ai-locked")).toContainText(ruAi.locked);
  await expect(section.getByRole("link", { name: ruAi.lockedLink })).toHaveAttribute("href", "/s");
  await expect(section.getByRole("button", { name: ruAi.draft.button })).toBeDisabled();
  // No Rewrite menus beside the fields.
  await expect(page.getByRole("button", { name: /Переписать с ИИ/ })).toHaveCount(0);
  const res = await owner.api.post(`/api/landings/${uuid}/ai`, { action: "seo" });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ error: "proRequired", code: "proRequired" });
});
