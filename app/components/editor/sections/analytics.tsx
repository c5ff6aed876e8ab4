import { useTranslation } from "react-i18next";
import { Section, TextField } from "../fields";
import { ItemList, listEditor } from "../item-list";
import type { SectionProps } from "./types";

export function AnalyticsSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const { setItem, structural } = listEditor(p, "analytics");
  return (
    <Section id="analytics" title={t("sections.analytics")} hint={t("sectionHints.analytics")}>
      {/* Issue 27: the snippets run only after the visitor accepts (missing means off). */}
      <div className="field">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={p.content.analyticsConsent === true}
            disabled={p.disabled}
            data-field="analyticsConsent"
            aria-describedby="analytics-consent-hint"
            onChange={(e) => {
              const on = e.target.checked;
              p.update((c) => ({ ...c, analyticsConsent: on }));
              p.commit();
            }}
          />
          <span>{t("analyticsConsent.label")}</span>
        </label>
        <p className="field-hint" id="analytics-consent-hint">
          {t("analyticsConsent.hint")}
        </p>
      </div>
      <ItemList
        ns="analytics"
        items={p.content.analytics}
        max={p.limits.maxAnalytics}
        disabled={p.disabled}
        structural={structural}
        newItem={() => ({ name: "", code: "" })}
        itemTestId="analytics-item"
        addTestId="add-analytics"
        renderItem={(a, i) => (
          <>
            <TextField
              name={`analytics.${i}.name`}
              label={t("fields.analyticsName")}
              value={a.name}
              maxLength={100}
              placeholder={t("placeholders.analyticsName")}
              onChange={(v) => setItem(i, { name: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
            <TextField
              name={`analytics.${i}.code`}
              label={t("fields.analyticsCode")}
              value={a.code}
              multiline
              mono
              rows={4}
              placeholder={t("placeholders.analyticsCode")}
              hint={t("hints.analyticsCode")}
              onChange={(v) => setItem(i, { code: v })}
              onBlur={p.commit}
              disabled={p.disabled}
            />
          </>
        )}
      />
    </Section>
  );
}
