import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { callApi, refusalText, type ChannelView } from "./model";
import { StateBadge } from "./parts";

/** POST /api/landings/{id}/channels/telegram's answer. */
export interface TelegramLink {
  deepLink: string;
  groupLink: string;
  expiresAt: string;
}

/** While a link is out, the list is asked again this often, so the bound chat shows by itself. */
const WATCH_MS = 3000;

/**
 * Telegram: "Connect" gives a one-time link that opens the bot (a private chat,
 * or a group for a team); once the chat pressed Start, its title shows here.
 */
export function TelegramBlock(p: {
  api: string;
  chat: ChannelView | null;
  disabled: boolean;
  /** Seeds the link (the component tests render it without a fetch). */
  initialLink?: TelegramLink;
  onChanged: () => void;
}) {
  const { t } = useTranslation("editor");
  const [link, setLink] = useState<TelegramLink | null>(p.initialLink ?? null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { onChanged } = p;
  const waiting = link !== null && !p.chat?.enabled;

  useEffect(() => {
    if (!waiting) return;
    const until = Date.parse(link.expiresAt);
    const timer = setInterval(() => {
      if (Date.now() > until) return setLink(null);
      onChanged();
    }, WATCH_MS);
    return () => clearInterval(timer);
  }, [waiting, link, onChanged]);

  useEffect(() => {
    if (p.chat?.enabled) setLink(null);
  }, [p.chat?.enabled]);

  async function call(method: "POST" | "DELETE") {
    setBusy(true);
    setError(null);
    const res = await callApi<TelegramLink>(`${p.api}/telegram`, method);
    setBusy(false);
    if (!res.ok) return setError(refusalText(t, res.refusal));
    if (method === "POST") setLink(res.body);
    else {
      setLink(null);
      onChanged();
    }
  }

  return (
    <div className="channel-block" data-testid="channels-telegram">
      <h3 className="channel-block-title">{t("channels.telegram.title")}</h3>
      <p className="field-hint">{t("channels.telegram.hint")}</p>
      {p.chat ? (
        <div className="channel-item-head" data-testid="telegram-chat">
          <span>
            {t("channels.telegram.chat")} <strong>{p.chat.chatTitle || "—"}</strong>
          </span>
          <StateBadge channel={p.chat} />
        </div>
      ) : null}
      {waiting ? (
        <div className="channel-telegram-link" data-testid="telegram-link">
          <p>{t("channels.telegram.linkHint")}</p>
          <div className="channel-actions">
            <a
              className="btn btn-primary"
              href={link.deepLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("channels.telegram.open")}
            </a>
            <a
              className="btn btn-secondary"
              href={link.groupLink}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t("channels.telegram.openGroup")}
            </a>
          </div>
          <p className="field-hint" role="status">
            {t("channels.telegram.waiting")}
          </p>
        </div>
      ) : null}
      <div className="channel-actions">
        {p.chat ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost channel-delete"
            disabled={p.disabled || busy}
            onClick={() => void call("DELETE")}
          >
            {t("channels.telegram.disconnect")}
          </button>
        ) : null}
        {!p.chat?.enabled && !waiting ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={p.disabled || busy}
            aria-busy={busy}
            onClick={() => void call("POST")}
          >
            {p.chat ? t("channels.telegram.reconnect") : t("channels.telegram.connect")}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
