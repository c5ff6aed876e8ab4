/**
 * The language lists, apart from the catalogues so that the worker and the
 * renderer can check a language without bundling every text.
 */
/** The interface languages (SPEC §1): a catalogue each; Russian is the default. */
export const UI_LANGUAGES = ["ru", "en", "id"] as const;
export type Language = (typeof UI_LANGUAGES)[number];
export const defaultLanguage: Language = "ru";
/**
 * The languages a page is written in: the landing's `lang` (SPEC §1), chosen in
 * the editor and the admin. A page speaks an interface language, whose `public`
 * catalogue it uses; translated versions (core/translate) may add others.
 */
export const PAGE_LANGUAGES = UI_LANGUAGES;
export type PageLanguage = Language;

export function isLanguage(v: unknown): v is Language {
  return typeof v === "string" && (UI_LANGUAGES as readonly string[]).includes(v);
}

export const isPageLanguage = (v: unknown): v is PageLanguage =>
  typeof v === "string" && (PAGE_LANGUAGES as readonly string[]).includes(v);

/**
 * The language an account is addressed in (its mails, server messages about it):
 * the one stored in its settings when the interface speaks it, else Russian.
 */
export function accountLanguage(stored: string | null | undefined): Language {
  return isLanguage(stored) ? stored : defaultLanguage;
}
