import { useTranslation } from "react-i18next";
import { IMAGE_LIMIT_VALUES } from "../../../../core/landing/limits";
import { Section, TextField } from "../fields";
import { ImageDrop } from "../image-drop";
import { markedRequired, useField, type SectionProps } from "./types";

export function MediaSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  const setImage =
    (key: "projectLogoUrl" | "projectBackgroundUrl") =>
    (url: string, answer: { changed: boolean; previewUrl?: string }) => {
      p.update((c) => ({ ...c, [key]: url }));
      p.onUploaded(answer);
      p.commit();
    };
  const clear = (key: "projectLogoUrl" | "projectBackgroundUrl") => () => {
    p.update((c) => ({ ...c, [key]: "" }));
    p.commit();
  };
  return (
    <Section id="media" title={t("sections.media")} hint={t("sectionHints.media")}>
      <div className="form-grid media-grid">
        <div className="stack">
          <ImageDrop
            uuid={p.uuid}
            imageType="logo"
            name="projectLogoUrl"
            label={t("fields.logo")}
            hint={t("hints.logo", IMAGE_LIMIT_VALUES)}
            value={p.content.projectLogoUrl}
            onUploaded={setImage("projectLogoUrl")}
            onRemove={clear("projectLogoUrl")}
            required={markedRequired(p, "projectLogoUrl")}
            error={p.errors.projectLogoUrl ? t(p.errors.projectLogoUrl) : null}
            compact
          />
          {p.content.projectLogoUrl ? (
            <AltField {...p} field="projectLogoAlt" label="ai:fields.logoAlt" />
          ) : null}
        </div>
        <div className="stack">
          <ImageDrop
            uuid={p.uuid}
            imageType="background"
            name="projectBackgroundUrl"
            label={t("fields.cover")}
            hint={t("hints.cover", IMAGE_LIMIT_VALUES)}
            value={p.content.projectBackgroundUrl}
            onUploaded={setImage("projectBackgroundUrl")}
            onRemove={clear("projectBackgroundUrl")}
          />
          {p.content.projectBackgroundUrl ? (
            <AltField {...p} field="projectBackgroundAlt" label="ai:fields.coverAlt" />
          ) : null}
        </div>
      </div>
      <div className="form-grid">
        <TextField
          {...field("mainButtonName", { placeholder: t("placeholders.buttonName"), maxLength: 60 })}
        />
        <TextField
          {...field("mainButtonLink", {
            type: "url",
            inputMode: "url",
            placeholder: t("placeholders.link"),
          })}
        />
        <TextField
          {...field("extraButtonName", {
            placeholder: t("placeholders.buttonName"),
            maxLength: 60,
          })}
        />
        <TextField
          {...field("extraButtonLink", {
            type: "url",
            inputMode: "url",
            placeholder: t("placeholders.link"),
          })}
        />
      </div>
    </Section>
  );
}

/** The owner's alt text for an image (issue 14); the published page uses it. */
function AltField(
  p: SectionProps & { field: "projectLogoAlt" | "projectBackgroundAlt"; label: string },
) {
  const { t } = useTranslation("editor");
  const { field } = p;
  return (
    <TextField
      name={field}
      label={t(p.label)}
      value={p.content[field] ?? ""}
      maxLength={200}
      hint={t("ai:fields.altHint")}
      onChange={(v) => p.update((c) => ({ ...c, [field]: v || undefined }))}
      onBlur={p.commit}
      disabled={p.disabled}
    />
  );
}
