import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { Theme } from "../../../../core/landing/schema";
import {
  accentAdjusted,
  DEFAULT_ACCENT,
  isDefaultTheme,
  PRESET_ACCENTS,
  resolvePalette,
  THEME_MODES,
  type ThemeMode,
} from "../../../../core/landing/theme";
import { Section } from "../fields";
import type { SectionProps } from "./types";
import { ProLockedNote } from "../pro-locked";

/** The free picker fires on every drag step; the save (and the preview) follows once it rests. */
const PICKER_SAVE_MS = 400;

/**
 * The page's colours (issue 13, PRO): light or dark, an accent from the
 * presets or the picker. The sample and the contrast notes come from
 * core/landing/theme, the same rules the published page is rendered with.
 * Free owners see it locked; the server ignores a theme they send anyway.
 */
export function DesignSection(p: SectionProps & { pro: boolean }) {
  const { t } = useTranslation("design");
  const id = useId();
  const theme: Theme = p.content.theme ?? { accent: DEFAULT_ACCENT, mode: "light" };
  const palette = resolvePalette(theme);
  const locked = !p.pro;
  const off = locked || p.disabled;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { update, commit } = p;
  const set = (next: Theme | undefined, save: "now" | "soon" = "now") => {
    // The default look is stored as no theme at all, so the content stays as it was (ADR 005).
    update((c) => ({ ...c, theme: next && !isDefaultTheme(next) ? next : undefined }));
    clearTimeout(timer.current);
    if (save === "now") commit();
    else timer.current = setTimeout(commit, PICKER_SAVE_MS);
  };
  const adjusted = accentAdjusted(theme);

  return (
    <Section id="design" title={t("editor:sections.design")} hint={t("hint")}>
      {locked ? (
        <ProLockedNote testId="design-locked" text={t("locked")} linkText={t("getPro")} />
      ) : null}
      <fieldset className="design-body" disabled={off} data-testid="design-section">
        <fieldset className="lang-choice">
          <legend className="design-legend">{t("modeLegend")}</legend>
          {THEME_MODES.map((mode: ThemeMode) => (
            <label key={mode} className={`lang-option ${theme.mode === mode ? "is-active" : ""}`}>
              <input
                type="radio"
                name={`${id}-mode`}
                value={mode}
                checked={theme.mode === mode}
                onChange={() => set({ ...theme, mode })}
              />
              <span>{t(`mode.${mode}`)}</span>
            </label>
          ))}
        </fieldset>

        <fieldset className="design-presets">
          <legend className="design-legend">{t("presetsLegend")}</legend>
          <div className="design-swatches">
            {PRESET_ACCENTS.map((preset) => {
              const selected = theme.accent.toLowerCase() === preset.accent;
              return (
                <button
                  key={preset.id}
                  type="button"
                  className={`design-swatch ${selected ? "is-active" : ""}`}
                  style={{ background: preset.accent }}
                  aria-label={t(`presets.${preset.id}`)}
                  title={t(`presets.${preset.id}`)}
                  aria-pressed={selected}
                  onClick={() => set({ ...theme, accent: preset.accent })}
                />
              );
            })}
          </div>
        </fieldset>

        <div className="field design-picker">
          <label className="label" htmlFor={`${id}-accent`}>
            {t("accent")}
          </label>
          <div className="design-picker-row">
            <input
              id={`${id}-accent`}
              type="color"
              value={theme.accent}
              aria-describedby={`${id}-accent-hint`}
              onChange={(e) => set({ ...theme, accent: e.target.value.toLowerCase() }, "soon")}
              onBlur={() => {
                if (timer.current) {
                  clearTimeout(timer.current);
                  timer.current = undefined;
                  commit();
                }
              }}
            />
            <code className="design-hex">{theme.accent.toUpperCase()}</code>
          </div>
          <p className="field-hint" id={`${id}-accent-hint`}>
            {t("accentHint")}
          </p>
        </div>

        <div
          className="design-sample"
          style={{ background: palette.bg, color: palette.tx, colorScheme: palette.mode }}
          aria-label={t("sample")}
          role="group"
          data-testid="design-sample"
        >
          <div className="design-sample-card" style={{ background: palette.sf }}>
            <span className="design-sample-text">{t("sampleText")}</span>
            <span
              className="design-sample-button"
              style={{ background: palette.ac, color: palette.ao }}
            >
              {t("sampleButton")}
            </span>
            <span className="design-sample-link" style={{ color: palette.at }}>
              {t("sampleLink")}
            </span>
          </div>
        </div>

        <div className="design-notes" role="status" aria-live="polite">
          {adjusted ? (
            <p className="design-note" data-testid="design-adjusted">
              <span
                className="design-note-swatch"
                style={{ background: palette.at }}
                aria-hidden="true"
              />
              {t(theme.mode === "light" ? "adjustedLight" : "adjustedDark")}
            </p>
          ) : null}
          {!isDefaultTheme(theme) ? (
            <p className="field-hint">
              {t("buttonText", {
                color: t(palette.ao === "#000000" ? "buttonTextBlack" : "buttonTextWhite"),
              })}
            </p>
          ) : (
            <p className="field-hint">{t("isDefault")}</p>
          )}
        </div>

        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={off || !p.content.theme}
          onClick={() => set(undefined)}
        >
          {t("reset")}
        </button>
      </fieldset>
    </Section>
  );
}
