import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveSettings, type Settings } from "./api";
import type { SectionStatus } from "./section";

/** A message kept as its catalogue key, so it is worded in the language of the moment. */
type KeyedStatus = { kind: "success" | "error"; key: string; values?: Record<string, unknown> };

/**
 * Saving one section: its own busy flag, message and field error. Nothing
 * typed is lost on an error: the form keeps its values. The answer's message
 * is translated when shown, not when it arrives: saving the interface
 * language re-words it in the new language (issue 29).
 */
export function useSectionSave(onSaved: (s: Settings) => void) {
  const { t } = useTranslation(["settings", "common"]);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<KeyedStatus | SectionStatus>(null);
  const [fieldError, setFieldError] = useState<{ field?: string; key: string } | null>(null);
  const setStatus = (status: SectionStatus) => setMessage(status);

  const save = async (fields: Record<string, unknown>, successKey = "settings:settingsUpdated") => {
    setSaving(true);
    setMessage(null);
    setFieldError(null);
    const result = await saveSettings(fields);
    setSaving(false);
    if (result.ok) {
      onSaved(result.settings);
      setMessage({ kind: "success", key: successKey, values: { email: fields.email } });
      return true;
    }
    setMessage({ kind: "error", key: result.key });
    setFieldError({ field: result.field, key: result.key });
    return false;
  };

  const status: SectionStatus =
    message && "key" in message
      ? { kind: message.kind, text: t(message.key, message.values) }
      : message;
  const errorFor = (field: string) => (fieldError?.field === field ? t(fieldError.key) : null);
  return { save, saving, status, setStatus, errorFor };
}
