import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "../core/i18n";
import { fixedT, i18nConfig, localeFromMatches, pageTitle, screenTitle } from "./i18n";
import { getT, languageOf } from "./i18n.server";

describe("app i18n config", () => {
  it("falls back to Russian for a key missing in English", async () => {
    // The real catalogues with one key removed from English only.
    const en = structuredClone(resources.en) as Record<string, Record<string, unknown>>;
    delete en.common.authRequired;
    const i18n = createInstance();
    await i18n.init({
      ...i18nConfig,
      lng: "en",
      resources: { ...i18nConfig.resources, en } as never,
    });
    expect(i18n.t("common:authRequired")).toBe("Требуется авторизация");
    expect(i18n.t("common:sessionExpired")).toBe("Session expired. Please log in again.");
  });

  it("builds 'Screen — Vitrina' titles in the root loader's language", () => {
    expect(pageTitle(fixedT("en"), "common:notFound.title")).toBe("Page not found — Vitrina");
    const matches = [
      { id: "root", data: { locale: "id" } },
      { id: "routes/x", data: null },
    ];
    expect(localeFromMatches(matches)).toBe("id");
    expect(screenTitle(matches, "common:notFound.title")).toBe("Halaman tidak ditemukan — Vitrina");
    expect(screenTitle([], "common:notFound.title")).toBe("Страница не найдена — Vitrina");
  });

  it("translates server messages for a request's language", async () => {
    const req = new Request("http://en.vitrina.app/login");
    expect(languageOf(req)).toBe("en");
    const t = await getT(req);
    expect(t("common:insufficientRights")).toBe("Insufficient rights to access");
    const ru = await getT(
      new Request("http://vitrina.app/", { headers: { Cookie: "selectedLanguage=ru" } }),
    );
    expect(ru("common:daysLeft", { count: 22 })).toBe("Осталось 22 дня");
  });
});
