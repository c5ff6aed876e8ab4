import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";
import {
  isDeleteConfirmed,
  parseFlag,
  proViolation,
  subscriptionType,
  validateSettings,
  type SettingsValidation,
} from "./settings";

const current = { email: "anna@example.com" };
const check = (raw: Record<string, unknown>) => validateSettings(raw, current);
const refusal = (r: SettingsValidation) => (r.ok ? null : { error: r.error, field: r.field });

describe("validateSettings: a partial update", () => {
  it("an empty payload changes nothing and is valid", () => {
    expect(check({})).toEqual({
      ok: true,
      patch: {},
      emailChange: null,
      passwordChange: null,
      currentPassword: null,
    });
  });

  it("keeps only present fields, trimmed; an empty location becomes null", () => {
    const r = check({ name: "  Anna ", location: "  ", phone: " +62 811 ", position: "ceo" });
    expect(r.ok && r.patch).toEqual({
      name: "Anna",
      location: null,
      phone: "+62 811",
      position: "ceo",
    });
  });

  it("a blank name is nameRequired", () => {
    expect(refusal(check({ name: "   " }))).toEqual({ error: "nameRequired", field: "name" });
    expect(refusal(check({ name: null }))).toEqual({ error: "nameRequired", field: "name" });
  });

  it("a bad email is invalidEmail; the same address in another case is no change", () => {
    expect(refusal(check({ email: "anna@" }))).toEqual({ error: "invalidEmail", field: "email" });
    expect(refusal(check({ email: "" }))).toEqual({ error: "invalidEmail", field: "email" });
    const same = check({ email: " ANNA@example.com " });
    expect(same.ok && same.emailChange).toBeNull();
  });

  it("positions are the settings list (no coo); languages ru/en/id", () => {
    for (const p of ["ceo", "sales_director", "marketing_director", "assistant", "manager"])
      expect(check({ position: p }).ok).toBe(true);
    expect(refusal(check({ position: "coo" }))).toEqual({
      error: "positionRequired",
      field: "position",
    });
    expect(refusal(check({ position: "" }))).toMatchObject({ error: "positionRequired" });
    for (const l of ["ru", "en", "id"]) expect(check({ language: l }).ok).toBe(true);
    expect(refusal(check({ language: "de" }))).toEqual({
      error: "languageRequired",
      field: "language",
    });
  });

  it("a registration position with no Settings match (coo) is accepted from its holder (issue 29)", () => {
    const coo = validateSettings({ position: "coo" }, { ...current, position: "coo" });
    expect(coo.ok && coo.patch.position).toBe("coo");
    const moved = validateSettings({ position: "manager" }, { ...current, position: "coo" });
    expect(moved.ok && moved.patch.position).toBe("manager");
    // Not a way in for anyone else, nor for values outside both lists.
    expect(refusal(validateSettings({ position: "coo" }, { ...current, position: "ceo" }))).toEqual(
      { error: "positionRequired", field: "position" },
    );
    const junk = validateSettings({ position: "astronaut" }, { ...current, position: "astronaut" });
    expect(refusal(junk)).toMatchObject({ error: "positionRequired" });
  });

  it("booleans: true/false, 'true'/'false', 1/0, 'on'", () => {
    const r = check({
      newsletter_enabled: "true",
      system_messages_enabled: 0,
      hide_ads_enabled: "on",
      hide_logo_enabled: false,
    });
    expect(r.ok && r.patch).toEqual({
      newsletter_enabled: true,
      system_messages_enabled: false,
      hide_ads_enabled: true,
      hide_logo_enabled: false,
    });
    expect([true, "true", 1, "1", "on"].map(parseFlag)).toEqual([true, true, true, true, true]);
    expect([false, "false", 0, "0"].map(parseFlag)).toEqual([false, false, false, false]);
    expect(["yes", 2, null, {}].map(parseFlag)).toEqual([null, null, null, null]);
    expect(refusal(check({ newsletter_enabled: "maybe" }))).toEqual({
      error: "updateFailed",
      field: "newsletter_enabled",
    });
  });

  it("too long values are tooLong", () => {
    expect(refusal(check({ name: "x".repeat(101) }))).toEqual({ error: "tooLong", field: "name" });
    expect(refusal(check({ phone: "1".repeat(41) }))).toEqual({ error: "tooLong", field: "phone" });
  });

  it("reports the first problem in form order and every field", () => {
    const r = check({ language: "xx", name: "", email: "bad" });
    expect(r).toMatchObject({
      ok: false,
      error: "nameRequired",
      field: "name",
      fields: { name: "nameRequired", email: "invalidEmail", language: "languageRequired" },
    });
  });
});

