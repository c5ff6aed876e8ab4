import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { defaultLanguage, UI_LANGUAGES, namespaces, resources } from "./index";
import { detectLanguage, languageCookie, languageFromHost } from "./detect";
import { IMAGE_LIMIT_VALUES } from "../landing/limits";
import { TRIAL_DAYS } from "../plans";

async function tFor(lng: string) {
  const i18n = createInstance();
  await i18n.init({
    lng,
    fallbackLng: defaultLanguage,
    defaultNS: "common",
    ns: [...namespaces],
    resources: resources as never,
    interpolation: { escapeValue: false },
  });
  return i18n.t.bind(i18n);
}

describe("i18n catalogues", () => {
  it("applies Russian plural rules for 1, 2, 5, 11, 21, 22, 25", async () => {
    const t = await tFor("ru");
    expect(t("common:daysLeft", { count: 1 })).toBe("Остался 1 день");
    expect(t("common:daysLeft", { count: 2 })).toBe("Осталось 2 дня");
    expect(t("common:daysLeft", { count: 5 })).toBe("Осталось 5 дней");
    expect(t("common:daysLeft", { count: 11 })).toBe("Осталось 11 дней");
    expect(t("common:daysLeft", { count: 21 })).toBe("Остался 21 день");
    expect(t("common:daysLeft", { count: 22 })).toBe("Осталось 22 дня");
    expect(t("common:daysLeft", { count: 25 })).toBe("Осталось 25 дней");
  });

  it("keeps SPEC's exact Russian guard messages", () => {
    expect(resources.ru.common.authRequired).toBe("Требуется авторизация");
    expect(resources.ru.common.insufficientRights).toBe("Недостаточно прав для доступа");
    expect(resources.ru.common.sessionExpired).toBe("Сессия истекла. Пожалуйста, войдите заново.");
  });
});

/** Every text of a catalogue, nested objects flattened. */
function textsOf(obj: unknown): string[] {
  if (typeof obj === "string") return [obj];
  return obj && typeof obj === "object" ? Object.values(obj).flatMap(textsOf) : [];
}

describe("limits defined in core are interpolated, never restated", () => {
  it("no catalogue text names the image caps as numbers", () => {
    const { maxMb, minWidth, minHeight } = IMAGE_LIMIT_VALUES;
    const restated = new RegExp(`\\b${maxMb} ?(MB|МБ)|\\b${minWidth}×${minHeight}\\b`);
    for (const lng of UI_LANGUAGES)
      for (const ns of namespaces)
        for (const text of textsOf(resources[lng][ns]))
          expect(text, `${lng}/${ns}`).not.toMatch(restated);
  });

  it("the trial and image texts read as before with the core values", async () => {
    const ru = await tFor("ru");
    expect(ru("editor:publish.trial", { count: TRIAL_DAYS })).toBe("Пробный период — 7 дней.");
    expect(ru("auth:register.subtitle", { count: TRIAL_DAYS })).toBe(
      "Создайте аккаунт — 7 дней пробного периода",
    );
    expect(ru("settings:errors.fileTooLarge", IMAGE_LIMIT_VALUES)).toBe("Файл больше 5 МБ");
    expect(ru("editor:hints.cover", IMAGE_LIMIT_VALUES)).toBe(
      "Рекомендуемый размер 3200×840. JPG или PNG, до 5 МБ, не меньше 720×540.",
    );
    const en = await tFor("en");
    expect(en("editor:publish.trial", { count: TRIAL_DAYS })).toBe("Trial period — 7 days.");
    expect(en("auth:register.subtitle", { count: TRIAL_DAYS })).toBe(
      "Create an account — 7-day free trial",
    );
    expect(en("editor:errors.uploadTooLarge", IMAGE_LIMIT_VALUES)).toBe(
      "The file is too large: 5 MB at most",
    );
    const id = await tFor("id");
    expect(id("editor:publish.trial", { count: TRIAL_DAYS })).toBe("Masa uji coba — 7 hari.");
    expect(id("settings:profile.photoHint", IMAGE_LIMIT_VALUES)).toBe(
      "JPG atau PNG, maksimal 5 MB; disarankan 320×320",
    );
  });
});

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Flattened keys with plural suffixes folded, so "daysLeft_few" (ru) and "daysLeft_other" (id) match. */
function keysOf(obj: unknown, prefix = ""): Set<string> {
  const out = new Set<string>();
  if (obj && typeof obj === "object") {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") for (const sub of keysOf(v, key)) out.add(sub);
      else out.add(key.replace(PLURAL, ""));
    }
  }
  return out;
}

describe("catalogue key parity (every namespace)", () => {
  for (const ns of namespaces) {
    for (const lng of UI_LANGUAGES.filter((l) => l !== "ru")) {
      it(`${lng}/${ns} has every key of ru/${ns}`, () => {
        const ru = keysOf(resources.ru[ns]);
        const other = keysOf(resources[lng][ns]);
        const missing = [...ru].filter((k) => !other.has(k));
        expect(missing, `missing in ${lng}/${ns}`).toEqual([]);
      });
    }
  }
});

describe("language detection (SPEC §1)", () => {
  it("prefers the selectedLanguage cookie", () => {
    expect(
      detectLanguage({ cookieHeader: "a=1; selectedLanguage=id", host: "en.vitrina.app" }),
    ).toBe("id");
    expect(detectLanguage({ cookieHeader: "selectedLanguage=en", host: "vitrina.app" })).toBe("en");
  });

  it("ignores an unsupported cookie value and uses the host prefix", () => {
    expect(detectLanguage({ cookieHeader: "selectedLanguage=de", host: "en.vitrina.app" })).toBe(
      "en",
    );
    expect(detectLanguage({ cookieHeader: null, host: "id.vitrina.app:3000" })).toBe("id");
  });

  it("defaults to Russian", () => {
    expect(detectLanguage({ cookieHeader: "", host: "vitrina.app" })).toBe("ru");
    expect(detectLanguage({})).toBe("ru");
    expect(detectLanguage({ host: "localhost:3000" })).toBe("ru");
  });

  it("only takes the first host label", () => {
    expect(languageFromHost("shop.en.example.com")).toBeNull();
    expect(languageFromHost("EN.Vitrina.App")).toBe("en");
    expect(languageFromHost("english.vitrina.app")).toBeNull();
  });

  it("stores the choice for a year", () => {
    expect(languageCookie("en")).toBe(
      "selectedLanguage=en; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(languageCookie("id", { secure: true })).toContain("; Secure");
  });
});
