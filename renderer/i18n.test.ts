import { describe, expect, it } from "vitest";
import { UI_LANGUAGES, resources } from "../core/i18n";
import { pageLanguage, publicT } from "./i18n";

describe("public page texts", () => {
  it("has every Russian key in English and Indonesian", () => {
    const ru = Object.keys(resources.ru.public).sort();
    for (const l of UI_LANGUAGES) expect(Object.keys(resources[l].public).sort()).toEqual(ru);
  });

  it("falls back to Russian for an unknown language", () => {
    expect(pageLanguage("de")).toBe("ru");
    expect(publicT(pageLanguage(undefined))("faqTitle")).toBe("Вопросы и ответы");
  });

  it("substitutes values literally, once", () => {
    const t = publicT("en");
    expect(t("playVideo", { title: "A $& {{title}}" })).toBe("Play video: A $& {{title}}");
    expect(t("logoAlt", { name: "X" })).toBe("Logo: X");
    expect(t("logoAlt", { name: "Y" })).toBe("Logo: Y");
  });
});
