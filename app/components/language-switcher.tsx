import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { UI_LANGUAGES } from "../../core/i18n";
import { useRootData } from "./root-data";
import { XsrfField } from "./xsrf-field";

/**
 * RU / EN / ID toggle. Posts to /api/language, which stores the choice in the
 * selectedLanguage cookie for a year; the loaders then revalidate, so the
 * texts, <html lang> and the title switch without a page reload.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const fetcher = useFetcher();
  const locale = useRootData()?.locale;
  // Optimistic: the pressed state follows the click before the loaders return.
  const current = fetcher.formData?.get("lang") ?? locale;
  return (
    <fetcher.Form
      method="post"
      action="/api/language"
      className={["language-switcher", className].filter(Boolean).join(" ")}
    >
      <XsrfField />
      {/* role=group is not allowed on <form> (W3C validator): the buttons carry it. */}
      <div role="group" aria-label={t("language.label")} className="language-switcher-buttons">
        {UI_LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="submit"
            name="lang"
            value={lng}
            lang={lng}
            aria-pressed={current === lng}
            title={t(`language.${lng}`)}
          >
            {lng.toUpperCase()}
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}
