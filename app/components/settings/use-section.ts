import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveSettings, type Settings } from "./api";
import type { SectionStatus } from "./section";

/**
 * Saving one section: its own busy flag, message and field error. Nothing
 * typed is lost on an error: the form keeps its values.
 */
export function useSectionSave(onSaved: (s: Settings) => void) {
  const { t } = useTranslation(["settings", "common"]);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<SectionStatus>(null);
  const [fieldError, setFieldError] = useState<{ field?: string; text: string } | null>(null);

  const save = async (fields: Record<string, unknown>, successKey = "settings:settingsUpdated") => {
    setSaving(true);
    setStatus(null);
    setFieldError(null);
    const result = await saveSettings(fields);
    setSaving(false);
    if (result.ok) {
      onSaved(result.settings);
      setStatus({ kind: "success", text: t(successKey, { email: fields.email }) });
      return true;
    }
    const text = t(result.key);
    setStatus({ kind: "error", text });
    setFieldError({ field: result.field, text });
    return false;
  };

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.text : null);
  return { save, saving, status, setStatus, errorFor };
}
