import { PAGE_LANGUAGES, type PageLanguage } from "../i18n/languages";

/**
 * Languages of a page's translated versions (issue 14). A page's source can be
 * any language the owner writes in; the targets are English and Ukrainian, and
 * the source language is never a target.
 */
export const TRANSLATION_TARGETS = ["en", "uk"] as const;
export type TranslationTarget = (typeof TRANSLATION_TARGETS)[number];

/** Every language a published page is rendered in: its own (a page language) or a translated version's. */
export type PublishedLanguage = PageLanguage | TranslationTarget;
export const PUBLISHED_LANGUAGES: readonly PublishedLanguage[] = [
  ...new Set<PublishedLanguage>([...PAGE_LANGUAGES, ...TRANSLATION_TARGETS]),
];
export const isPublishedLanguage = (v: unknown): v is PublishedLanguage =>
  typeof v === "string" && (PUBLISHED_LANGUAGES as readonly string[]).includes(v);

/** Languages the owner can say the page is written in. */
export const SOURCE_LANGUAGES = ["ru", "en", "uk", "id"] as const;
export type SourceLanguage = (typeof SOURCE_LANGUAGES)[number];

export const isTranslationTarget = (v: unknown): v is TranslationTarget =>
  typeof v === "string" && (TRANSLATION_TARGETS as readonly string[]).includes(v);

export const isSourceLanguage = (v: unknown): v is SourceLanguage =>
  typeof v === "string" && (SOURCE_LANGUAGES as readonly string[]).includes(v);

/** The targets that can be switched on for a source: never the source itself. */
export function targetsFor(source: string): TranslationTarget[] {
  return TRANSLATION_TARGETS.filter((t) => t !== source);
}

/** Each language named in itself, for the public page's language switch. */
export const LANGUAGE_NATIVE_NAMES = {
  ru: "Русский",
  en: "English",
  uk: "Українська",
  id: "Bahasa Indonesia",
} as const;

/** The whole server-side request, retries included, ends within this (issue 14: client waits 30 s). */
export const TRANSLATE_DEADLINE_MS = 25_000;

/** Default monthly character quota per user (TRANSLATE_MONTHLY_CHARS); DeepL bills per character. */
export const DEFAULT_TRANSLATE_MONTHLY_CHARS = 100_000;

/** Characters a text costs against the quota: code points, as providers count them. */
export function billedChars(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
