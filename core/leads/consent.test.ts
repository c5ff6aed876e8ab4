import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consentRecord, consentText, CONSENT_USER_AGENT_MAX, defaultConsentText } from "./consent";

const sha256 = (s: string) => createHash("sha256").update(s, "utf8").digest("hex");
const form = { consentText: "", privacyPolicyUrl: "https://shop.test/privacy" };
const at = new Date("2026-11-27T10:00:00.000Z");

describe("consent (issue 24)", () => {
  it("asks, in every page language, for consent to personal-data processing under the policy", () => {
    expect(defaultConsentText("ru")).toBe(
      "Я даю согласие на обработку моих персональных данных в соответствии с Политикой конфиденциальности",
    );
    expect(defaultConsentText("en")).toMatch(/consent to the processing of my personal data/);
    expect(defaultConsentText("en")).toMatch(/Privacy Policy/);
    expect(defaultConsentText("id")).toMatch(/data pribadi/);
    expect(defaultConsentText("uk")).toMatch(/згоду на обробку моїх персональних даних/);
  });

  it("shows the owner's text when there is one, else the language's default", () => {
    expect(consentText({ consentText: "Согласен с условиями ООО Ромашка" }, "ru")).toBe(
      "Согласен с условиями ООО Ромашка",
    );
    expect(consentText({ consentText: "   " }, "en")).toBe(defaultConsentText("en"));
  });

  it("records the exact text, its sha256, the policy, the time, the address and the agent", () => {
    const r = consentRecord({
      form: { ...form, consentText: "Согласен" },
      lang: "ru",
      hash: sha256,
      at,
      address: "203.0.113.7",
      userAgent: "Mozilla/5.0",
    });
    expect(r).toEqual({
      text: "Согласен",
      textHash: sha256("Согласен"),
      policyUrl: "https://shop.test/privacy",
      at: "2026-11-27T10:00:00.000Z",
      address: "203.0.113.7",
      userAgent: "Mozilla/5.0",
    });
  });

  it("records the default the page showed, no address when there was none, and caps the agent", () => {
    const r = consentRecord({
      form,
      lang: "uk",
      hash: sha256,
      at,
      address: "",
      userAgent: "x".repeat(5000),
    });
    expect(r.text).toBe(defaultConsentText("uk"));
    expect(r.textHash).toBe(sha256(defaultConsentText("uk")));
    expect(r.address).toBeNull();
    expect(r.userAgent).toHaveLength(CONSENT_USER_AGENT_MAX);
    expect(
      consentRecord({ form, lang: "en", hash: sha256, at, address: null, userAgent: undefined }),
    ).toMatchObject({ address: null, userAgent: null });
  });

  it("refuses a hash that is not sha256 hex", () => {
    expect(() =>
      consentRecord({ form, lang: "ru", hash: () => "md5", at, address: null, userAgent: null }),
    ).toThrow();
  });
});
