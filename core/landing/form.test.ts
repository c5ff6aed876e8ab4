import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formItems, FormSchema, nextFieldId, type FormField } from "./form";
import {
  FORM_DESCRIPTION_MAX,
  FORM_FIELDS_MAX,
  FORM_LABEL_MAX,
  FORM_OPTION_MAX,
  FORM_OPTIONS_MAX,
} from "./limits";
import { parseServerContent } from "./parse";
import { LandingContentSchema } from "./schema";

const field = (patch: Partial<FormField> = {}) => ({
  id: "f1",
  kind: "name",
  label: "Имя",
  required: true,
  ...patch,
});
const form = (patch: Record<string, unknown> = {}) => ({
  enabled: true,
  title: "Оставьте заявку",
  privacyPolicyUrl: "https://shop.test/privacy",
  fields: [field()],
  ...patch,
});
const fields = (n: number) => Array.from({ length: n }, (_, i) => field({ id: `f${i + 1}` }));
const parses = (v: unknown) => FormSchema.safeParse(v).success;

describe("FormSchema (issue 24)", () => {
  it("accepts a form with every kind of field", () => {
    const parsed = FormSchema.parse(
      form({
        fields: [
          field({ id: "name", kind: "name" }),
          field({ id: "phone", kind: "phone", placeholder: "+7 900 000-00-00" }),
          field({ id: "email", kind: "email", required: false }),
          field({ id: "message", kind: "message" }),
          field({ id: "text", kind: "text" }),
          field({ id: "size", kind: "select", options: ["S", "M", "L"] }),
          field({ id: "day", kind: "date" }),
          field({ id: "news", kind: "checkbox" }),
        ],
      }),
    );
    expect(parsed.fields.map((f) => f.kind)).toEqual([
      "name",
      "phone",
      "email",
      "message",
      "text",
      "select",
      "date",
      "checkbox",
    ]);
    // Texts the owner has not written yet default to "" so a half-made form saves.
    expect(parsed).toMatchObject({ description: "", submitText: "", consentText: "" });
  });

  it("takes 1 to 10 fields, not 0 or 11", () => {
    expect(parses(form({ fields: fields(1) }))).toBe(true);
    expect(parses(form({ fields: fields(FORM_FIELDS_MAX) }))).toBe(true);
    expect(parses(form({ fields: [] }))).toBe(false);
    expect(parses(form({ fields: fields(FORM_FIELDS_MAX + 1) }))).toBe(false);
    expect(FORM_FIELDS_MAX).toBe(10);
  });

  it("caps labels at 80 characters and the description at 500", () => {
    expect(FORM_LABEL_MAX).toBe(80);
    expect(FORM_DESCRIPTION_MAX).toBe(500);
    expect(parses(form({ fields: [field({ label: "я".repeat(80) })] }))).toBe(true);
    expect(parses(form({ fields: [field({ label: "я".repeat(81) })] }))).toBe(false);
    expect(parses(form({ description: "a".repeat(500) }))).toBe(true);
    expect(parses(form({ description: "a".repeat(501) }))).toBe(false);
  });

  it("a select needs 1 to 20 options of at most 60 characters; other kinds take none", () => {
    const select = (options?: string[]) =>
      parses(form({ fields: [field({ kind: "select", options })] }));
    expect(select(["Да"])).toBe(true);
    expect(select(undefined)).toBe(false);
    expect(select([])).toBe(false);
    expect(select(Array.from({ length: FORM_OPTIONS_MAX }, (_, i) => `o${i}`))).toBe(true);
    expect(select(Array.from({ length: FORM_OPTIONS_MAX + 1 }, (_, i) => `o${i}`))).toBe(false);
    expect(select(["x".repeat(FORM_OPTION_MAX)])).toBe(true);
    expect(select(["x".repeat(FORM_OPTION_MAX + 1)])).toBe(false);
    expect(select(["  "])).toBe(false);
    expect(parses(form({ fields: [field({ kind: "text", options: ["a"] })] }))).toBe(false);
  });

  it("refuses unknown kinds, duplicate ids and ids the page uses itself", () => {
    expect(parses(form({ fields: [field({ kind: "file" as never })] }))).toBe(false);
    expect(parses(form({ fields: [field(), field()] }))).toBe(false);
    for (const id of ["_ts", "website", "item", "consent", "ref", "utm_source", "utm_x"]) {
      expect(parses(form({ fields: [field({ id })] })), id).toBe(false);
    }
    expect(parses(form({ fields: [field({ id: "Name" })] }))).toBe(false);
    expect(parses(form({ fields: [field({ id: "a b" })] }))).toBe(false);
  });

  it("nextFieldId gives the first free f-number", () => {
    expect(nextFieldId([])).toBe("f1");
    expect(nextFieldId([{ id: "f1" }, { id: "f3" }])).toBe("f2");
  });

  it("formItems lists priced and orderable cards by their place in the content", () => {
    const price = { amount: 150000, currency: "RUB" as const };
    expect(
      formItems([{ title: "Кухня", price }, { title: "Шкаф" }, { title: "Стол", order: true }]),
    ).toEqual([
      { value: "0", title: "Кухня", price },
      { value: "2", title: "Стол" },
    ]);
  });
});

