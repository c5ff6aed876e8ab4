import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

export type SectionStatus = { kind: "success" | "error"; text: string } | null;

/** One Settings section: its own form, its own save button and its own message. */
export function SettingsSection({
  id,
  title,
  children,
  onSubmit,
  saving,
  status,
  saveLabel,
  danger = false,
}: {
  id: string;
  title: string;
  children: ReactNode;
  onSubmit?: () => void;
  saving?: boolean;
  status?: SectionStatus;
  saveLabel?: string;
  danger?: boolean;
}) {
  const { t } = useTranslation("settings");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form noValidate onSubmit={submit} className="settings-form">
        {children}
        {onSubmit ? (
          <div className="settings-actions">
            <button
              type="submit"
              className={danger ? "btn btn-danger" : "btn btn-primary"}
              disabled={saving}
              aria-busy={saving}
            >
              {saving ? t("saving") : (saveLabel ?? t("save"))}
            </button>
          </div>
        ) : null}
        <div aria-live="polite" className="settings-status">
          {status ? (
            <p
              className={status.kind === "success" ? "alert alert-success" : "alert alert-error"}
              role={status.kind === "error" ? "alert" : "status"}
            >
              {status.text}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}

/** A labelled input with its error under it. */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id} className="label">
        {label}
        {required ? (
          <span className="required-marker" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="field-hint">{hint}</p> : null}
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A Field holding one text input; `id` names both, `invalid` marks the input for screen readers. */
export function InputField({
  id,
  label,
  error,
  hint,
  required,
  type,
  value,
  autoComplete,
  invalid,
  onChange,
}: {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  type?: "email" | "password" | "tel";
  value: string;
  autoComplete: string;
  invalid?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={invalid ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
