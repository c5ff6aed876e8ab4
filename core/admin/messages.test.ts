import { describe, expect, it } from "vitest";
import { PAGE_LANGUAGES, resources } from "../i18n";
import { ADMIN_MESSAGES, adminMessageKey } from "./messages";

describe("every admin message is translated", () => {
  it("maps API texts to catalogue keys present in ru, en and id", () => {
    for (const text of [...Object.values(ADMIN_MESSAGES), "Invalid JSON format for field 'qas'"]) {
      const known = adminMessageKey(text);
      expect(known, text).not.toBeNull();
      for (const lng of ["ru", "en", "id"] as const) {
        const messages = resources[lng].admin.messages as Record<string, string>;
        expect(messages[known!.key], `${lng}: ${known!.key}`).toBeTruthy();
      }
    }
    expect(adminMessageKey("something new")).toBeNull();
  });

  it("gives the page languages to the text that lists them (one list, core/i18n)", () => {
    expect(adminMessageKey(ADMIN_MESSAGES.langInvalid)).toEqual({
      key: "langInvalid",
      values: { languages: PAGE_LANGUAGES.join(", ") },
    });
    expect(ADMIN_MESSAGES.langInvalid).toBe("lang must be one of ru, en, id");
  });
});
