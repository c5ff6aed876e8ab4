import { createInstance, type TFunction } from "i18next";
import { defaultLanguage, isLanguage, languages, resources, type Language } from "../core/i18n";

/**
 * One synchronous i18next instance holding only the `public` namespace: the
 * renderer runs thousands of pages per second, so it is built once, and
 * i18next supplies the plural rules (Russian one/few/many).
 */
const instance = createInstance();
void instance.init({
  resources: Object.fromEntries(languages.map((l) => [l, { public: resources[l].public }])),
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  ns: ["public"],
  defaultNS: "public",
  initImmediate: false,
  // React escapes every text node and attribute.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function pageLanguage(lang: unknown): Language {
  return isLanguage(lang) ? lang : defaultLanguage;
}

export type PublicT = (key: string, values?: Record<string, unknown>) => string;

export function publicT(lang: Language): PublicT {
  const t = instance.getFixedT(lang, "public") as TFunction;
  return (key, values) => String(t(key, values as never));
}
