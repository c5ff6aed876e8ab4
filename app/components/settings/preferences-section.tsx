import { Link } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Settings } from "./api";
import { SettingsSection } from "./section";
import { useSectionSave } from "./use-section";

type Flag =
  "newsletter_enabled" | "system_messages_enabled" | "hide_ads_enabled" | "hide_logo_enabled";
/** `unlocks`: only PRO may change it; the others are everyone's. */
const FLAGS: Array<{ key: Flag; label: string; unlocks: boolean }> = [
  { key: "newsletter_enabled", label: "preferences.newsletter", unlocks: false },
  { key: "system_messages_enabled", label: "preferences.systemMessages", unlocks: false },
  { key: "hide_ads_enabled", label: "preferences.hideAds", unlocks: true },
  { key: "hide_logo_enabled", label: "preferences.hideLogo", unlocks: true },
];

/**
 * SPEC §2 Settings: all four preferences carry the PRO mark; newsletter and
 * system messages stay everyone's, hide ads and hide logo are locked unless PRO.
 */
export function PreferencesSection({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t } = useTranslation(["settings", "common"]);
  const pro = settings.subscription_type === "pro";
  const [values, setValues] = useState<Record<Flag, boolean>>(() => ({
    newsletter_enabled: settings.newsletter_enabled,
    system_messages_enabled: settings.system_messages_enabled,
    hide_ads_enabled: settings.hide_ads_enabled,
    hide_logo_enabled: settings.hide_logo_enabled,
  }));
  const { save, saving, status } = useSectionSave(onSaved);
  const submit = () => {
    const fields: Record<string, boolean> = {
      newsletter_enabled: values.newsletter_enabled,
      system_messages_enabled: values.system_messages_enabled,
    };
    if (pro) {
      fields.hide_ads_enabled = values.hide_ads_enabled;
      fields.hide_logo_enabled = values.hide_logo_enabled;
    }
    void save(fields);
  };

  return (
    <SettingsSection
      id="preferences"
      title={t("preferences.title")}
      onSubmit={submit}
      saving={saving}
      status={status}
    >
      <ul className="settings-flags">
        {FLAGS.map((f) => {
          const locked = f.unlocks && !pro;
          return (
            <li key={f.key}>
              <label className="checkbox">
                <input
                  type="checkbox"
                  checked={values[f.key]}
                  disabled={locked}
                  onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.checked }))}
                />
                <span>{t(f.label)}</span>
                <span className="badge-pro settings-pro-mark">{t("common:pro")}</span>
              </label>
              {locked ? (
                <p className="field-hint settings-locked">
                  {t("preferences.locked")} · <Link to="/s">{t("preferences.getPro")}</Link>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </SettingsSection>
  );
}
