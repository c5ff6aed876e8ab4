import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi, refusalText, type ChannelView } from "./model";
import { StateBadge } from "./parts";

/**
 * Bitrix24: the portal's incoming webhook (https://{portal}/rest/{user}/{code}/).
 * Its code is a password: the saved address comes back masked.
 */
export function Bitrix24Block(p: {
  api: string;
  portal: ChannelView | null;
  disabled: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [url, setUrl] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function call(method: "PUT" | "DELETE") {
    setBusy(true);
    setError(null);
    const res = await callApi(
      `${p.api}/bitrix24`,
      method,
      method === "PUT" ? { url: url.trim() } : undefined,
    );
    setBusy(false);
    if (!res.ok) return setError(refusalText(t, res.refusal));
    setUrl("");
    p.onChanged();
  }

  return (
    <div className="channel-block" data-testid="channels-bitrix24">
      <h3 className="channel-block-title">{t("channels.bitrix24.title")}</h3>
      {p.portal ? (
        <div className="channel-item-head" data-testid="bitrix24-portal">
          <code className="channel-url">{p.portal.url}</code>
          <StateBadge channel={p.portal} />
          <button
            type="button"
            className="btn btn-sm btn-ghost channel-delete"
            disabled={p.disabled || busy}
            onClick={() => void call("DELETE")}
          >
            {t("channels.bitrix24.remove")}
          </button>
        </div>
      ) : null}
      <form
        className="channel-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (url.trim()) void call("PUT");
        }}
      >
        <div className="field">
          <label className="label" htmlFor={`${id}-url`}>
            {p.portal ? t("channels.bitrix24.replaceLabel") : t("channels.bitrix24.urlLabel")}
          </label>
          <div className="channel-form-row">
            <input
              id={`${id}-url`}
              className="input"
              type="text"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://example.bitrix24.ru/rest/1/abc123/"
              value={url}
              disabled={p.disabled || busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
              onChange={(e) => setUrl(e.target.value)}
            />
            <button
              type="submit"
              className="btn btn-primary"
              disabled={p.disabled || busy || !url.trim()}
              aria-busy={busy}
            >
              {t("channels.bitrix24.save")}
            </button>
          </div>
          <p className="field-hint" id={`${id}-hint`}>
            {t("channels.bitrix24.hint")}
          </p>
          {error ? (
            <p className="field-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </form>
    </div>
  );
}
