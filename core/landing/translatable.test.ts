import { describe, expect, it } from "vitest";
import { LandingContentSchema } from "./schema";
import {
  applyTranslated,
  isTranslatablePath,
  listTranslatable,
  readTranslatable,
} from "./translatable";

const content = LandingContentSchema.parse({
  projectName: "Мебель Плюс",
  companyName: "ООО Мебель",
  projectDescription: "Кухни на заказ",
  mainButtonName: "Позвонить",
  mainButtonLink: "tel:+79000000000",
  projectLogoAlt: "Логотип",
  cards: [{ title: "Кухня", link: "https://x.test", alt: "Фото кухни" }, { title: "" }],
  qas: [{ question: "Сроки?", answer: "Две недели" }],
  contacts: { mainPhone: "+7 900", email: "a@b.test" },
  analytics: [{ name: "GA", code: "<script>x</script>" }],
  seo: { description: "Кухни в Москве" },
});

describe("translatable allow-list", () => {
  it("lists only the allow-listed text fields, never links, contacts or analytics", () => {
    const fields = listTranslatable(content);
    expect(fields).toEqual([
      { path: "projectDescription", text: "Кухни на заказ" },
      { path: "mainButtonName", text: "Позвонить" },
      { path: "projectLogoAlt", text: "Логотип" },
      { path: "cards.0.title", text: "Кухня" },
      { path: "cards.0.alt", text: "Фото кухни" },
      { path: "qas.0.question", text: "Сроки?" },
      { path: "qas.0.answer", text: "Две недели" },
      { path: "seo.description", text: "Кухни в Москве" },
    ]);
    const all = JSON.stringify(listTranslatable(content, { includeNames: true }));
    for (const secret of ["tel:", "https://x.test", "+7 900", "a@b.test", "<script>"])
      expect(all).not.toContain(secret);
  });

  it("includes brand names only when asked", () => {
    expect(listTranslatable(content, { includeNames: true }).slice(0, 2)).toEqual([
      { path: "projectName", text: "Мебель Плюс" },
      { path: "companyName", text: "ООО Мебель" },
    ]);
  });

  it("applies texts back at their paths and ignores anything outside the list", () => {
    const next = applyTranslated(content, {
      projectDescription: "Custom kitchens",
      "cards.0.title": "Kitchen",
      "qas.0.answer": "Two weeks",
      "seo.description": "Kitchens in Moscow",
      "cards.5.title": "no such card",
      mainButtonLink: "https://evil.test",
      "contacts.email": "x@evil.test",
    });
    expect(next.projectDescription).toBe("Custom kitchens");
    expect(next.cards[0].title).toBe("Kitchen");
    expect(next.cards).toHaveLength(2);
    expect(next.qas[0].answer).toBe("Two weeks");
    expect(next.seo?.description).toBe("Kitchens in Moscow");
    expect(next.mainButtonLink).toBe("tel:+79000000000");
    expect(next.contacts.email).toBe("a@b.test");
    // The original is untouched.
    expect(content.cards[0].title).toBe("Кухня");
  });

  it("knows its paths", () => {
    expect(isTranslatablePath("qas.8.answer")).toBe(true);
    expect(isTranslatablePath("cards.0.link")).toBe(false);
    expect(isTranslatablePath("contacts.email")).toBe(false);
    expect(readTranslatable(content, "cards.0.alt")).toBe("Фото кухни");
    expect(readTranslatable(content, "mainButtonLink")).toBeUndefined();
  });
});

