import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../i18n/languages";
import { ContactsSchema } from "../landing/schema";
import { templateContent, templateIds } from "./catalogue";
import { isPlaceholderContact, placeholderContactKeys } from "./placeholders";

describe("isPlaceholderContact", () => {
  it("knows the templates' sample phones, however they are spaced", () => {
    for (const v of ["+7 900 000-00-00", "+79000000000", "+1 555 000 0000", "+1 (555) 000-0000"])
      expect(isPlaceholderContact(v), v).toBe(true);
    expect(isPlaceholderContact(" +62 800 0000 0000 ")).toBe(true);
  });

  it("knows the sample email and any address at a reserved example domain", () => {
    expect(isPlaceholderContact("hello@example.com")).toBe(true);
    expect(isPlaceholderContact("Orders@Example.org")).toBe(true);
  });

  it("leaves the owner's own values and empty fields alone", () => {
    for (const v of ["+7 912 345-67-89", "+1 555 123 4567", "me@example.co.uk", "anna@mail.ru", ""])
      expect(isPlaceholderContact(v), v).toBe(false);
    expect(isPlaceholderContact(undefined)).toBe(false);
  });
});

describe("placeholderContactKeys", () => {
  it("names the fields still holding a sample, and none once they are replaced", () => {
    const contacts = ContactsSchema.parse({
      mainPhone: "+7 900 000-00-00",
      extraPhone: "+7 912 345-67-89",
      email: "hello@example.com",
    });
    expect(placeholderContactKeys(contacts)).toEqual(["mainPhone", "email"]);
    expect(
      placeholderContactKeys({ ...contacts, mainPhone: "+7 912 000-11-22", email: "a@b.ru" }),
    ).toEqual([]);
  });

  it.each(templateIds())("%s: every contact a template ships is a recognised sample", (id) => {
    for (const lang of UI_LANGUAGES) {
      const { contacts } = templateContent(id, lang)!;
      const filled = (Object.keys(contacts) as (keyof typeof contacts)[]).filter(
        (k) => k !== "messageText" && contacts[k],
      );
      expect(filled.length, `${id} ${lang}`).toBeGreaterThan(0);
      expect(placeholderContactKeys(contacts), `${id} ${lang}`).toEqual(filled);
    }
  });
});