describe("validateSettings: passwords (SPEC §5)", () => {
  it("new without current → currentPasswordRequired", () => {
    expect(refusal(check({ new_password: "longenough" }))).toEqual({
      error: "currentPasswordRequired",
      field: "current_password",
    });
  });
  it("current without new (and no new email) → newPasswordRequired", () => {
    expect(refusal(check({ current_password: "secret1" }))).toEqual({
      error: "newPasswordRequired",
      field: "new_password",
    });
    expect(refusal(check({ current_password: "secret1", new_password: "" }))).toMatchObject({
      error: "newPasswordRequired",
    });
  });
  it("new shorter than 8 → passwordTooShort; same as current → passwordsSame", () => {
    expect(refusal(check({ current_password: "secret1", new_password: "1234567" }))).toEqual({
      error: "passwordTooShort",
      field: "new_password",
    });
    expect(refusal(check({ current_password: "samesame1", new_password: "samesame1" }))).toEqual({
      error: "passwordsSame",
      field: "new_password",
    });
  });
  it("empty password fields count as absent", () => {
    expect(check({ current_password: "", new_password: "" }).ok).toBe(true);
  });
  it("a valid change carries both passwords", () => {
    const r = check({ current_password: "secret1", new_password: "newsecret1" });
    expect(r.ok && r.passwordChange).toEqual({ current: "secret1", next: "newsecret1" });
  });
  it("a new email needs the current password; with it, no new password is asked", () => {
    expect(refusal(check({ email: "new@example.com" }))).toEqual({
      error: "currentPasswordRequired",
      field: "current_password",
    });
    const r = check({ email: "New@Example.com", current_password: "secret1" });
    expect(r.ok && { change: r.emailChange, pw: r.currentPassword }).toEqual({
      change: "new@example.com",
      pw: "secret1",
    });
  });
});

describe("plan and deletion rules", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  it("subscription_type is pro only for tariff 1 that has not expired", () => {
    expect(
      subscriptionType({ tariff: 1, tariff_expiration_date: "2026-04-01T00:00:00Z" }, now),
    ).toBe("pro");
    expect(subscriptionType({ tariff: 1, tariff_expiration_date: null }, now)).toBe("pro");
    expect(
      subscriptionType({ tariff: 1, tariff_expiration_date: "2026-03-01T12:00:00Z" }, now),
    ).toBe("free");
    expect(
      subscriptionType({ tariff: 0, tariff_expiration_date: "2027-01-01T00:00:00Z" }, now),
    ).toBe("free");
  });
  it("a free account may not switch a PRO flag on, but may switch it off or resend it", () => {
    const off = { hide_ads_enabled: false, hide_logo_enabled: false };
    expect(proViolation({ hide_logo_enabled: true }, off, false)).toBe("hide_logo_enabled");
    expect(proViolation({ hide_ads_enabled: true }, off, false)).toBe("hide_ads_enabled");
    expect(proViolation({ hide_logo_enabled: true }, off, true)).toBeNull();
    expect(proViolation({ hide_logo_enabled: false }, off, false)).toBeNull();
    expect(
      proViolation({ hide_logo_enabled: true }, { ...off, hide_logo_enabled: true }, false),
    ).toBeNull();
    expect(proViolation({ newsletter_enabled: true }, off, false)).toBeNull();
  });
  it("deletion is confirmed by DELETE exactly", () => {
    expect(isDeleteConfirmed("DELETE")).toBe(true);
    for (const v of ["delete", " DELETE", "DELETE ", "", undefined, null, 1])
      expect(isDeleteConfirmed(v)).toBe(false);
  });
});

describe("describeDevice", () => {
  it("names common browsers and systems, null when unknown", () => {
    const chrome =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36";
    const edge = `${chrome} Edg/124.0`;
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
    const firefox = "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0";
    expect(describeDevice(chrome)).toBe("Chrome · Windows");
    expect(describeDevice(edge)).toBe("Edge · Windows");
    expect(describeDevice(iphone)).toBe("Safari · iPhone");
    expect(describeDevice(firefox)).toBe("Firefox · Linux");
    expect(describeDevice("curl/8.0")).toBeNull();
    expect(describeDevice(null)).toBeNull();
  });
});
