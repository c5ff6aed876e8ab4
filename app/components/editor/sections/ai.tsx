import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DRAFT_DESCRIPTION_MAX, DRAFT_DESCRIPTION_MIN } from "../../../../core/ai/suggestions";
import { useAi } from "../ai-context";
import { AiFill } from "../ai-fill";
import { Section, TextField } from "../fields";
import { ProLockedNote } from "../pro-locked";

/** The AI panel: "Draft my page" and "SEO pack", or why they are not available. */
export function AiSection() {
  const { t } = useTranslation("ai");
  const ai = useAi();
  const [description, setDescription] = useState("");
  const [tooShort, setTooShort] = useState(false);
  if (!ai) return null;
  const off = ai.state !== "on" || ai.disabled || ai.busy !== null;
  const draft = () => {
    const d = description.trim();
    if (d.length < DRAFT_DESCRIPTION_MIN || d.length > DRAFT_DESCRIPTION_MAX)
      return setTooShort(true);
    setTooShort(false);
    ai.ask("draft", { action: "draft", description: d });
  };
  return (
    <Section id="ai" title={t("title")} hint={t("hint")}>
      {ai.state === "locked" ? (
        <ProLockedNote testId="ai-locked" text={t("locked")} linkText={t("lockedLink")} />
      ) : ai.state === "off" ? (
        <p className="alert alert-info" data-testid="ai-not-configured">
          {t("notConfigured")}
        </p>
      ) : (
        <p className="ai-destination field-hint" data-testid="ai-destination">
          {ai.destination === "fake"
            ? t("destinationFake")
            : t("destination", { destination: ai.destination })}
        </p>
      )}
      <TextField
        name="aiDescription"
        label={t("draft.label")}
        value={description}
        onChange={(v) => {
          setDescription(v);
          if (tooShort) setTooShort(false);
        }}
        multiline
        rows={3}
        maxLength={DRAFT_DESCRIPTION_MAX}
        placeholder={t("draft.placeholder")}
        hint={t("draft.hint")}
        error={tooShort ? t("errors.descriptionTooShort") : null}
        disabled={ai.state !== "on" || ai.disabled}
      />
      <div className="ai-actions">
        <button
          type="button"
          className="btn btn-primary"
          disabled={off}
          aria-busy={ai.busy === "draft" || undefined}
          onClick={draft}
        >
          {ai.busy === "draft" ? t("working") : t("draft.button")}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={off}
          aria-busy={ai.busy === "seo" || undefined}
          onClick={() => ai.ask("seo", { action: "seo" })}
        >
          {ai.busy === "seo" ? t("working") : t("seo.button")}
        </button>
      </div>
      <p className="field-hint">{t("seo.hint")}</p>
      <AiFill />
    </Section>
  );
}
