import { useTranslation } from "react-i18next";
import { SEO_DESCRIPTION_MAX } from "../../../../core/landing/schema";
import { Section, TextField } from "../fields";
import { useField, type SectionProps } from "./types";

export function BasicSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  return (
    <Section id="basic" title={t("sections.basic")} hint={t("sectionHints.basic")}>
      <div className="form-grid">
        <TextField
          {...field("projectName", {
            placeholder: t("placeholders.projectName"),
            maxLength: 200,
          })}
        />
        <TextField
          {...field("companyName", {
            placeholder: t("placeholders.companyName"),
            maxLength: 200,
          })}
        />
      </div>
      <TextField
        {...field("projectDescription", {
          multiline: true,
          rows: 5,
          placeholder: t("placeholders.projectDescription"),
          maxLength: 3000,
        })}
      />
      <TextField
        {...field("projectLocation", {
          placeholder: t("placeholders.projectLocation"),
          maxLength: 200,
        })}
      />
      {/* Issue 14: the page's meta description (SEO pack writes it; issue 15 renders it). */}
      <fieldset className="seo-fields">
        <legend className="label">{t("ai:fields.seoTitle")}</legend>
        <TextField
          name="seo.description"
          label={t("ai:fields.seoDescription")}
          value={p.content.seo?.description ?? ""}
          multiline
          rows={2}
          maxLength={SEO_DESCRIPTION_MAX}
          hint={t("ai:fields.seoDescriptionHint", {
            count: (p.content.seo?.description ?? "").length,
          })}
          // Empty is stored as no `seo` at all, so untouched pages keep their hash (ADR 005).
          onChange={(v) => p.update((c) => ({ ...c, seo: v ? { description: v } : undefined }))}
          onBlur={p.commit}
          disabled={p.disabled}
        />
      </fieldset>
    </Section>
  );
}
