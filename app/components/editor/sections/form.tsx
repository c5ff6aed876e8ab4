import { useTranslation } from "react-i18next";
import type { Form, FormField } from "../../../../core/landing/form";
import {
  FORM_CONSENT_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_SUBMIT_MAX,
  FORM_SUCCESS_MAX,
  TEXT_MAX,
  URL_MAX,
} from "../../../../core/landing/limits";
import { Section, TextField } from "../fields";
import { LeadFormFields } from "../lead-form-fields";
import { newForm, pageT } from "../lead-form-model";
import { LeadMailSwitch } from "../lead-mail-switch";
import { markedRequired, type SectionProps } from "./types";

type FormText = "title" | "description" | "submitText" | "successMessage";

/**
 * Issue 24: the lead form. The texts left empty show the page language's
 * defaults (public catalogue), so those are the placeholders; the policy
 * link is what publishing names when it is missing (core/landing/publish-rules).
 */
export function FormSection(p: SectionProps & { leadMail: boolean }) {
  const { t } = useTranslation("editor");
  const pt = pageT(t, p.lang);
  const form = p.content.form;
  const on = form?.enabled === true;
  // Issue 26: a template's form arrives ready but off; it may go live only with a policy link.
  const offUntilPolicy = !on && !!form && form.fields.length > 0 && !form.privacyPolicyUrl.trim();

  const setForm = (fn: (f: Form) => Form) =>
    p.update((c) => (c.form ? { ...c, form: fn(c.form) } : c));
  const structural = (fn: (f: Form) => Form) => {
    setForm(fn);
    p.commit();
  };
  const error = (name: string) => (p.errors[name] ? t(p.errors[name]) : null);
  const text = (key: FormText, o: { max: number; placeholder?: string; rows?: number }) => (
    <TextField
      name={`form.${key}`}
      label={t(`form.${key}`)}
      value={form?.[key] ?? ""}
      maxLength={o.max}
      placeholder={o.placeholder}
      multiline={o.rows !== undefined}
      rows={o.rows}
      onChange={(v) => setForm((f) => ({ ...f, [key]: v }))}
      onBlur={p.commit}
      disabled={p.disabled}
    />
  );

  return (
    <Section id="form" title={t("sections.form")} hint={t("sectionHints.form")}>
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={on}
            disabled={p.disabled}
            data-field="form.enabled"
            aria-describedby="form-enabled-hint"
            onChange={(e) => {
              const enabled = e.target.checked;
              p.update((c) =>
                c.form
                  ? { ...c, form: { ...c.form, enabled } }
                  : enabled
                    ? { ...c, form: newForm(pt) }
                    : c,
              );
              p.commit();
            }}
          />
          <span>{t("form.enabled")}</span>
        </label>
        <p className="field-hint" id="form-enabled-hint">
          {t(offUntilPolicy ? "form.offUntilPolicy" : "form.enabledHint")}
        </p>
      </div>
      {on && form ? (
        <div className="stack lead-form-editor">
          <div className="form-grid">
            {text("title", { max: TEXT_MAX, placeholder: pt("public:lead.formTitle") })}
            {text("submitText", { max: FORM_SUBMIT_MAX, placeholder: pt("public:lead.submit") })}
          </div>
          {text("description", { max: FORM_DESCRIPTION_MAX, rows: 2 })}
          <LeadFormFields
            fields={form.fields}
            pt={pt}
            disabled={p.disabled}
            setField={(i: number, next: FormField) =>
              setForm((f) => ({ ...f, fields: f.fields.map((x, j) => (j === i ? next : x)) }))
            }
            structural={(fn) => structural((f) => ({ ...f, fields: fn(f.fields) }))}
            commit={p.commit}
            required={(name) => markedRequired(p, name)}
            error={error}
          />
          {text("successMessage", {
            max: FORM_SUCCESS_MAX,
            rows: 2,
            placeholder: pt("public:lead.success"),
          })}
          <TextField
            name="form.consentText"
            label={t("form.consentText")}
            value={form.consentText}
            maxLength={FORM_CONSENT_MAX}
            multiline
            rows={4}
            placeholder={pt("public:lead.consentDefault")}
            hint={t("form.consentHint")}
            onChange={(v) => setForm((f) => ({ ...f, consentText: v }))}
            onBlur={p.commit}
            disabled={p.disabled}
          />
          <TextField
            name="form.privacyPolicyUrl"
            label={t("form.privacyPolicyUrl")}
            type="url"
            inputMode="url"
            placeholder={t("placeholders.link")}
            hint={t("form.privacyHint")}
            value={form.privacyPolicyUrl}
            maxLength={URL_MAX}
            onChange={(v) => setForm((f) => ({ ...f, privacyPolicyUrl: v }))}
            onBlur={p.commit}
            disabled={p.disabled}
            required={markedRequired(p, "form.privacyPolicyUrl")}
            error={error("form.privacyPolicyUrl")}
          />
          <LeadMailSwitch uuid={p.uuid} initial={p.leadMail} disabled={p.disabled} />
        </div>
      ) : null}
    </Section>
  );
}
