import { randomBytes } from "node:crypto";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import enEditor from "../../core/i18n/locales/en/editor";
import ruEditor from "../../core/i18n/locales/ru/editor";
import ruPublic from "../../core/i18n/locales/ru/public";
import { seriousAxeViolations } from "./support/axe";
import {
  completeState,
  newOwner,
  publicUrl,
  seedLanding,
  signIn,
  waitSaved,
} from "./support/owner";
import { screenshotPart } from "./support/screenshot";

/**
 * Issue 24, the owner's side of the lead form: the Form section in the editor
 * (fields, a select's options, the policy link publishing asks for, the mail
 * switch) and a card's price and Order button, through to the published page.
 */
const shots = path.resolve("tests/screenshots");
const ed = ruEditor;
const aliasOf = (p: string) => `${p}-${Date.now().toString(36)}-${randomBytes(2).toString("hex")}`;
const formSection = (page: Page, e: { sections: { form: string } } = ed) =>
  page.getByRole("region", { name: e.sections.form });

test("the owner builds a form with a choice and a priced card, and the published page shows both", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await newOwner("lead-form-editor");
  const alias = aliasOf("form");
  const uuid = await seedLanding(owner.api, { ...completeState("Пекарня"), textalias: alias });
  await signIn(context, owner.api, "ru");
  await page.goto(`/e/${uuid}`);

  const section = formSection(page);
  await section.getByRole("checkbox", { name: ed.form.enabled }).check();
  // A new form starts as an owner expects: name and phone (required) and a message.
  const fields = section.getByRole("listitem");
  await expect(fields).toHaveCount(3);
  await expect(section.getByRole("textbox", { name: ed.form.label }).nth(0)).toHaveValue("Имя");
  await expect(section.getByRole("textbox", { name: ed.form.label }).nth(1)).toHaveValue("Телефон");
  await waitSaved(page);

  // A fourth field: a choice from a list, with its options, moved above the message.
  await section.getByRole("button", { name: ed.form.add }).click();
  await expect(fields).toHaveCount(4);
  await section.getByRole("combobox", { name: ed.form.kind }).nth(3).selectOption("select");
  const label = section.getByRole("textbox", { name: ed.form.label }).nth(3);
  await expect(label).toHaveValue("Выберите");
  await label.fill("Как получить");
  await label.blur();
  const options = section.getByRole("textbox", { name: ed.form.options });
  await options.fill("Доставка\nСамовывоз");
  await options.blur();
  await section.getByRole("checkbox", { name: ed.form.required }).nth(3).check();
  await section.getByRole("button", { name: ed.form.moveUp.replace("{{n}}", "4") }).click();
  await expect(section.getByRole("textbox", { name: ed.form.label }).nth(2)).toHaveValue(
    "Как получить",
  );
  await waitSaved(page);

  // Publishing without the policy link names it at its own input.
  await page.getByTestId("publish-submit").click();
  const policy = section.getByRole("textbox", { name: ed.form.privacyPolicyUrl });
  await expect(policy).toHaveAttribute("aria-invalid", "true");
  await expect(policy).toBeFocused();
  await expect(section.getByText(ed.validation.needsPrivacyPolicy)).toBeVisible();
  await policy.fill("https://example.com/privacy");
  await policy.blur();
  await expect(policy).not.toHaveAttribute("aria-invalid", "true");

  // The first card: a price typed as the owner thinks of it, and an Order button.
  const cards = page.getByRole("region", { name: ed.sections.cards });
  const price = cards.getByRole("textbox", { name: ed.cards.price }).first();
  await price.fill("1 500");
  await price.blur();
  await cards.getByRole("checkbox", { name: ed.cards.order }).first().check();
  await waitSaved(page);

  // The mail switch is the landing's own setting: it holds after a reload.
  const mail = section.getByRole("checkbox", { name: ed.form.mail });
  await expect(mail).toBeChecked();
  const switched = page.waitForResponse((r) => r.url().endsWith(`/api/landings/${uuid}/lead-mail`));
  await mail.uncheck();
  expect((await switched).status()).toBe(200);
  await page.reload();
  await expect(formSection(page).getByRole("checkbox", { name: ed.form.mail })).not.toBeChecked();
  await expect(page.getByRole("textbox", { name: ed.cards.price }).first()).toHaveValue("1 500");

  await page.getByTestId("publish-submit").click();
  await expect(page.getByTestId("publish-success")).toBeVisible();

  const visitor = await context.newPage();
  const res = await visitor.goto(`${publicUrl}/l/${alias}`);
  expect(res?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { name: ruPublic.lead.formTitle })).toBeVisible();
  const choice = visitor.getByRole("combobox", { name: "Как получить" });
  await expect(choice.getByRole("option")).toHaveText([
    ruPublic.lead.choose,
    "Доставка",
    "Самовывоз",
  ]);
  await expect(visitor.getByText(/1\s500\s₽/).first()).toBeVisible();
  await expect(visitor.getByRole("link", { name: ruPublic.lead.order })).toBeVisible();
  await expect(
    visitor.getByRole("checkbox", { name: ruPublic.lead.consentDefault }),
  ).not.toBeChecked();
});

const seededForm = {
  enabled: true,
  title: "",
  description: "",
  submitText: "",
  successMessage: "",
  consentText: "",
  privacyPolicyUrl: "",
  fields: [
    { id: "f1", kind: "name", label: "Имя", required: true },
    { id: "f2", kind: "phone", label: "Телефон", required: true, placeholder: "+7 900 000-00-00" },
    {
      id: "f3",
      kind: "select",
      label: "Как получить",
      required: false,
      options: ["Доставка", "Самовывоз"],
    },
    { id: "f4", kind: "message", label: "Сообщение", required: false },
  ],
};

for (const lang of ["ru", "en"] as const) {
  for (const width of [1440, 390]) {
    test(`the Form section in ${lang} at ${width} px looks right and has no serious axe violation`, async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const e = lang === "ru" ? ruEditor : enEditor;
      await page.setViewportSize({ width, height: 900 });
      const owner = await newOwner(`lead-form-shot-${lang}`);
      const state = completeState("Пекарня");
      const cards = JSON.parse(state.cards) as Array<Record<string, unknown>>;
      cards[0] = { ...cards[0], price: { amount: 150_000, currency: "RUB" }, order: true };
      const uuid = await seedLanding(owner.api, {
        ...state,
        cards: JSON.stringify(cards),
        form: seededForm,
      });
      await signIn(context, owner.api, lang);
      await page.goto(`/e/${uuid}`);
      const section = formSection(page, e);
      await expect(section.getByRole("listitem")).toHaveCount(4);
      await screenshotPart(page, `${shots}/lead-form-editor-${lang}-${width}.png`, width, section);
      await screenshotPart(
        page,
        `${shots}/lead-form-card-price-${lang}-${width}.png`,
        width,
        page.getByRole("region", { name: e.sections.cards }).getByRole("listitem").first(),
      );
      expect(await seriousAxeViolations(page, `editor ${lang} ${width}`)).toEqual([]);
    });
  }
}
