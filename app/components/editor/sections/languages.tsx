import { useCallback, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  SOURCE_LANGUAGES,
  TRANSLATION_TARGETS,
  type TranslationTarget,
} from "../../../../core/translate/languages";
import { Section } from "../fields";
import { ProLockedNote } from "../pro-locked";
import type { TranslationView as View } from "../../../../core/translate/wire";
import { langName, TargetBlock } from "../translation-version";

interface Answer {
  source: string;
  targets: TranslationTarget[];
  translateNames: boolean;
  provider: string | null;
  quota: { used: number; limit: number };
  translations: View[];
}
type ErrorBody = { error?: string; used?: number; limit?: number; needed?: number };

async function call(url: string, init?: RequestInit): Promise<{ ok: boolean; body: unknown }> {
  const res = await fetch(url, {
    ...init,
    headers: { "Content-Type": "application/json", Accept: "application/json" },
  });
  const body: unknown = await res.json().catch(() => ({}));
  return { ok: res.ok, body };
}

/**
 * The editor's "Languages" section (issue 14, PRO): the page's source
 * language, its English and Ukrainian versions, "translate names", a
 * Translate button per version, and each translation beside its source,
 * editable, marked "needs review" until confirmed or "edited" once changed.
 * The draft is saved before translating, because the server translates the
 * saved draft; text leaves the browser only on the button.
 */
