import { createInstance, type TFunction } from "i18next";
import { defaultLanguage, resources, UI_LANGUAGES } from "../core/i18n";
import { isPublishedLanguage, type PublishedLanguage } from "../core/translate/languages";
import ukPublic from "../core/i18n/locales/uk/public";

/**
 * One synchronous i18next instance holding only the `public` namespace, built
 * once. i18next resolves keys, the Russian fallback and plural forms
 * (one/few/many). Its `t` costs tens of µs per call, a large share of a ~100 µs
 * page, so results are memoised: plain keys per language, plural keys per
 * (key, count); a `{{name}}` value is substituted into the memoised template
 * (values are user text and would never repeat in a cache).
 */
type Language = PublishedLanguage;

const instance = createInstance();
void instance.init({
  resources: {
    ...Object.fromEntries(UI_LANGUAGES.map((l) => [l, { public: resources[l].public }])),
    uk: { public: ukPublic },
  },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  ns: ["public"],
  defaultNS: "public",
  initImmediate: false,
  // The page escapes every text and attribute itself (page/html.ts `esc`).
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function pageLanguage(lang: unknown): Language {
  return isPublishedLanguage(lang) ? lang : defaultLanguage;
}

export type PublicT = (key: string, values?: Record<string, string | number>) => string;

const cache = new Map<string, string>();
const fixed = new Map<Language, TFunction>();

function resolve(lang: Language, key: string, count?: number): string {
  const id = `${lang}\u0000${key}\u0000${count ?? ""}`;
  let s = cache.get(id);
  if (s === undefined) {
    let t = fixed.get(lang);
    if (!t) fixed.set(lang, (t = instance.getFixedT(lang, "public")));
    // Without values i18next leaves {{placeholders}} as they are, for the substitution below.
    s = String(t(key, count === undefined ? undefined : { count }));
    if (cache.size > 10_000) cache.clear();
    cache.set(id, s);
  }
  return s;
}

export function publicT(lang: Language): PublicT {
  return (key, values) => {
    const count = typeof values?.count === "number" ? values.count : undefined;
    const template = resolve(lang, key, count);
    if (!values) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) =>
      Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : m,
    );
  };
}
