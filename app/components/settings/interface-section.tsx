import { useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { UI_LANGUAGES } from "../../../core/i18n";
import type { Settings } from "./api";
import { Field, SettingsSection } from "./section";
import { useSectionSave } from "./use-section";

/** The interface language: saved to the settings and the selectedLanguage cookie; the UI switches at once. */
export function InterfaceSection({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t } = useTranslation(["settings", "common"]);
  const revalidator = useRevalidator();
  const [language, setLanguage] = useState<string>(settings.language);
  const [attempted, setAttempted] = useState(false);
  const { save, saving, status, setStatus } = useSectionSave(onSaved);
  const submit = async () => {
    setAttempted(true);
    if (!language) return setStatus({ kind: "error", text: t("errors.languageRequired") });
    // The answer sets the cookie; reloading the loaders re-renders every text in the new language.
    if (await save({ language })) revalidator.revalidate();
  };
  const error = attempted && !language ? t("errors.languageRequired") : null;
  return (
    <SettingsSection
      id="interface"
      title={t("interface.title")}
      onSubmit={() => void submit()}
      saving={saving}
      status={status}
    >
      <Field id="settings-language" label={t("interface.language")} error={error} required>
        <select
          id="settings-language"
          className="select"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
        >
          {UI_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {t(`common:language.${l}`)}
            </option>
          ))}
        </select>
      </Field>
    </SettingsSection>
  );
}
