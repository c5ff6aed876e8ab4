import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SETTINGS_PASSWORD_MIN } from "../../../core/account/settings";
import type { Settings } from "./api";
import { InputField, SettingsSection } from "./section";
import { useSectionSave } from "./use-section";

/** Email (changed through a link sent to the new address) and phone. */
export function ContactSection({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const { t } = useTranslation("settings");
  const [email, setEmail] = useState(settings.email);
  const [phone, setPhone] = useState(settings.phone);
  const [currentPassword, setCurrentPassword] = useState("");
  const { save, saving, status, setStatus, errorFor } = useSectionSave(onSaved);
  const emailChanged = email.trim().toLowerCase() !== settings.email.toLowerCase();

  const submit = async () => {
    const fields: Record<string, unknown> = { phone };
    if (emailChanged) {
      if (!currentPassword) {
        return setStatus({ kind: "error", text: t("errors.currentPasswordRequired") });
      }
      Object.assign(fields, { email: email.trim(), current_password: currentPassword });
    }
    const ok = await save(fields, emailChanged ? "settings:contact.emailChangeSent" : undefined);
    if (ok) {
      setCurrentPassword("");
      // The address changes only when the link is opened: show the current one, with the pending notice.
      setEmail(settings.email);
    }
  };

  return (
    <SettingsSection
      id="contact"
      title={t("contact.title")}
      onSubmit={() => void submit()}
      saving={saving}
      status={status}
    >
      <InputField
        id="settings-email"
        label={t("contact.email")}
        error={errorFor("email")}
        hint={t("contact.emailHint")}
        type="email"
        value={email}
        autoComplete="email"
        invalid={!!errorFor("email")}
        onChange={setEmail}
      />
      {settings.pending_email ? (
        <p className="alert alert-info">
          {t("contact.pendingEmail", { email: settings.pending_email })}
        </p>
      ) : null}
      {emailChanged ? (
        <InputField
          id="settings-email-password"
          label={t("contact.currentPassword")}
          error={errorFor("current_password")}
          type="password"
          value={currentPassword}
          autoComplete="current-password"
          onChange={setCurrentPassword}
        />
      ) : null}
      <InputField
        id="settings-phone"
        label={t("contact.phone")}
        error={errorFor("phone")}
        type="tel"
        value={phone}
        autoComplete="tel"
        onChange={setPhone}
      />
    </SettingsSection>
  );
}

/** SPEC §5 password change: current required, new ≥ 8 and different. */
export function PasswordSection({ onSaved }: { onSaved: (s: Settings) => void }) {
  const { t } = useTranslation("settings");
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const { save, saving, status, setStatus, errorFor } = useSectionSave(onSaved);

  const submit = async () => {
    let problem: string | null = null;
    if (!current) problem = "currentPasswordRequired";
    else if (!next) problem = "newPasswordRequired";
    else if (next.length < SETTINGS_PASSWORD_MIN) problem = "passwordTooShort";
    else if (next === current) problem = "passwordsSame";
    if (problem) return setStatus({ kind: "error", text: t(`errors.${problem}`) });
    const ok = await save(
      { current_password: current, new_password: next },
      "settings:password.changed",
    );
    if (ok) {
      setCurrent("");
      setNext("");
    }
  };

  return (
    <SettingsSection
      id="password"
      title={t("password.title")}
      onSubmit={() => void submit()}
      saving={saving}
      status={status}
    >
      <InputField
        id="settings-current-password"
        label={t("password.current")}
        error={errorFor("current_password")}
        type="password"
        value={current}
        autoComplete="current-password"
        onChange={setCurrent}
      />
      <InputField
        id="settings-new-password"
        label={t("password.new")}
        hint={t("password.hint")}
        error={errorFor("new_password")}
        type="password"
        value={next}
        autoComplete="new-password"
        onChange={setNext}
      />
    </SettingsSection>
  );
}
