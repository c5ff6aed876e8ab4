import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { FORM_FIELD_KINDS, type FormField, type FormFieldKind } from "../../../core/landing/form";
import {
  FORM_FIELDS_MAX,
  FORM_LABEL_MAX,
  FORM_OPTION_MAX,
  FORM_OPTIONS_MAX,
  FORM_PLACEHOLDER_MAX,
} from "../../../core/landing/limits";
import { TextField } from "./fields";
import { ItemControls, moveItem } from "./item-list";
import { newField, readOptions, takesPlaceholder, withKind, type pageT } from "./lead-form-model";

type PageT = ReturnType<typeof pageT>;

/** Issue 24: the lead form's field list — add, remove, reorder, kind, label, required, options. */
export function LeadFormFields(p: {
  fields: FormField[];
  pt: PageT;
  disabled: boolean;
  /** Typing: local state only. */
  setField: (i: number, next: FormField) => void;
  /** Add, remove, move, kind, toggles: saved at once. */
  structural: (fn: (fields: FormField[]) => FormField[]) => void;
  commit: () => void;
  required: (name: string) => boolean;
  error: (name: string) => string | null;
}) {
  const { t } = useTranslation("editor");
  const { fields } = p;
  const full = fields.length >= FORM_FIELDS_MAX;
  return (
    <fieldset className="lead-fields">
      <legend className="label">
        {t("form.fields")}{" "}
        <span className="text-muted text-sm" data-testid="form-fields-count">
          {t("form.count", { count: fields.length, max: FORM_FIELDS_MAX })}
        </span>
      </legend>
      <ol className="item-list">
        {fields.map((f, i) => (
          <li key={f.id} className="item lead-field" data-testid="form-field">
            <div className="item-header">
              <h3 className="item-title">{t("form.item", { n: i + 1 })}</h3>
              <ItemControls
                index={i}
                count={fields.length}
                onMove={(from, to) => p.structural((l) => moveItem(l, from, to))}
                onRemove={(at) =>
                  p.structural((l) => (l.length > 1 ? l.filter((_, j) => j !== at) : l))
                }
                removeDisabled={fields.length <= 1}
                labels={{
                  up: t("form.moveUp", { n: i + 1 }),
                  down: t("form.moveDown", { n: i + 1 }),
                  remove:
                    fields.length <= 1 ? t("form.removeLast") : t("form.remove", { n: i + 1 }),
                }}
              />
            </div>
            <FieldEditor {...p} field={f} index={i} />
          </li>
        ))}
      </ol>
      <div className="item-add">
        <button
          type="button"
          className="btn btn-secondary"
          disabled={full || p.disabled}
          aria-describedby={full ? "form-fields-limit" : undefined}
          onClick={() => p.structural((l) => [...l, newField("text", l, p.pt)])}
        >
          + {t("form.add")}
        </button>
        {full ? (
          <span className="text-muted text-sm" id="form-fields-limit">
            {t("form.limit", { max: FORM_FIELDS_MAX })}
          </span>
        ) : null}
      </div>
    </fieldset>
  );
}

function FieldEditor(
  p: Parameters<typeof LeadFormFields>[0] & { field: FormField; index: number },
) {
  const { t } = useTranslation("editor");
  const kindId = useId();
  const { field: f, index: i } = p;
  const name = `form.fields.${i}`;
  return (
    <div className="lead-field-body">
      <div className="field">
        <label className="label" htmlFor={kindId}>
          {t("form.kind")}
        </label>
        <select
          id={kindId}
          className="select"
          value={f.kind}
          disabled={p.disabled}
          data-field={`${name}.kind`}
          onChange={(e) => {
            const kind = e.target.value as FormFieldKind;
            p.structural((l) => l.map((x, j) => (j === i ? withKind(x, kind, p.pt) : x)));
          }}
        >
          {FORM_FIELD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`form.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        name={`${name}.label`}
        label={f.kind === "checkbox" ? t("form.checkboxLabel") : t("form.label")}
        value={f.label}
        maxLength={FORM_LABEL_MAX}
        onChange={(v) => p.setField(i, { ...f, label: v })}
        onBlur={p.commit}
        disabled={p.disabled}
        required={p.required(`${name}.label`)}
        error={p.error(`${name}.label`)}
      />
      {takesPlaceholder(f.kind) ? (
        <TextField
          name={`${name}.placeholder`}
          label={t("form.placeholder")}
          value={f.placeholder ?? ""}
          maxLength={FORM_PLACEHOLDER_MAX}
          onChange={(v) => {
            const { placeholder: _, ...rest } = f;
            p.setField(i, v ? { ...rest, placeholder: v } : rest);
          }}
          onBlur={p.commit}
          disabled={p.disabled}
        />
      ) : null}
      {f.kind === "select" ? <OptionsField {...p} /> : null}
      <label className="checkbox lead-field-required">
        <input
          type="checkbox"
          checked={f.required}
          disabled={p.disabled}
          data-field={`${name}.required`}
          onChange={(e) =>
            p.structural((l) =>
              l.map((x, j) => (j === i ? { ...x, required: e.target.checked } : x)),
            )
          }
        />
        <span>{t("form.required")}</span>
      </label>
    </div>
  );
}

/** A select's options, one per line; what is saved is always a valid list (see readOptions). */
function OptionsField(p: Parameters<typeof FieldEditor>[0]) {
  const { t } = useTranslation("editor");
  const { field: f, index: i } = p;
  const [text, setText] = useState(() => (f.options ?? []).join("\n"));
  const { options, problems } = readOptions(text);
  const counted = options?.length ?? 0;
  return (
    <TextField
      name={`form.fields.${i}.options`}
      label={t("form.options")}
      multiline
      rows={4}
      value={text}
      maxLength={FORM_OPTIONS_MAX * (FORM_OPTION_MAX + 1) * 2}
      onChange={(v) => {
        setText(v);
        const read = readOptions(v).options;
        if (read) p.setField(i, { ...f, options: read });
      }}
      onBlur={p.commit}
      disabled={p.disabled}
      hint={t("form.optionsHint", { count: counted, max: FORM_OPTIONS_MAX, len: FORM_OPTION_MAX })}
      error={
        problems.length
          ? problems
              .map((k) => t(`form.${k}`, { max: FORM_OPTIONS_MAX, len: FORM_OPTION_MAX }))
              .join(" ")
          : null
      }
    />
  );
}
