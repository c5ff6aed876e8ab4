import { useTranslation } from "react-i18next";
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
            required: p.showRequired,
            placeholder: t("placeholders.projectName"),
            maxLength: 200,
          })}
        />
        <TextField
          {...field("companyName", {
            required: p.showRequired,
            placeholder: t("placeholders.companyName"),
            maxLength: 200,
          })}
        />
      </div>
      <TextField
        {...field("projectDescription", {
          required: p.showRequired,
          multiline: true,
          rows: 5,
          placeholder: t("placeholders.projectDescription"),
          maxLength: 3000,
        })}
      />
      <TextField
        {...field("projectLocation", {
          required: p.showRequired,
          placeholder: t("placeholders.projectLocation"),
          maxLength: 200,
        })}
      />
    </Section>
  );
}
