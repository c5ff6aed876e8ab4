import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../../../core/i18n";
import { LandingContentSchema } from "../../../core/landing/schema";
import { listTranslatable } from "../../../core/landing/translatable";
import { fieldLabelKey } from "./translation-version";

async function tFor(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    ns: ["translate"],
    defaultNS: "translate",
    resources: resources as never,
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

const content = LandingContentSchema.parse({
  form: {
    enabled: true,
    fields: [
      { id: "name", kind: "name", label: "Имя", placeholder: "Анна" },
      { id: "size", kind: "select", label: "Размер", options: ["S", "M"] },
    ],
  },
});

describe("the Languages section names the lead form's fields (issue 24)", () => {
  it("gives every form path a label of its own in ru, en and id", async () => {
    const paths = listTranslatable(content, { includeEmpty: true })
      .map((f) => f.path)
      .filter((p) => p.startsWith("form."));
    expect(paths).toHaveLength(11);
    for (const lng of ["ru", "en", "id"]) {
      const t = await tFor(lng);
      const labels = paths.map((p) => {
        const [key, values] = fieldLabelKey(p);
        return String(t(key, values));
      });
      for (const l of labels) expect(l, lng).not.toMatch(/fields\.|\{\{/);
      expect(new Set(labels).size, lng).toBe(labels.length);
    }
    const en = await tFor("en");
    const label = (p: string) => {
      const [key, values] = fieldLabelKey(p);
      return String(en(key, values));
    };
    expect(label("form.fields.1.options.0")).toBe("Form, field 2: option 1");
    expect(label("form.consentText")).toBe("Form: consent text");
    expect(label("cards.2.title")).toBe("Card 3: title");
  });
});
