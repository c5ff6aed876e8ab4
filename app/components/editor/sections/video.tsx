import { useState } from "react";
import { useTranslation } from "react-i18next";
import { IMAGE_LIMIT_VALUES } from "../../../../core/landing/limits";
import { isValidVideoLink } from "../../../../core/landing/video";
import { Section, TextField } from "../fields";
import { ImageDrop } from "../image-drop";
import { useField, type SectionProps } from "./types";

export function VideoSection(p: SectionProps) {
  const { t } = useTranslation("editor");
  const field = useField(p);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const linkError = (key: "videoLink" | "extraVideoLink") => {
    if ((touched[key] || p.showRequired) && !isValidVideoLink(p.content[key]))
      return t("video.invalidLink");
    return p.errors[key] ? t(p.errors[key]) : null;
  };
  const blur = (key: string) => () => {
    setTouched((s) => ({ ...s, [key]: true }));
    p.commit();
  };
  const hasVideo = Boolean(
    p.content.videoLink ||
    p.content.extraVideoLink ||
    p.content.videoUrl ||
    p.content.videoSectionTitle,
  );
  return (
    <Section
      id="video"
      title={t("sections.video")}
      hint={t("sectionHints.video")}
      actions={
        hasVideo ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            disabled={p.disabled}
            onClick={() => {
              p.update((c) => ({
                ...c,
                videoLink: "",
                extraVideoLink: "",
                videoUrl: "",
                videoSectionTitle: "",
              }));
              setTouched({});
              p.commit();
            }}
            data-testid="clear-video"
          >
            {t("video.clear")}
          </button>
        ) : null
      }
    >
      <TextField {...field("videoSectionTitle", { maxLength: 200 })} />
      <div className="form-grid">
        <TextField
          {...field("videoLink", {
            type: "url",
            inputMode: "url",
            placeholder: "https://youtu.be/…",
            error: linkError("videoLink"),
          })}
          onBlur={blur("videoLink")}
        />
        <TextField
          {...field("extraVideoLink", {
            type: "url",
            inputMode: "url",
            placeholder: t("placeholders.link"),
            error: linkError("extraVideoLink"),
          })}
          onBlur={blur("extraVideoLink")}
        />
      </div>
      <ImageDrop
        uuid={p.uuid}
        imageType="video"
        name="videoUrl"
        label={t("fields.videoPreview")}
        hint={t("hints.videoPreview", IMAGE_LIMIT_VALUES)}
        value={p.content.videoUrl}
        onUploaded={(url, answer) => {
          p.update((c) => ({ ...c, videoUrl: url }));
          p.onUploaded(answer);
          p.commit();
        }}
        onRemove={() => {
          p.update((c) => ({ ...c, videoUrl: "" }));
          p.commit();
        }}
      />
    </Section>
  );
}
