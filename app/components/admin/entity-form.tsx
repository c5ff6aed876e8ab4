import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { FieldMeta } from "../../../core/admin/forms/fields";
import { Modal } from "../landings/modal";
import { useAdminMessage } from "./api";
import { fromLocalInput, toLocalInput } from "./format";

export type FormErrors = Record<string, string>;
/** What `onSubmit` answers: nothing when saved (the modal closes), or errors to show. */
export type SubmitOutcome = { errors?: FormErrors; keepOpen?: boolean } | void;

/** A row's value → the string an input holds. */
function toInput(field: FieldMeta, v: unknown): string {
  if (v === null || v === undefined) return "";
  if (field.type === "datetime") return toLocalInput(String(v));
  if (field.type === "password") return "";
  if (typeof v === "boolean") return v ? "1" : "0";
  return String(v);
}

/** A form dialog's Cancel and its submit button, which submits the form `formId`. */
export function FormFooter({
  formId,
  busy,
  submitLabel,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  return (
    <>
      <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
        {t("actions.cancel")}
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        aria-busy={busy}
        disabled={busy}
      >
        {submitLabel}
      </button>
    </>
  );
}

/**
 * The common edit/create modal (SPEC §2), built from `core/admin/forms/`:
 * one input per field of the metadata, validated on submit with the very zod
 * schema the API validates with, then handed to `onSubmit` as parsed data
 * (numbers converted, empty password dropped, dates as ISO).
 */
export function EntityFormModal({
  title,
  fields,
  schema,
  initial,
  submitLabel,
  onSubmit,
  onClose,
  readOnly = [],
}: {
  title: string;
  fields: readonly FieldMeta[];
  schema: z.ZodTypeAny;
  initial: object;
  submitLabel: string;
  onSubmit: (data: Record<string, unknown>) => Promise<SubmitOutcome>;
  onClose: () => void;
  /** Fields shown but not editable (e.g. the landing of a setting opened from that landing). */
  readOnly?: readonly string[];
}) {
  const message = useAdminMessage();
  const formId = useId();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((f) => [f.name, toInput(f, (initial as Record<string, unknown>)[f.name])]),
    ),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const raw: Record<string, string> = {};
    for (const f of fields) {
      raw[f.name] = f.type === "datetime" ? fromLocalInput(values[f.name]) : values[f.name];
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const next: FormErrors = {};
      let general: string | null = null;
      for (const issue of parsed.error.issues) {
        const key = issue.path.length ? String(issue.path[0]) : "";
        if (key && !(key in next)) next[key] = issue.message;
        else if (!key && !general) general = issue.message;
      }
      setErrors(next);
      setFormError(general);
      const first = fields.find((f) => next[f.name]);
      if (first) document.getElementById(`${formId}-${first.name}`)?.focus();
      return;
    }
    setErrors({});
    setFormError(null);
    setBusy(true);
    const outcome = await onSubmit(parsed.data as Record<string, unknown>);
    setBusy(false);
    if (outcome && outcome.errors) {
      const { form, ...rest } = outcome.errors;
      setErrors(rest);
      setFormError(form ?? null);
    }
    if (!outcome) onClose();
  };

  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={busy}
      wide
      className="admin-form-modal"
      footer={
        <FormFooter formId={formId} busy={busy} submitLabel={submitLabel} onCancel={onClose} />
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="admin-form">
        {formError ? (
          <p className="alert alert-error" role="alert">
            {message(formError)}
          </p>
        ) : null}
        {fields.map((f) => (
          <FieldInput
            key={f.name}
            id={`${formId}-${f.name}`}
            field={f}
            value={values[f.name]}
            error={message(errors[f.name])}
            disabled={busy || readOnly.includes(f.name)}
            onChange={(v) => {
              setValues((cur) => ({ ...cur, [f.name]: v }));
              if (errors[f.name]) setErrors(({ [f.name]: _gone, ...rest }) => rest);
            }}
          />
        ))}
      </form>
    </Modal>
  );
}

function FieldInput({
  id,
  field,
  value,
  error,
  disabled,
  onChange,
}: {
  id: string;
  field: FieldMeta;
  value: string;
  error: string | null;
  disabled: boolean;
  onChange: (v: string) => void;
}) {
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [field.hintKey ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: field.name,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    "aria-required": field.required || undefined,
  } as const;
  let control: React.ReactNode;
  switch (field.type) {
    case "select": {
      const options = field.options ?? [];
      const known = options.some((o) => o.value === value);
      control = (
        <select
          {...common}
          className="select"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          {!known ? <option value={value}>{value || "—"}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.labelKey ? t(o.labelKey) : (o.label ?? o.value)}
            </option>
          ))}
        </select>
      );
      break;
    }
    case "textarea":
      control = (
        <textarea
          {...common}
          className="textarea admin-mono"
          rows={5}
          value={value}
          spellCheck={false}
          onChange={(e) => onChange(e.target.value)}
        />
      );
      break;
    default:
      control = (
        <input
          {...common}
          className="input"
          type={
            field.type === "datetime"
              ? "datetime-local"
              : field.type === "number"
                ? "number"
                : field.type === "email"
                  ? "email"
                  : field.type === "password"
                    ? "password"
                    : "text"
          }
          inputMode={field.type === "number" ? "numeric" : undefined}
          autoComplete={field.type === "password" ? "new-password" : "off"}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      );
  }
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {t(field.labelKey)}
        {field.required ? (
          <span className="required-marker" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {control}
      {field.hintKey ? (
        <p id={hintId} className="field-hint">
          {t(field.hintKey)}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
