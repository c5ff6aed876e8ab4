import {
  applyTranslated,
  listTranslatable,
  type TranslatableField,
} from "../../../core/landing/translatable";
import type { LandingContent } from "../../../core/landing/schema";
import {
  TRANSLATION_TARGETS,
  targetsFor,
  type TranslationTarget,
} from "../../../core/translate/languages";
import type { Executor } from "../../../db/database";
import { listTranslationRows, type TranslationRow } from "../../../db/queries/landing-translations";
import {
  findTranslationSettings,
  type TranslationSettingsRow,
} from "../../../db/queries/translation-settings";
import { sha256Hex } from "../platform/index.server";

/**
 * What publishing needs from translations (issue 14, ADR 013): the language
 * versions of a landing's page. Kept apart from the translate service so the
 * publish service can use it without importing the editor's services.
 */

export interface TranslationSettings {
  source: string;
  targets: TranslationTarget[];
  translateNames: boolean;
}

export function settingsOf(
  row: TranslationSettingsRow | undefined,
  landingLang: string,
): TranslationSettings {
  const source = row?.source_lang ?? landingLang;
  const enabled = (row?.targets ?? "").split(",");
  return {
    source,
    targets: targetsFor(source).filter((t) => enabled.includes(t)),
    translateNames: row?.translate_names === 1,
  };
}

export const sourceHash = (text: string): string => sha256Hex(text);

/** The fields a translation covers for these settings (names only when ticked). */
export function translatableFields(
  content: LandingContent,
  settings: Pick<TranslationSettings, "translateNames">,
): TranslatableField[] {
  return listTranslatable(content, { includeNames: settings.translateNames });
}

/** The text shown for a row: the owner's edit, else the provider's. */
export const shownText = (row: Pick<TranslationRow, "edited_text" | "machine_text">): string =>
  row.edited_text ?? row.machine_text;

/** path → current row (the one translating the field's present source text). */
export function currentRows(
  fields: readonly TranslatableField[],
  rows: readonly TranslationRow[],
): Map<string, TranslationRow> {
  const byKey = new Map(rows.map((r) => [`${r.path}\u0000${r.source_hash}`, r]));
  const out = new Map<string, TranslationRow>();
  for (const f of fields) {
    const row = byKey.get(`${f.path}\u0000${sourceHash(f.text)}`);
    if (row) out.set(f.path, row);
  }
  return out;
}

export interface LanguageVersion {
  lang: TranslationTarget;
  content: LandingContent;
}

/**
 * The translated versions to publish beside the source page: each switched-on
 * target with at least one current translation, while the page shows PRO
 * (core/plans pageShowsPro, decided once for the page's theme, badge and versions).
 * A field without a current translation (new or changed since) shows its
 * source text until the owner translates again.
 */
export async function languageVersions(
  db: Executor,
  landing: { uuid: string; lang: string },
  content: LandingContent,
  pro: boolean,
  /** The landing's translation settings, loaded with its other extras (landing-extras.server). */
  row: TranslationSettingsRow | undefined,
): Promise<{ source: string; versions: LanguageVersion[]; purge: string[] }> {
  const settings = settingsOf(row, landing.lang);
  // Cached copies of versions published before (a target switched off since) go too.
  const purge = row ? [...TRANSLATION_TARGETS] : [];
  if (!pro) return { source: settings.source, versions: [], purge };
  const fields = translatableFields(content, settings);
  const versions: LanguageVersion[] = [];
  for (const lang of settings.targets) {
    const rows = await listTranslationRows(db, landing.uuid, settings.source, lang);
    const current = currentRows(fields, rows);
    if (!current.size) continue;
    const texts: Record<string, string> = {};
    for (const [path, row] of current) texts[path] = shownText(row);
    versions.push({ lang, content: applyTranslated(content, texts) });
  }
  return { source: settings.source, versions, purge };
}

/** The language addresses to purge for a landing: every target once it has used translation. */
export async function translatedLanguages(db: Executor, uuid: string): Promise<string[]> {
  return (await findTranslationSettings(db, uuid)) ? [...TRANSLATION_TARGETS] : [];
}
