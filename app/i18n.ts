import type { InitOptions, TFunction } from "i18next";
import { defaultLanguage, languages, namespaces, resources } from "../core/i18n";

/**
 * i18next options shared by the server and the browser. The catalogues are
 * bundled (no backend fetch), so every language is available synchronously and
 * switching language never waits on the network.
 */
export const i18nConfig = {
  supportedLngs: [...languages],
  fallbackLng: defaultLanguage,
  defaultNS: "common",
  ns: [...namespaces],
  resources: resources as unknown as InitOptions["resources"],
  // React escapes text; escaping here too would double-encode quotes and ampersands.
  interpolation: { escapeValue: false },
  returnNull: false,
} satisfies InitOptions;

/** "Screen — Vitrina": the document title for a screen (SPEC §1). */
export function pageTitle(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return `${t(key, values as never)} — ${t("common:appName")}`;
}
