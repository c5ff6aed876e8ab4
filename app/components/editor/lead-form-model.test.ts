import { describe, expect, it } from "vitest";
import { FormFieldSchema, FormSchema, isReservedInputName } from "../../../core/landing/form";
import { FORM_OPTION_MAX, FORM_OPTIONS_MAX } from "../../../core/landing/limits";
import { fixedT } from "../../i18n";
import { newField, newForm, pageT, readOptions, withKind } from "./lead-form-model";

/** Issue 24: every edit the Form section makes leaves a form the strict save accepts. */
const ru = pageT(fixedT("en"), "ru");
const en = pageT(fixedT("ru"), "en");

describe("a new form", () => {
  it("starts with name and phone (required) and a message, labelled in the PAGE's language", () => {
    const form = newForm(ru);
    expect(FormSchema.safeParse(form).success).toBe(true);
    expect(form.fields.map((f) => [f.kind, f.label, f.required])).toEqual([
      ["name", "Имя", true],
      ["phone", "Телефон", true],
      ["message", "Сообщение", false],
    ]);
    expect(newForm(en).fields.map((f) => f.label)).toEqual(["Name", "Phone", "Message"]);
  });

  it("gives each added field a fresh valid id, never one of the page's own input names", () => {
    let fields = newForm(en).fields;
    for (let i = 0; i < 7; i++) fields = [...fields, newField("text", fields, en)];
    const ids = fields.map((f) => f.id);
    expect(new Set(ids).size).toBe(10);
    expect(ids.some(isReservedInputName)).toBe(false);
    expect(FormSchema.safeParse({ ...newForm(en), fields }).success).toBe(true);
  });
});

describe("changing a field's kind", () => {
  it("a select gets default options; leaving select drops them and a placeholder the page does not show", () => {
    const [name] = newForm(en).fields;
    const select = withKind({ ...name, placeholder: "Anna" }, "select", en);
    expect(select).toMatchObject({
      kind: "select",
      label: "Choose",
      options: ["Option 1", "Option 2"],
    });
    expect(select.placeholder).toBeUndefined();
    const text = withKind(select, "text", en);
    expect(text.options).toBeUndefined();
    expect(FormFieldSchema.safeParse(text).success).toBe(true);
  });

  it("keeps a label the owner wrote", () => {
    const [name] = newForm(ru).fields;
    expect(withKind({ ...name, label: "Как к вам обращаться" }, "text", ru).label).toBe(
      "Как к вам обращаться",
    );
  });
});

describe("options typed one per line", () => {
  it("drops blank lines and trims", () => {
    expect(readOptions(" Small \n\n Large\n")).toEqual({
      options: ["Small", "Large"],
      problems: [],
    });
  });

  it("never saves an empty list, and says so", () => {
    expect(readOptions(" \n ")).toEqual({ options: null, problems: ["optionsEmpty"] });
  });

  it("cuts what is over the limits and says so", () => {
    const long = "x".repeat(FORM_OPTION_MAX + 5);
    const many = Array.from({ length: FORM_OPTIONS_MAX + 2 }, (_, i) => `o${i}`);
    const read = readOptions([long, ...many].join("\n"));
    expect(read.problems).toEqual(["optionsTooLong", "optionsTooMany"]);
    expect(read.options).toHaveLength(FORM_OPTIONS_MAX);
    expect(read.options![0]).toHaveLength(FORM_OPTION_MAX);
  });
});
