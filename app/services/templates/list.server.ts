import type { Language } from "../../../core/i18n";
import { templateSummaries, type TemplateSummary } from "../../../core/templates/catalogue";
import type { Config } from "../platform/index.server";

/** GET /api/templates' item (issue 26). */
export interface TemplateListItem extends TemplateSummary {
  previewUrl: string;
}

/**
 * A template's preview image: a public file (no session needed), drawn by our
 * own renderer into public/template-previews/ so it never drifts from what
 * publishing produces. The one place its URL is made.
 */
export function previewUrl(config: Pick<Config, "appUrl">, id: string, lang: Language): string {
  return `${config.appUrl}/template-previews/${id}.${lang}.webp`;
}

export function listTemplates(config: Pick<Config, "appUrl">, lang: Language): TemplateListItem[] {
  return templateSummaries(lang).map((s) => ({ ...s, previewUrl: previewUrl(config, s.id, lang) }));
}