describe("LandingContentSchema with a form and priced cards", () => {
  it("keeps the form and card prices", () => {
    const c = LandingContentSchema.parse({
      cards: [{ title: "Кухня", price: { amount: 150000, currency: "RUB" }, order: true }],
      form: form(),
    });
    expect(c.form?.fields[0].label).toBe("Имя");
    expect(c.cards[0]).toMatchObject({ price: { amount: 150000, currency: "RUB" }, order: true });
  });

  it("refuses a price that is not whole minor units of a listed currency", () => {
    const card = (price: unknown) =>
      LandingContentSchema.safeParse({ cards: [{ title: "x", price }] }).success;
    expect(card({ amount: 0, currency: "USD" })).toBe(true);
    expect(card({ amount: 1.5, currency: "USD" })).toBe(false);
    expect(card({ amount: -1, currency: "USD" })).toBe(false);
    expect(card({ amount: 100, currency: "GBP" })).toBe(false);
  });
});

describe("a landing without a form stays byte for byte as before (ADR 005)", () => {
  // Serialised by parseServerContent before issue 24 added `form`, `price` and `order`.
  const BEFORE =
    '{"textAlias":"my-shop","projectName":"Shop","companyName":"","projectDescription":"We sell things","projectLocation":"","projectLogoUrl":"/assets/logo.png","projectBackgroundUrl":"","mainButtonName":"","mainButtonLink":"","extraButtonName":"","extraButtonLink":"","cardsSectionTitle":"","cards":[{"id":"c1","title":"First","link":"https://x.test","url":"/assets/c1.jpg"}],"videoSectionTitle":"","videoLink":"","extraVideoLink":"","videoUrl":"","qas":[{"question":"Q?","answer":"A","open":false}],"contacts":{"mainPhone":"+7 900","extraPhone":"","whatsapp":"","telegramContact":"","telegramChannelLink":"","instagramLink":"","vkLink":"","youtubeLink":"","website":"","email":""},"analytics":[]}';
  const BEFORE_SHA256 = "9d2b3393768b4281837fc82c721db3da33c80c1acae6e478dd33f8a20cb3278b";
  const stored = {
    textalias: "my-shop",
    projectName: "Shop",
    projectDescription: "We sell things",
    projectLogoUrl: "/assets/logo.png",
    cards: JSON.stringify([
      { id: "c1", title: "First", url: "/assets/c1.jpg", link: "https://x.test" },
    ]),
    qas: JSON.stringify([{ question: "Q?", answer: "A" }]),
    contacts: JSON.stringify({ mainPhone: "+7 900" }),
    analytics: "[]",
  };

  it("parses to the same JSON, so its page version hash is unchanged", () => {
    const parsed = parseServerContent(stored);
    expect("form" in parsed && parsed.form !== undefined).toBe(false);
    expect(Object.keys(parsed.cards[0])).not.toContain("price");
    const json = JSON.stringify(parsed);
    expect(json).toBe(BEFORE);
    expect(createHash("sha256").update(json).digest("hex")).toBe(BEFORE_SHA256);
  });

  it("a stored form that does not fit is dropped alone, as other lenient fields are", () => {
    const parsed = parseServerContent({ ...stored, form: { enabled: true, fields: [] } });
    expect(parsed.form).toBeUndefined();
    expect(parsed.projectName).toBe("Shop");
  });
});
