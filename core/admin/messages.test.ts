import { describe, expect, it } from "vitest";
import { resources } from "../i18n";
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
});
