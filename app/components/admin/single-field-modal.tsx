import { useId, useRef, useState, type InputHTMLAttributes } from "react";
import type { z } from "zod";
import { Modal } from "../landings/modal";
import { useAdminMessage } from "./api";
import { FormFooter } from "./entity-form";

/**
 * A dialog that asks one value (set expiration, grant PRO): checked with the
 * API's own schema first, then sent. `send` answers true when done (the
 * dialog closes), or the message to show under the field (null for none).
 */
export function SingleFieldModal<S extends z.ZodTypeAny>(p: {
  title: string;
  text: string;
  label: string;
  required?: boolean;
  submitLabel: string;
  initial: string;
  /** The input's type and its own attributes (min, inputMode). */
  input: InputHTMLAttributes<HTMLInputElement>;
  /** The API's schema and the body field the value goes in. */
  schema: S;
  field: string;
  send: (parsed: z.infer<S>, value: string) => Promise<true | string | null>;
  onClose: () => void;
}) {
  const message = useAdminMessage();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(p.initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { onClose } = p;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = p.schema.safeParse({ [p.field]: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    const answer = await p.send(parsed.data, value);
    setBusy(false);
    if (answer === true) onClose();
    else if (answer) setError(answer);
  };

  return (
    <Modal
      title={p.title}
      onClose={onClose}
      busy={busy}
      initialFocus={inputRef}
      footer={
        <FormFooter
          formId={`${id}-form`}
          busy={busy}
          submitLabel={p.submitLabel}
          onCancel={onClose}
        />
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={submit}>
        <p className="text-muted">{p.text}</p>
        <div className="field">
          <label className="label" htmlFor={id}>
            {p.label}
            {p.required ? (
              <span className="required-marker" aria-hidden="true">
                *
              </span>
            ) : null}
          </label>
          <input
            {...p.input}
            ref={inputRef}
            id={id}
            className="input"
            value={value}
            aria-required={p.required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {message(error)}
            </p>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
