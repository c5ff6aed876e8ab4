import { createInstance, type i18n as I18n, type Module, type TFunction } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLanguage, UI_LANGUAGES, type Language, type Namespace } from "../core/i18n";
import { detectLanguage } from "../core/i18n/detect";
import { i18nConfig } from "./i18n";

/** Language of a request: SPEC §1 order (selectedLanguage cookie, host prefix, Russian). */
export function languageOf(request: Request): Language {
  return detectLanguage({
    cookieHeader: request.headers.get("Cookie"),
    host:
      request.headers.get("X-Forwarded-Host") ??
      request.headers.get("Host") ??
      new URL(request.url).host,
  });
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...UI_LANGUAGES],
    fallbackLanguage: defaultLanguage,
    order: ["custom"],
    findLocale: async (request) => languageOf(request),
  },
  i18next: i18nConfig,
});

export async function getLocale(request: Request): Promise<Language> {
  return languageOf(request);
}

/** A server-side translator for one request, e.g. for emails or JSON messages. */
export async function getT(
  request: Request | Language,
  ns: Namespace | Namespace[] = "common",
): Promise<TFunction> {
  const lng = typeof request === "string" ? request : languageOf(request);
  return (await createI18n(lng)).getFixedT(lng, ns);
}

/** A fresh, fully initialised i18next instance (per request — never shared across requests). */
export async function createI18n(lng: Language, plugins: Module[] = []): Promise<I18n> {
  const instance = createInstance();
  for (const plugin of plugins) instance.use(plugin);
  await instance.init({ ...i18nConfig, lng });
  return instance;
}
