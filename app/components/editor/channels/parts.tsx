import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { copyText } from "../../clipboard";
import { useDates } from "../../use-dates";
import { resendable, type Attempt, type ChannelView } from "./model";

/** "Connected", "Failing", "Off" (and why it is off). */
export function StateBadge({ channel }: { channel: Pick<ChannelView, "state" | "offReason"> }) {
  const { t } = useTranslation("editor");
  const why = channel.state === "off" && channel.offReason ? channel.offReason : null;
  return (
    <span className={`channel-badge is-${channel.state}`} data-testid="channel-state">
      {t(`channels.state.${channel.state}`)}
      {why && why !== "owner" ? ` · ${t(`channels.offReason.${why}`)}` : null}
    </span>
  );
}

/** A copy button that says "Copied" for a moment. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation("editor");
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className="btn btn-sm btn-secondary"
      aria-label={`${t("channels.copy")}: ${label}`}
      onClick={() => {
        void copyText(value).then((ok) => {
          if (!ok) return;
          setDone(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setDone(false), 2000);
        });
      }}
    >
      {done ? t("channels.copied") : t("channels.copy")}
    </button>
  );
}

/**
 * The endpoint's signing secret, right after it was made or rotated: the only
 * time it is shown (the server keeps no way to show it again).
 */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation("editor");
  return (
    <div className="channel-secret" role="status" data-testid="webhook-secret">
      <p className="channel-secret-title">
        <strong>{t("channels.webhooks.secretTitle")}</strong>
      </p>
      <div className="channel-secret-row">
        <code className="channel-secret-value">{secret}</code>
        <CopyButton value={secret} label={t("channels.webhooks.secretTitle")} />
      </div>
      <p className="channel-secret-note">{t("channels.webhooks.secretOnce")}</p>
      <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
        {t("channels.webhooks.secretDone")}
      </button>
    </div>
  );
}

/**
 * The endpoint's last calls, newest first: time in the owner's zone, status,
 * duration, the start of the answer; Resend where a lead's delivery failed.
 */
export function DeliveryLog({
  log,
  busy,
  onResend,
}: {
  log: Attempt[];
  /** The delivery being resent now. */
  busy: string | null;
  onResend: (a: Attempt) => void;
}) {
  const { t } = useTranslation("editor");
  const dates = useDates();
  if (log.length === 0) {
    return (
      <p className="field-hint" data-testid="delivery-log-empty">
        {t("channels.log.empty")}
      </p>
    );
  }
  const canResend = resendable(log);
  return (
    // It scrolls past a few calls: focusable, so the keyboard can scroll it too.
    <ol
      className="channel-log"
      data-testid="delivery-log"
      aria-label={t("channels.log.title")}
      tabIndex={0}
    >
      {log.map((a, i) => (
        <li
          key={`${a.deliveryId}-${a.at}-${i}`}
          className={`channel-log-item is-${a.ok ? "ok" : "failed"}`}
        >
          <div className="channel-log-head">
            <time dateTime={a.at}>{dates.dateTime(a.at, { zone: true })}</time>
            <span className="channel-log-status">
              {a.ok ? t("channels.log.ok") : t("channels.log.failed")}
              {a.statusCode !== null ? ` · ${a.statusCode}` : ""}
            </span>
            {a.durationMs !== null ? (
              <span className="text-muted">{t("channels.log.duration", { ms: a.durationMs })}</span>
            ) : null}
            {a.leadId ? null : <span className="text-muted">{t("channels.log.test")}</span>}
            {canResend.has(a) ? (
              <button
                type="button"
                className="btn btn-sm btn-secondary channel-log-resend"
                disabled={busy !== null}
                aria-busy={busy === a.deliveryId}
                onClick={() => onResend(a)}
              >
                {t("channels.log.resend")}
              </button>
            ) : null}
          </div>
          {a.error ? <p className="channel-log-error">{a.error}</p> : null}
          {a.answer ? <pre className="channel-log-answer">{a.answer}</pre> : null}
        </li>
      ))}
    </ol>
  );
}
