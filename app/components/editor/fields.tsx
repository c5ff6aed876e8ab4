import { createContext, useContext, useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Show the required marker (only once validation was triggered, SPEC §2). */
  required?: boolean;
  /** Message shown next to the field; also marks it invalid. */
  error?: string | null;
  hint?: ReactNode;
  placeholder?: string;
  type?: "text" | "url" | "email" | "tel";
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  name: string;
  disabled?: boolean;
  mono?: boolean;
  inputMode?: "text" | "url" | "email" | "tel";
  autoComplete?: string;
}

/**
 * Extra controls a feature puts beside a field's label, by field name (the AI
 * "Rewrite" menu on allow-listed text fields, issue 14); null for none.
 */
export const FieldActionsContext = createContext<
  ((name: string, label: string) => ReactNode) | null
>(null);

export function RequiredMarker({ show }: { show?: boolean }) {
  const { t } = useTranslation("editor");
  if (!show) return null;
  return (
    // aria-required on the control announces it; the star is for the eye only.
    <span className="required-marker" title={t("required")} aria-hidden="true">
      *
    </span>
  );
}

export function TextField(p: FieldProps) {
  const id = useId();
  const action = useContext(FieldActionsContext)?.(p.name, p.label) ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described =
    [p.hint ? hintId : null, p.error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name: p.name,
    value: p.value,
    placeholder: p.placeholder,
    maxLength: p.maxLength,
    disabled: p.disabled,
    "aria-invalid": p.error ? true : undefined,
    "aria-describedby": described,
    "aria-required": p.required || undefined,
    "data-field": p.name,
    onBlur: p.onBlur,
  } as const;
  return (
    <div className={`field ${p.error ? "has-error" : ""}`}>
      {action ? (
        <div className="field-label-row">
          <label className="label" htmlFor={id}>
            {p.label}
            <RequiredMarker show={p.required} />
          </label>
          {action}
        </div>
      ) : (
        <label className="label" htmlFor={id}>
          {p.label}
          <RequiredMarker show={p.required} />
        </label>
      )}
      {p.multiline ? (
        <textarea
          {...common}
          className={`textarea ${p.mono ? "textarea-mono" : ""}`}
          rows={p.rows ?? 4}
          onChange={(e) => p.onChange(e.target.value)}
        />
      ) : (
        <input
          {...common}
          className="input"
          type={p.type ?? "text"}
          inputMode={p.inputMode}
          autoComplete={p.autoComplete ?? "off"}
          onChange={(e) => p.onChange(e.target.value)}
        />
      )}
      {p.hint ? (
        <p className="field-hint" id={hintId}>
          {p.hint}
        </p>
      ) : null}
      {p.error ? (
        <p className="field-error" id={errorId} role="alert" data-error-for={p.name}>
          {p.error}
        </p>
      ) : null}
    </div>
  );
}

export function Section({
  id,
  title,
  hint,
  children,
  actions,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="editor-section card" id={id} aria-labelledby={`${id}-title`}>
      <header className="editor-section-header">
        <div>
          <h2 className="editor-section-title" id={`${id}-title`}>
            {title}
          </h2>
          {hint ? <p className="editor-section-hint">{hint}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