export function LanguagesSection(p: {
  uuid: string;
  pro: boolean;
  /** This server has a translator set up: otherwise the section is shown but nothing in it acts. */
  configured: boolean;
  disabled: boolean;
  /** The saved draft's version: a change reloads the translations (sources may have changed). */
  draftVersion: string;
  save: () => Promise<{ ok: boolean }>;
  /** The page's public address, once published: each version lives at `{url}/{lang}`. */
  publicUrl: string | null;
}) {
  const { t } = useTranslation("translate");
  const id = useId();
  const [data, setData] = useState<Answer | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ kind: "error" | "ok"; text: string } | null>(null);
  const { uuid, pro, save } = p;

  const errorText = useCallback(
    (body: unknown) => {
      const b = (body ?? {}) as ErrorBody;
      const key = b.error && t(`errors.${b.error}`, { defaultValue: "" }) ? b.error : "generic";
      return t(`errors.${key}`, { used: b.used, limit: b.limit, needed: b.needed });
    },
    [t],
  );

  const load = useCallback(async () => {
    const res = await call(`/api/landings/${uuid}/translations`);
    if (res.ok) setData(res.body as Answer);
    else setMessage({ kind: "error", text: errorText(res.body) });
  }, [uuid, errorText]);

  useEffect(() => {
    if (pro) void load();
  }, [pro, load, p.draftVersion]);

  const saveSettings = async (all: Pick<Answer, "source" | "targets" | "translateNames">) => {
    const next = { source: all.source, targets: all.targets, translateNames: all.translateNames };
    setBusy("settings");
    setMessage(null);
    // Shown at once (a checkbox follows the click); the server's answer then replaces it.
    setData((d) => (d ? { ...d, ...next } : d));
    const res = await call(`/api/landings/${uuid}/translation-settings`, {
      method: "PUT",
      body: JSON.stringify(next),
    });
    setBusy(null);
    if (res.ok) setData(res.body as Answer);
    else {
      setMessage({ kind: "error", text: errorText(res.body) });
      void load();
    }
  };

  const translate = async (to: TranslationTarget) => {
    setBusy(`translate-${to}`);
    setMessage(null);
    if (!(await save()).ok) {
      setBusy(null);
      return setMessage({ kind: "error", text: t("errors.saveFirst") });
    }
    const res = await call(`/api/landings/${uuid}/translate`, {
      method: "POST",
      body: JSON.stringify({ to }),
    });
    if (res.ok) {
      const count = Object.keys((res.body as { fields: object }).fields).length;
      setMessage({
        kind: "ok",
        text: count ? t("translated", { count }) : t("nothingToTranslate"),
      });
      await load();
    } else setMessage({ kind: "error", text: errorText(res.body) });
    setBusy(null);
  };

  const saveEdits = async (
    to: TranslationTarget,
    body: { fields?: Record<string, string>; confirm?: string[] | true },
  ) => {
    setBusy(`edit-${to}`);
    setMessage(null);
    const res = await call(`/api/landings/${uuid}/translations/${to}`, {
      method: "PUT",
      body: JSON.stringify(body),
    });
    setBusy(null);
    if (!res.ok) return setMessage({ kind: "error", text: errorText(res.body) });
    const view = res.body as View;
    setData((d) =>
      d ? { ...d, translations: d.translations.map((v) => (v.to === to ? view : v)) } : d,
    );
  };

  if (!pro) {
    return (
      <Section id="languages" title={t("title")} hint={t("hint")}>
        <ProLockedNote testId="languages-locked" text={t("locked")} linkText={t("getPro")} />
      </Section>
    );
  }

  const off = !p.configured || p.disabled || busy !== null;
  return (
    <Section id="languages" title={t("title")} hint={t("hint")}>
      {p.configured ? null : (
        <p className="alert alert-info" role="status" data-testid="languages-not-configured">
          {t("notConfigured")}
        </p>
      )}
      {!data ? (
        message ? (
          <p className="alert alert-error" role="alert">
            {message.text}
          </p>
        ) : (
          <p className="field-hint">{t("loading")}</p>
        )
      ) : (
        <div className="tr-body" data-testid="languages-section">
          {data.provider ? (
            <p className="tr-provider">{t("provider", { provider: data.provider })}</p>
          ) : null}

          <div className="field">
            <label className="label" htmlFor={`${id}-source`}>
              {t("sourceLabel")}
            </label>
            <select
              id={`${id}-source`}
              className="select tr-source"
              value={data.source}
              disabled={off}
              aria-describedby={`${id}-source-hint`}
              onChange={(e) => void saveSettings({ ...data, source: e.target.value })}
            >
              {SOURCE_LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {langName(l)}
                </option>
              ))}
            </select>
            <p className="field-hint" id={`${id}-source-hint`}>
              {t("sourceHint")}
            </p>
          </div>

          <fieldset className="tr-targets">
            <legend className="label">{t("targetsLegend")}</legend>
            {TRANSLATION_TARGETS.filter((l) => l !== data.source).map((l) => (
              <label key={l} className="checkbox">
                <input
                  type="checkbox"
                  checked={data.targets.includes(l)}
                  disabled={off}
                  onChange={(e) =>
                    void saveSettings({
                      ...data,
                      targets: e.target.checked
                        ? [...data.targets, l]
                        : data.targets.filter((x) => x !== l),
                    })
                  }
                />
                <span lang={l}>{langName(l)}</span>
              </label>
            ))}
            <label className="checkbox">
              <input
                type="checkbox"
                checked={data.translateNames}
                disabled={off}
                aria-describedby={`${id}-names-hint`}
                onChange={(e) => void saveSettings({ ...data, translateNames: e.target.checked })}
              />
              <span>{t("translateNames")}</span>
            </label>
            <p className="field-hint" id={`${id}-names-hint`}>
              {t("translateNamesHint")}
            </p>
          </fieldset>

          {message ? (
            <p
              className={`alert ${message.kind === "error" ? "alert-error" : "alert-success"}`}
              role={message.kind === "error" ? "alert" : "status"}
            >
              {message.text}
            </p>
          ) : null}

          {data.provider ? (
            <p className="field-hint tr-quota">
              {t("quota", { used: data.quota.used, limit: data.quota.limit })}
            </p>
          ) : null}

          {data.translations
            .filter((v) => data.targets.includes(v.to))
            .map((v) => (
              <TargetBlock
                key={v.to}
                view={v}
                disabled={off}
                canTranslate={data.provider !== null}
                busy={busy}
                publicUrl={p.publicUrl}
                onTranslate={() => void translate(v.to)}
                onSave={(body) => void saveEdits(v.to, body)}
              />
            ))}
        </div>
      )}
    </Section>
  );
}
