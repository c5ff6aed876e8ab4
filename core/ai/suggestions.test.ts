import { describe, expect, it } from "vitest";
import { LandingContentSchema } from "../landing/schema";
import { isRewritablePath, rewriteMax, rewriteSchemaFor } from "./suggestions";

describe("rewriteMax: a rewrite always fits the field it goes to", () => {
  it("gives the lead form's words their own limits (issue 24)", () => {
    expect(rewriteMax("form.fields.0.label")).toBe(80);
    expect(rewriteMax("form.fields.3.placeholder")).toBe(80);
    expect(rewriteMax("form.fields.2.options.4")).toBe(60);
    expect(rewriteMax("form.description")).toBe(500);
    expect(rewriteMax("form.title")).toBe(200);
    expect(rewriteMax("cards.0.title")).toBe(200);
    expect(isRewritablePath("form.fields.0.label")).toBe(true);
    expect(isRewritablePath("form.privacyPolicyUrl")).toBe(false);
  });

  it("a rewrite at each form path's limit still saves", () => {
    const form = (patch: Record<string, unknown>) =>
      LandingContentSchema.safeParse({
        form: {
          enabled: true,
          fields: [{ id: "f1", kind: "select", label: "a", options: ["a"] }],
          ...patch,
        },
      }).success;
    const at = (path: string) => "я".repeat(rewriteMax(path));
    for (const key of ["title", "description", "submitText", "successMessage", "consentText"]) {
      expect(form({ [key]: at(`form.${key}`) }), key).toBe(true);
      expect(
        rewriteSchemaFor(`form.${key}`).safeParse({ text: at(`form.${key}`) + "я" }).success,
      ).toBe(false);
    }
    const field = (patch: Record<string, unknown>) =>
      form({ fields: [{ id: "f1", kind: "select", label: "a", options: ["a"], ...patch }] });
    expect(field({ label: at("form.fields.0.label") })).toBe(true);
    expect(field({ placeholder: at("form.fields.0.placeholder") })).toBe(true);
    expect(field({ options: [at("form.fields.0.options.0")] })).toBe(true);
  });
});
