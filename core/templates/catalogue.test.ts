import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { UI_LANGUAGES } from "../i18n/languages";
import {
  getTemplate,
  parseTemplateFiles,
  templateContent,
  templateIds,
  templateSummaries,
} from "./catalogue";
import { TEMPLATE_FILES } from "./files";
import { NICHES } from "./niches";

/**
 * Issue 26: templates are data. Every file in data/ must parse with the schema
 * (renderer/render-templates.test.ts renders each); a broken file fails here,
 * never in an owner's request.
 */
const dataDir = path.join(__dirname, "data");
const dataFiles = readdirSync(dataDir)
  .filter((f) => f.endsWith(".json"))
  .sort();

describe("template files", () => {
  it("core/templates/files.ts imports every data file (run node scripts/templates-index.mjs)", () => {
    expect(TEMPLATE_FILES.map(([file]) => `${file}.json`)).toEqual(dataFiles);
  });

  it.each(dataFiles)("%s parses with the template schema", (file) => {
    const raw = JSON.parse(readFileSync(path.join(dataDir, file), "utf8")) as unknown;
    const { problems } = parseTemplateFiles([[file.slice(0, -5), raw]]);
    expect(problems).toEqual([]);
  });

  it("a file that breaks the schema is reported and left out of the catalogue", () => {
    const [, raw] = TEMPLATE_FILES[0];
    const broken = structuredClone(raw) as { i18n: { en: { content: { cards: unknown } } } };
    broken.i18n.en.content.cards = [];
    const { templates, problems } = parseTemplateFiles([
      ["broken", broken],
      ["misnamed", raw],
    ]);
    expect(templates).toEqual([]);
    expect(problems.map((p) => p.file)).toEqual(["broken", "misnamed"]);
    expect(problems[0].issues.join(" ")).toMatch(/i18n\.en\.content\.cards/);
  });

  it("a select listing the cards' services again fails: the cards make the form's item list", () => {
    const [, raw] = TEMPLATE_FILES.find(([file]) => file === "beauty-salon")!;
    const twice = structuredClone(raw) as {
      i18n: { ru: { content: { cards: { title: string }[]; form: { fields: unknown[] } } } };
    };
    const { cards, form } = twice.i18n.ru.content;
    form.fields.push({
      id: "service",
      kind: "select",
      label: "Услуга",
      required: false,
      options: cards.map((c) => c.title),
    });
    const { problems } = parseTemplateFiles([["beauty-salon", twice]]);
    expect(problems.flatMap((p) => p.issues).join(" ")).toMatch(
      /i18n\.ru\.content\.form\.fields\.\d+: select repeats the cards/,
    );
  });

  it("a template without its own logo fails: publishing needs one (core/landing/publish-rules.ts)", () => {
    const [, raw] = TEMPLATE_FILES[0];
    const noLogo = structuredClone(raw) as {
      i18n: { id: { content: { projectLogoUrl: string; projectLogoAlt: string } } };
    };
    noLogo.i18n.id.content.projectLogoUrl = "";
    noLogo.i18n.id.content.projectLogoAlt = "";
    const { problems } = parseTemplateFiles([[TEMPLATE_FILES[0][0], noLogo]]);
    const issues = problems.flatMap((p) => p.issues).join(" ");
    expect(issues).toMatch(/i18n\.id\.content\.projectLogoUrl/);
    expect(issues).toMatch(/i18n\.id\.content\.projectLogoAlt/);
  });
});

/** The trades the issue lists, each by the words its template's id is made of. */
const TRADES: Record<string, RegExp> = {
  "cafe or bakery": /cafe|bakery|coffee/,
  "beauty salon": /beauty|salon/,
  barber: /barber/,
  "tutor or school": /tutor|school/,
  "car service": /car|auto/,
  "real-estate agent": /real-?estate|realty|realtor/,
  photographer: /photo/,
  "fitness coach": /fitness|coach|trainer/,
  "handmade shop": /handmade|craft/,
  "dental clinic": /dent/,
  "lawyer or consultant": /lawyer|consult|legal/,
  "wedding or event agency": /wedding|event/,
  "tour agency": /tour|travel/,
  "flower shop": /flower|florist/,
  "cleaning service": /clean/,
  "B2B partner showroom": /b2b|partner|dealer/,
};

describe("the catalogue", () => {
  it("holds the 16 templates the issue asks for, one per trade, every niche used", () => {
    const ids = templateIds();
    expect(ids.length).toBeGreaterThanOrEqual(16);
    const missing = Object.entries(TRADES)
      .filter(([, re]) => !ids.some((id) => re.test(id)))
      .map(([trade]) => trade);
    expect(missing).toEqual([]);
    const niches = new Set(ids.map((id) => getTemplate(id)!.niche));
    expect([...NICHES].filter((n) => !niches.has(n))).toEqual([]);
  });

  it("summaries speak the requested language", () => {
    for (const lang of UI_LANGUAGES) {
      const summaries = templateSummaries(lang);
      expect(summaries.map((s) => s.id)).toEqual(templateIds());
      for (const s of summaries) {
        expect(s.title).toBe(getTemplate(s.id)!.i18n[lang].title);
        expect(s.description).toBe(getTemplate(s.id)!.i18n[lang].description);
      }
    }
  });

  it("an unknown id has no template and no content", () => {
    expect(getTemplate("no-such-template")).toBeNull();
    expect(templateContent("no-such-template", "en")).toBeNull();
    expect(getTemplate(42)).toBeNull();
  });

  it("content is a fresh copy each time: creating a landing cannot change the catalogue", () => {
    const [id] = templateIds();
    const a = templateContent(id, "ru")!;
    a.cards[0].title = "changed";
    expect(templateContent(id, "ru")!.cards[0].title).not.toBe("changed");
  });
});
