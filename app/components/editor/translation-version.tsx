import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { LANGUAGE_NATIVE_NAMES, type TranslationTarget } from "../../../core/translate/languages";
import type { TranslationItem, TranslationView } from "../../../core/translate/wire";

// One translated version in the Languages section: its header, and each field beside its source.

export const langName = (l: string) =>
  LANGUAGE_NATIVE_NAMES[l as keyof typeof LANGUAGE_NATIVE_NAMES] ?? l;

/** The field's label in the translate namespace: `cards.2.title` → "Card 3: title". */
export function fieldLabelKey(path: string): [string, Record<string, number>?] {
  const [head, index, leaf] = path.split(".");
  if (head === "form") return formLabelKey(path);
  const n = Number(index) + 1;
  if (head === "cards") return [leaf === "alt" ? "fields.cardAlt" : "fields.cardTitle", { n }];
  if (head === "qas") return [leaf === "answer" ? "fields.qaAnswer" : "fields.qaQuestion", { n }];
  if (head === "seo") return ["fields.seoDescription"];
  return [`fields.${head}`];
}

/** `form.title` → "Form: title"; `form.fields.1.options.0` → "Form, field 2: option 1". */
function formLabelKey(path: string): [string, Record<string, number>?] {
  const [, part, index, leaf, option] = path.split(".");
  if (part !== "fields") return [`fields.form.${part}`];
  const n = Number(index) + 1;
  if (leaf === "options") return ["fields.form.option", { n, m: Number(option) + 1 }];
  return [`fields.form.${leaf}`, { n }];
}

export function TargetBlock(p: {
  view: TranslationView;
  disabled: boolean;
  canTranslate: boolean;
  busy: string | null;
  publicUrl: string | null;
  onTranslate: () => void;
  onSave: (body: { fields?: Record<string, string>; confirm?: string[] | true }) => void;
}) {
  const { t } = useTranslation("translate");
  const { view } = p;
  const language = langName(view.to);
  const translatedCount = view.items.filter((i) => i.text !== null).length;
  const pending = view.items.filter((i) => i.needsReview).length;
  const translating = p.busy === `translate-${view.to}`;
  return (
    <section className="tr-target" aria-labelledby={`tr-${view.to}-title`} data-lang={view.to}>
      <header className="tr-target-header">
        <h3 className="tr-target-title" id={`tr-${view.to}-title`} lang={view.to}>
          {language}
        </h3>
        <div className="tr-target-actions">
          {pending > 0 ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={p.disabled}
              onClick={() => p.onSave({ confirm: true })}
            >
              {t("confirmAll")}
            </button>
          ) : null}
          {p.canTranslate ? (
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={p.disabled}
              aria-busy={translating || undefined}
              onClick={p.onTranslate}
            >
              {translating
                ? t("translating")
                : t(translatedCount ? "translateAgain" : "translateTo", { language })}
            </button>
          ) : null}
        </div>
      </header>
      {p.publicUrl && translatedCount ? (
        <p className="field-hint">
          {t("versionAt", { url: `${p.publicUrl.replace(/\/+$/, "")}/${view.to}` })}
        </p>
      ) : null}
      {translatedCount === 0 ? (
        <p className="field-hint">{t("notTranslatedYet")}</p>
      ) : (
        <ul className="tr-items">
          {view.items.map((item) => (
            <TranslationRow
              key={`${view.to}-${item.path}-${item.machineText ?? ""}`}
              to={view.to}
              item={item}
              disabled={p.disabled}
              onSave={p.onSave}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function TranslationRow(p: {
  to: TranslationTarget;
  item: TranslationItem;
  disabled: boolean;
  onSave: (body: { fields?: Record<string, string>; confirm?: string[] | true }) => void;
}) {
  const { t } = useTranslation("translate");
  const id = useId();
  const { item } = p;
  const [value, setValue] = useState(item.text ?? "");
  useEffect(() => setValue(item.text ?? ""), [item.text]);
  const [key, values] = fieldLabelKey(item.path);
  const label = t(key, values);
  const long = item.source.length > 80 || item.path.endsWith("answer");
  return (
    <li className="tr-item">
      <div className="tr-item-label">
        <span className="tr-item-name">{label}</span>
        {item.needsReview ? <span className="badge tr-review">{t("needsReview")}</span> : null}
        {item.edited ? <span className="badge tr-edited">{t("edited")}</span> : null}
        {item.needsReview && item.text !== null ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm tr-confirm"
            disabled={p.disabled}
            aria-label={`${t("confirm")}: ${label}`}
            onClick={() =>
              p.onSave(
                value !== item.text ? { fields: { [item.path]: value } } : { confirm: [item.path] },
              )
            }
          >
            {t("confirm")}
          </button>
        ) : null}
      </div>
      <div className="tr-pair">
        <div className="tr-source-text">
          <span className="visually-hidden">{t("sourceText")}: </span>
          {item.source}
        </div>
        {item.text === null ? (
          <p className="field-hint">{t("notTranslatedYet")}</p>
        ) : (
          <div className="tr-edit">
            <label className="visually-hidden" htmlFor={id}>
              {`${label} — ${t("translation", { language: langName(p.to) })}`}
            </label>
            <textarea
              id={id}
              className="textarea"
              lang={p.to}
              rows={long ? 4 : 2}
              value={value}
              disabled={p.disabled}
              onChange={(e) => setValue(e.target.value)}
              onBlur={() => {
                if (value !== item.text) p.onSave({ fields: { [item.path]: value } });
              }}
            />
          </div>
        )}
      </div>
    </li>
  );
}
