import type { Language } from "../i18n/languages";
import type { LandingContent, Theme } from "../landing/schema";
import { TEMPLATE_FILES } from "./files";
import type { Niche } from "./niches";
import { TemplateFileSchema, type TemplateFile } from "./schema";

/**
 * The template catalogue (issue 26): every core/templates/data/*.json, parsed
 * once on first use. A file that fails the schema is left out with a log line
 * rather than failing a request; catalogue.test.ts parses every file, so a
 * broken one fails the tests long before it ships.
 */
export interface TemplateSummary {
  id: string;
  niche: Niche;
  title: string;
  description: string;
}

export type ParsedTemplate = TemplateFile;

export interface CatalogueProblem {
  file: string;
  issues: string[];
}

/** Parses raw files: the valid templates in file order, and what is wrong with the others. */
export function parseTemplateFiles(files: ReadonlyArray<readonly [string, unknown]>): {
  templates: ParsedTemplate[];
  problems: CatalogueProblem[];
} {
  const templates: ParsedTemplate[] = [];
  const problems: CatalogueProblem[] = [];
  for (const [file, raw] of files) {
    const parsed = TemplateFileSchema.safeParse(raw);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      problems.push({ file, issues });
    } else if (parsed.data.id !== file) {
      problems.push({ file, issues: [`id "${parsed.data.id}" is not the file name`] });
    } else {
      templates.push(parsed.data);
    }
  }
  return { templates, problems };
}

let catalogue: Map<string, ParsedTemplate> | null = null;

function load(): Map<string, ParsedTemplate> {
  if (catalogue) return catalogue;
  const { templates, problems } = parseTemplateFiles(TEMPLATE_FILES);
  for (const p of problems) console.error(`[templates] ${p.file} left out: ${p.issues.join("; ")}`);
  catalogue = new Map(templates.map((t) => [t.id, t]));
  return catalogue;
}

export function templateIds(): string[] {
  return [...load().keys()];
}

export function getTemplate(id: unknown): ParsedTemplate | null {
  if (typeof id !== "string") return null;
  return load().get(id) ?? null;
}

export function templateSummaries(lang: Language): TemplateSummary[] {
  return [...load().values()].map((t) => ({
    id: t.id,
    niche: t.niche,
    title: t.i18n[lang].title,
    description: t.i18n[lang].description,
  }));
}

/** A fresh copy of a template's content in one language (refs unresolved), or null for an unknown id. */
export function templateContent(id: unknown, lang: Language): LandingContent | null {
  const t = getTemplate(id);
  return t ? structuredClone(t.i18n[lang].content) : null;
}

export function templateTheme(id: unknown): Theme | null {
  return getTemplate(id)?.theme ?? null;
}
