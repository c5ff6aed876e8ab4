import en from "../core/i18n/locales/en/public";
import id from "../core/i18n/locales/id/public";
import ru from "../core/i18n/locales/ru/public";
import uk from "../core/i18n/locales/uk/public";
import { isPublishedLanguage, type PublishedLanguage } from "../core/translate/languages";

/**
 * Issue 24: the lead texts of the public catalogue, for the worker's answers
 * to a submit (thank-you page, error page, JSON messages). Imported one by
 * one, as core/overlay does, so the bundle carries no i18n library.
 */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type LeadTexts = Widen<typeof ru.lead>;
const LEAD: Record<PublishedLanguage, LeadTexts> = {
  ru: ru.lead,
  en: en.lead,
  id: id.lead,
  uk: uk.lead,
};

export function leadTexts(lang: string): LeadTexts {
  return LEAD[isPublishedLanguage(lang) ? lang : "ru"];
}

/** A refusal's message by its catalogue key (`lead.errors.required`); the form-level text for anything else. */
export function leadErrorText(lang: PublishedLanguage, key: unknown): string {
  const texts = leadTexts(lang);
  const name = typeof key === "string" ? /^lead\.errors\.(\w+)$/.exec(key)?.[1] : undefined;
  const errors = texts.errors as Record<string, string>;
  return name && Object.prototype.hasOwnProperty.call(errors, name) ? errors[name] : texts.check;
}
