import { describe, expect, it } from "vitest";
import en from "../i18n/locales/en/public";
import id from "../i18n/locales/id/public";
import ru from "../i18n/locales/ru/public";
import uk from "../i18n/locales/uk/public";
import { FormSchema, type Form } from "../landing/form";
import { isEmail, isIsoDate, isPhone, LEAD_ERRORS, validateLead } from "./validate";

const form: Form = FormSchema.parse({
  enabled: true,
  privacyPolicyUrl: "https://shop.test/privacy",
  fields: [
    { id: "name", kind: "name", label: "Имя", required: true },
    { id: "phone", kind: "phone", label: "Телефон", required: true },
    { id: "email", kind: "email", label: "Почта" },
    { id: "msg", kind: "message", label: "Сообщение" },
    { id: "size", kind: "select", label: "Размер", options: ["S", "M"] },
    { id: "day", kind: "date", label: "Дата" },
    { id: "news", kind: "checkbox", label: "Новости" },
  ],
});
const items = [{ value: "0", title: "Кухня", price: { amount: 1000, currency: "RUB" as const } }];
const ok = { name: "Анна", phone: "+7 900 000-00-00", consent: "on" };
const errorsOf = (submitted: Record<string, unknown>) => {
  const r = validateLead(form, submitted, items);
  return r.ok ? [] : r.errors;
};

describe("validateLead against the published form (issue 24)", () => {
  it("accepts a request and keeps every value exactly as typed, with the label shown", () => {
    const r = validateLead(
      form,
      {
        ...ok,
        name: "  Анна <b>Ли</b>  ",
        msg: "Строка 1\r\nСтрока 2 ",
        size: "M",
        day: "2026-02-28",
        news: "on",
      },
      items,
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.fields).toEqual([
      { id: "name", kind: "name", label: "Имя", value: "  Анна <b>Ли</b>  " },
      { id: "phone", kind: "phone", label: "Телефон", value: "+7 900 000-00-00" },
      { id: "email", kind: "email", label: "Почта", value: "" },
      { id: "msg", kind: "message", label: "Сообщение", value: "Строка 1\r\nСтрока 2 " },
      { id: "size", kind: "select", label: "Размер", value: "M" },
      { id: "day", kind: "date", label: "Дата", value: "2026-02-28" },
      { id: "news", kind: "checkbox", label: "Новости", value: "on" },
    ]);
    expect(r.item).toBeNull();
  });

  it("ignores the page's own inputs (view time, honeypot, referrer, UTM)", () => {
    const page = {
      _ts: "1.sig",
      website: "",
      ref: "https://ya.ru",
      utm_source: "vk",
      utm_content: "x",
    };
    expect(errorsOf({ ...ok, ...page })).toEqual([]);
  });

  it("refuses unknown fields by name", () => {
    expect(errorsOf({ ...ok, admin: "1", __proto__x: "y" })).toEqual([
      { field: "admin", message: "lead.errors.unknown" },
      { field: "__proto__x", message: "lead.errors.unknown" },
    ]);
  });

  it("refuses missing and blank required fields, unticked required boxes included", () => {
    expect(errorsOf({ phone: "+7 900 000 00 00", name: "   ", consent: "on" })).toEqual([
      { field: "name", message: "lead.errors.required" },
    ]);
    const strict = FormSchema.parse({
      ...form,
      fields: [{ id: "agree", kind: "checkbox", label: "Правила", required: true }],
    });
    expect(validateLead(strict, { consent: "on" })).toEqual({
      ok: false,
      errors: [{ field: "agree", message: "lead.errors.required" }],
    });
    expect(validateLead(strict, { consent: "on", agree: false })).toMatchObject({ ok: false });
    expect(validateLead(strict, { consent: "on", agree: true })).toMatchObject({ ok: true });
  });

  it.each([
    ["email", "anna@", "lead.errors.email"],
    ["email", "anna@shop", "lead.errors.email"],
    ["email", "an na@shop.test", "lead.errors.email"],
    ["email", "a@shop.test\r\nBcc: x@evil.test", "lead.errors.email"],
    ["phone", "call me", "lead.errors.phone"],
    ["phone", "+7 90", "lead.errors.phone"],
    ["phone", "1".repeat(21), "lead.errors.phone"],
    ["day", "28.02.2026", "lead.errors.date"],
    ["day", "2026-02-30", "lead.errors.date"],
    ["day", "2026-13-01", "lead.errors.date"],
    ["size", "XL", "lead.errors.select"],
    ["size", "m", "lead.errors.select"],
    ["news", "yes", "lead.errors.invalid"],
    ["name", ["a", "b"], "lead.errors.invalid"],
    ["name", 42, "lead.errors.invalid"],
  ])("refuses %s = %j with %s", (field, value, message) => {
    expect(errorsOf({ ...ok, [field]: value })).toEqual([{ field, message }]);
  });

  it("accepts the shapes people type", () => {
    for (const email of ["anna@shop.test", " anna.li+x@mail.shop.ru "]) {
      expect(errorsOf({ ...ok, email }), email).toEqual([]);
    }
    for (const phone of ["89000000000", "+62 (21) 555-0199", "12345"]) {
      expect(errorsOf({ ...ok, phone }), phone).toEqual([]);
    }
    expect(errorsOf({ ...ok, day: "2028-02-29", news: "true" })).toEqual([]);
  });

  it("needs the consent ticked, from a post or from the script", () => {
    const { consent: _, ...noConsent } = ok;
    expect(errorsOf(noConsent)).toEqual([{ field: "consent", message: "lead.errors.consent" }]);
    expect(errorsOf({ ...ok, consent: "" })).toEqual([
      { field: "consent", message: "lead.errors.consent" },
    ]);
    expect(errorsOf({ ...ok, consent: false })).toHaveLength(1);
    expect(errorsOf({ ...ok, consent: true })).toEqual([]);
  });

  it("keeps the chosen card, and refuses one the form does not offer", () => {
    const r = validateLead(form, { ...ok, item: "0" }, items);
    expect(r).toMatchObject({ ok: true, item: items[0] });
    expect(validateLead(form, { ...ok, item: "" }, items)).toMatchObject({ ok: true, item: null });
    expect(errorsOf({ ...ok, item: "3" })).toEqual([
      { field: "item", message: "lead.errors.item" },
    ]);
    expect(validateLead(form, { ...ok, item: "0" }, [])).toMatchObject({ ok: false });
  });

  it("returns every refusal at once, in form order", () => {
    expect(errorsOf({ zzz: "1", email: "x", phone: "" }).map((e) => e.field)).toEqual([
      "zzz",
      "name",
      "phone",
      "email",
      "consent",
    ]);
  });

  it("refuses a request when the page has no form, or it is switched off", () => {
    const refused = { ok: false, errors: [{ field: "form", message: "lead.errors.unknown" }] };
    expect(validateLead(undefined, ok)).toEqual(refused);
    expect(validateLead({ ...form, enabled: false }, ok)).toEqual(refused);
  });

  it("has every message in each page language", () => {
    for (const cat of [ru, en, id, uk]) {
      for (const key of LEAD_ERRORS) expect(cat.lead.errors[key]).toMatch(/\S/);
    }
    expect(ru.lead.errors.required).toBe("Заполните это поле");
  });

  it("shape helpers", () => {
    expect(isEmail(`${"a".repeat(250)}@b.co`)).toBe(false);
    expect(isPhone("+7 (900) 000-00-00")).toBe(true);
    expect(isIsoDate("2026-1-1")).toBe(false);
  });
});
