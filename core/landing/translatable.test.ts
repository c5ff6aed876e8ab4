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