describe("the lead form's words (issue 24)", () => {
  const withForm = LandingContentSchema.parse({
    ...content,
    form: {
      enabled: true,
      title: "Оставьте заявку",
      description: "Перезвоним за час",
      submitText: "Отправить",
      successMessage: "Спасибо!",
      consentText: "",
      privacyPolicyUrl: "https://shop.test/privacy",
      fields: [
        { id: "name", kind: "name", label: "Имя", placeholder: "Анна" },
        { id: "size", kind: "select", label: "Размер", options: ["Малый", "Большой"] },
      ],
    },
  });

  it("lists the form's texts, labels, placeholders and options, never its ids or policy link", () => {
    const paths = listTranslatable(withForm).filter((f) => f.path.startsWith("form."));
    expect(paths).toEqual([
      { path: "form.title", text: "Оставьте заявку" },
      { path: "form.description", text: "Перезвоним за час" },
      { path: "form.submitText", text: "Отправить" },
      { path: "form.successMessage", text: "Спасибо!" },
      { path: "form.fields.0.label", text: "Имя" },
      { path: "form.fields.0.placeholder", text: "Анна" },
      { path: "form.fields.1.label", text: "Размер" },
      { path: "form.fields.1.options.0", text: "Малый" },
      { path: "form.fields.1.options.1", text: "Большой" },
    ]);
    const all = JSON.stringify(listTranslatable(withForm, { includeEmpty: true }));
    expect(all).toContain('"form.consentText"');
    expect(all).not.toContain("shop.test/privacy");
    expect(all).not.toContain('"name"');
  });

  it("writes translations into the form and nowhere else in it", () => {
    const next = applyTranslated(withForm, {
      "form.title": "Leave a request",
      "form.consentText": "I agree",
      "form.fields.0.label": "Name",
      "form.fields.1.options.1": "Large",
      "form.fields.1.options.5": "no such option",
      "form.fields.7.label": "no such field",
      "form.privacyPolicyUrl": "https://evil.test",
      "form.fields.0.id": "evil",
      "form.fields.0.kind": "checkbox",
    });
    expect(next.form).toMatchObject({
      title: "Leave a request",
      consentText: "I agree",
      privacyPolicyUrl: "https://shop.test/privacy",
    });
    expect(next.form?.fields[0]).toMatchObject({ id: "name", kind: "name", label: "Name" });
    expect(next.form?.fields[1].options).toEqual(["Малый", "Large"]);
    expect(next.form?.fields).toHaveLength(2);
    // The source stays as it was.
    expect(withForm.form?.fields[1].options).toEqual(["Малый", "Большой"]);
    expect(withForm.form?.title).toBe("Оставьте заявку");
  });

  it("knows the form's paths, and a landing without a form gets none", () => {
    expect(isTranslatablePath("form.fields.9.options.19")).toBe(true);
    expect(isTranslatablePath("form.fields.1.options.20")).toBe(false);
    expect(isTranslatablePath("form.fields.10.label")).toBe(false);
    expect(isTranslatablePath("form.privacyPolicyUrl")).toBe(false);
    expect(readTranslatable(withForm, "form.fields.1.options.0")).toBe("Малый");
    const plain = applyTranslated(content, { "form.title": "x" });
    expect("form" in plain).toBe(false);
  });
});

describe("the messenger message text (issue 27)", () => {
  const withText = LandingContentSchema.parse({
    ...content,
    contacts: { ...content.contacts, messageText: "Здравствуйте! Хочу кухню" },
  });

  it("lists the message text after the top fields, and no other contact", () => {
    const fields = listTranslatable(withText);
    expect(fields.map((f) => f.path)).toContain("contacts.messageText");
    expect(readTranslatable(withText, "contacts.messageText")).toBe("Здравствуйте! Хочу кухню");
    expect(JSON.stringify(fields)).not.toContain("+7 900");
    expect(isTranslatablePath("contacts.messageText")).toBe(true);
    expect(isTranslatablePath("contacts.whatsapp")).toBe(false);
  });

  it("writes the translated text into the contacts and leaves the other contacts alone", () => {
    const next = applyTranslated(withText, {
      "contacts.messageText": "Hello! I want a kitchen",
      "contacts.mainPhone": "+1 000",
    });
    expect(next.contacts).toEqual({ ...withText.contacts, messageText: "Hello! I want a kitchen" });
    expect(withText.contacts.messageText).toBe("Здравствуйте! Хочу кухню");
  });
});
