import type { MetaDescriptor, MetaFunction } from "@remix-run/node";
import { createInstance, type InitOptions, type TFunction } from "i18next";
import {
  defaultLanguage,
  isLanguage,
  UI_LANGUAGES,
  namespaces,
  resources,
  type Language,
} from "../core/i18n";

/**
 * i18next options shared by the server and the browser. The catalogues are
 * bundled (no backend fetch), so every language is available synchronously and
 * switching language never waits on the network.
 */
export const i18nConfig = {
  supportedLngs: [...UI_LANGUAGES],
  fallbackLng: defaultLanguage,
  defaultNS: "common",
  ns: [...namespaces],
  resources: resources as unknown as InitOptions["resources"],
  // React escapes text; escaping here too would double-encode quotes and ampersands.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

const fixed = new Map<Language, TFunction>();

/**
 * A translator usable synchronously anywhere (meta functions, plain helpers).
 * Safe to share: it is never switched to another language.
 */
export function fixedT(lng: Language): TFunction {
  let t = fixed.get(lng);
  if (!t) {
    const instance = createInstance();
    // Resources are inline, so a non-deferred init completes synchronously.
    void instance.init({ ...i18nConfig, lng, initImmediate: false });
    t = instance.getFixedT(lng);
    fixed.set(lng, t);
  }
  return t;
}

/** "Screen — Vitrina": the document title for a screen (SPEC §1). */
export function pageTitle(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return `${t(key, values as never)} — ${t("common:appName")}`;
}

type MetaMatch = { id: string; data?: unknown };

/** The locale the root loader chose, read from meta `matches`. */
export function localeFromMatches(matches: ReadonlyArray<MetaMatch>): Language {
  const root = matches.find((m) => m.id === "root")?.data as { locale?: unknown } | undefined;
  return isLanguage(root?.locale) ? root.locale : defaultLanguage;
}

/**
 * For a route's `meta`: the title in the current language, re-evaluated when
 * the language changes.
 *   export const meta: MetaFunction = ({ matches }) => [{ title: screenTitle(matches, "auth:login.title") }];
 */
export function screenTitle(
  matches: ReadonlyArray<MetaMatch>,
  key: string,
  values?: Record<string, unknown>,
): string {
  return pageTitle(fixedT(localeFromMatches(matches)), key, values);
}

/**
 * A route's whole `meta` when it is just the screen title (plus any fixed tags):
 *   export const meta = titleMeta("auth:login.title");
 */
export function titleMeta(key: string, ...extra: MetaDescriptor[]): MetaFunction {
  return ({ matches }) => [{ title: screenTitle(matches, key) }, ...extra];
}
