import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { MAX_WEBHOOKS_PER_LANDING } from "../../../../core/leads/channels";
import { ConfirmDialog } from "../../confirm-dialog";
import { callApi, refusalText, type Attempt, type ChannelView, type RevealedSecret } from "./model";
import { DeliveryLog, SecretReveal, StateBadge } from "./parts";

type Note = { kind: "ok" | "error"; text: string } | null;

interface HookProps {
  api: string;
  hook: ChannelView;
  secret: string | null;
  disabled: boolean;
  /** Seeds the open log (the component tests render it without a fetch). */
  initialLog?: Attempt[];
  onReveal: (r: RevealedSecret | null) => void;
  onChanged: () => void;
}

/** One endpoint: URL, state, on/off, the secret once, Send test, the log, Rotate, Delete. */
export function WebhookItem(p: HookProps) {
  const { t } = useTranslation("editor");
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<Note>(null);
  const [log, setLog] = useState<Attempt[] | null>(p.initialLog ?? null);
  const [askDelete, setAskDelete] = useState(false);
  // The switch moves at once; the answer confirms it, or it moves back.
  const [enabled, setEnabled] = useState(p.hook.enabled);
  useEffect(() => setEnabled(p.hook.enabled), [p.hook.enabled]);
  const api = `${p.api}/webhooks/${encodeURIComponent(p.hook.id)}`;
  const off = p.disabled || busy !== null;

  async function loadLog() {
    const res = await callApi<{ deliveries: Attempt[] }>(`${api}/deliveries`);
    if (res.ok) setLog(res.body.deliveries);
    else setNote({ kind: "error", text: refusalText(t, res.refusal) });
  }

  async function run(kind: string, step: () => Promise<void>) {
    setBusy(kind);
    setNote(null);
    try {
      await step();
    } finally {
      setBusy(null);
    }
  }

  const sendTest = () =>
    run("test", async () => {
      const res = await callApi<{ ok: boolean; statusCode: number | null; error: string | null }>(
        `${api}/test`,
        "POST",
      );
      if (!res.ok) return setNote({ kind: "error", text: refusalText(t, res.refusal) });
      const r = res.body;
      const status = r.statusCode ?? r.error ?? "";
      setNote(
        r.ok
          ? { kind: "ok", text: t("channels.webhooks.testOk", { status }) }
          : { kind: "error", text: t("channels.webhooks.testFailed", { status }) },
      );
      await loadLog();
      p.onChanged();
    });

  const toggle = (on: boolean) =>
    run("toggle", async () => {
      setEnabled(on);
      const res = await callApi(api, "PATCH", { enabled: on });
      if (!res.ok) {
        setEnabled(!on);
        return setNote({ kind: "error", text: refusalText(t, res.refusal) });
      }
      p.onChanged();
    });

  const rotate = () =>
    run("rotate", async () => {
      const res = await callApi<{ id: string; secret: string }>(`${api}/rotate-secret`, "POST");
      if (!res.ok) return setNote({ kind: "error", text: refusalText(t, res.refusal) });
      p.onReveal({ id: p.hook.id, secret: res.body.secret });
      setNote({ kind: "ok", text: t("channels.webhooks.rotated") });
    });

  const resend = (a: Attempt) =>
    run(a.deliveryId, async () => {
      const res = await callApi(
        `${api}/deliveries/${encodeURIComponent(a.deliveryId)}/resend`,
        "POST",
      );
      if (!res.ok) return setNote({ kind: "error", text: refusalText(t, res.refusal) });
      setNote({ kind: "ok", text: t("channels.log.resent") });
      await loadLog();
    });

  const remove = () =>
    run("delete", async () => {
      const res = await callApi(api, "DELETE");
      setAskDelete(false);
      if (!res.ok) return setNote({ kind: "error", text: refusalText(t, res.refusal) });
      p.onReveal(null);
      p.onChanged();
    });

  return (
    <li className="channel-item" data-testid="webhook-item">
      <div className="channel-item-head">
        <code className="channel-url">{p.hook.url}</code>
        <StateBadge channel={p.hook} />
      </div>
      {p.secret ? <SecretReveal secret={p.secret} onDone={() => p.onReveal(null)} /> : null}
      <div className="channel-actions">
        <label className="checkbox">
          <input
            type="checkbox"
            checked={enabled}
            disabled={off}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <span>{t("channels.webhooks.enabled")}</span>
        </label>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={off}
          aria-busy={busy === "test"}
          onClick={() => void sendTest()}
        >
          {t("channels.webhooks.test")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={p.disabled}
          aria-expanded={log !== null}
          onClick={() => (log === null ? void loadLog() : setLog(null))}
        >
          {log === null ? t("channels.log.show") : t("channels.log.hide")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={off}
          aria-busy={busy === "rotate"}
          onClick={() => void rotate()}
        >
          {t("channels.webhooks.rotate")}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-ghost channel-delete"
          disabled={off}
          onClick={() => setAskDelete(true)}
        >
          {t("channels.webhooks.delete")}
        </button>
      </div>
      <div role="status" aria-live="polite" data-testid="webhook-note">
        {note ? <p className={`channel-note is-${note.kind}`}>{note.text}</p> : null}
      </div>
      {log !== null ? (
        <div className="channel-log-wrap">
          <h4 className="channel-log-title">{t("channels.log.title")}</h4>
          <DeliveryLog log={log} busy={busy} onResend={(a) => void resend(a)} />
        </div>
      ) : null}
      {askDelete ? (
        <ConfirmDialog
          title={t("channels.webhooks.deleteTitle")}
          confirmLabel={t("channels.webhooks.delete")}
          cancelLabel={t("common:cancel")}
          busy={busy === "delete"}
          danger
          testId="webhook-delete-dialog"
          onCancel={() => setAskDelete(false)}
          onConfirm={() => void remove()}
        >
          <p>{t("channels.webhooks.deleteConfirm", { url: p.hook.url })}</p>
        </ConfirmDialog>
      ) : null}
    </li>
  );
}

/** The landing's endpoints (up to 3) and the form that adds one. */
export function WebhooksBlock(p: {
  api: string;
  hooks: ChannelView[];
  revealed: RevealedSecret | null;
  disabled: boolean;
  onReveal: (r: RevealedSecret | null) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [url, setUrl] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const full = p.hooks.length >= MAX_WEBHOOKS_PER_LANDING;

  async function add() {
    setBusy(true);
    setError(null);
    const res = await callApi<{ id: string; url: string; secret: string }>(
      `${p.api}/webhooks`,
      "POST",
      { url: url.trim() },
    );
    setBusy(false);
    if (!res.ok) return setError(refusalText(t, res.refusal));
    setUrl("");
    p.onReveal({ id: res.body.id, secret: res.body.secret });
    p.onChanged();
  }

  return (
    <div className="channel-block" data-testid="channels-webhooks">
      <h3 className="channel-block-title">{t("channels.webhooks.title")}</h3>
      <p className="field-hint">{t("channels.webhooks.hint", { max: MAX_WEBHOOKS_PER_LANDING })}</p>
      {p.hooks.length ? (
        <ul className="channel-list">
          {p.hooks.map((h) => (
            <WebhookItem
              key={h.id}
              api={p.api}
              hook={h}
              secret={p.revealed?.id === h.id ? p.revealed.secret : null}
              disabled={p.disabled}
              onReveal={p.onReveal}
              onChanged={p.onChanged}
            />
          ))}
        </ul>
      ) : null}
      {full ? (
        <p className="field-hint">
          {t("channels.webhooks.full", { max: MAX_WEBHOOKS_PER_LANDING })}
        </p>
      ) : (
        <form
          className="channel-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (url.trim()) void add();
          }}
        >
          <div className="field">
            <label className="label" htmlFor={`${id}-url`}>
              {t("channels.webhooks.urlLabel")}
            </label>
            <div className="channel-form-row">
              <input
                id={`${id}-url`}
                className="input"
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://example.com/hooks/leads"
                value={url}
                disabled={p.disabled || busy}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => setUrl(e.target.value)}
              />
              <button
                type="submit"
                className="btn btn-primary"
                disabled={p.disabled || busy || !url.trim()}
                aria-busy={busy}
              >
                {t("channels.webhooks.add")}
              </button>
            </div>
            {error ? (
              <p className="field-error" id={`${id}-error`} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        </form>
      )}
    </div>
  );
}
