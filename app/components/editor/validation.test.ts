import { describe, expect, it } from "vitest";
import { resources } from "../../../core/i18n";
import { LandingContentSchema } from "../../../core/landing/schema";
import { fieldErrors } from "./validation";

describe("the editor's messages for an enabled lead form (issue 24)", () => {
  const content = LandingContentSchema.parse({
    form: {
      enabled: true,
      privacyPolicyUrl: "",
      fields: [{ id: "name", kind: "name", label: "" }],
    },
  });

  it("asks for the privacy policy link by name, and for each missing label", () => {
    const errors = fieldErrors(content);
    expect(errors["form.privacyPolicyUrl"]).toBe("validation.needsPrivacyPolicy");
    expect(errors["form.fields.0.label"]).toBe("validation.required");
    const filled = { ...content, form: { ...content.form!, privacyPolicyUrl: "https://x.test/p" } };
    expect(fieldErrors(filled)["form.privacyPolicyUrl"]).toBeUndefined();
  });

  it("has the policy message in ru, en and id", () => {
    expect(resources.ru.editor.validation.needsPrivacyPolicy).toMatch(/политик/i);
    expect(resources.en.editor.validation.needsPrivacyPolicy).toMatch(/privacy policy/i);
    expect(resources.id.editor.validation.needsPrivacyPolicy).toMatch(/kebijakan privasi/i);
  });
});
