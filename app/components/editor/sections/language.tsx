import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_LANGUAGES } from "../../../../core/i18n";
import { Section } from "../fields";
import type { SectionProps } from "./types";

/**
 * The page language: the public page's texts (buttons, headings, the footer)
 * and its `lang`. Independent of the editor's own interface language; a change
 * saves at once and redraws the preview.
 */
export function LanguageSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const id = useId();
  return (
    <Section id="language" title={t("sections.language")} hint={t("sectionHints.language")}>
      <fieldset className="lang-choice" aria-describedby={`${id}-hint`} data-testid="page-language">
        <legend className="visually-hidden">{t("pageLanguage.legend")}</legend>
        {PAGE_LANGUAGES.map((lng) => (
          <label key={lng} className={`lang-option ${p.lang === lng ? "is-active" : ""}`}>
            <input
              type="radio"
              name={`${id}-lang`}
              value={lng}
              checked={p.lang === lng}
              disabled={p.disabled}
              onChange={() => p.onLangChange(lng)}
            />
            <span className="lang-option-name" lang={lng}>
              {t(`common:language.${lng}`)}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="field-hint" id={`${id}-hint`}>
        {t("pageLanguage.hint")}
      </p>
    </Section>
  );
}
