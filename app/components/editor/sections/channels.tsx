import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Bitrix24Block } from "../channels/bitrix24";
import {
  callApi,
  keepRevealed,
  refusalText,
  type ChannelView,
  type RevealedSecret,
} from "../channels/model";
import { TelegramBlock } from "../channels/telegram";
import { WebhooksBlock } from "../channels/webhooks";
import { Section } from "../fields";
import { ProLockedNote } from "../pro-locked";

/**
 * The editor's "Lead channels" section (issue 25, PRO): where each lead is
 * sent besides the inbox and the mail — a Telegram chat, signed webhooks,
 * a Bitrix24 portal. A free owner sees it locked with the way to /s. Talks to
 * /api/landings/{uuid}/channels, which checks owner and plan on the server.
 */
export function ChannelsSection(p: {
  uuid: string;
  pro: boolean;
  disabled: boolean;
  /** Seeds the list (the component tests render it without a fetch). */
  initial?: ChannelView[];
  initialRevealed?: RevealedSecret;
}) {
  const { t } = useTranslation("editor");
  const [channels, setChannels] = useState<ChannelView[] | null>(p.initial ?? null);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(p.initialRevealed ?? null);
  const [error, setError] = useState<string | null>(null);
  const api = `/api/landings/${p.uuid}/channels`;
  const locked = !p.pro;

  const reload = useCallback(async () => {
    const res = await callApi<{ channels: ChannelView[] }>(api);
    if (!res.ok) return setError(refusalText(t, res.refusal));
    setError(null);
    setChannels(res.body.channels);
    // The secret stays on screen until the owner hides it, unless its endpoint is gone.
    setRevealed((r) => keepRevealed(r, res.body.channels));
  }, [api, t]);
  const changed = useCallback(() => void reload(), [reload]);

  useEffect(() => {
    if (!locked) void reload();
  }, [locked, reload]);

  const of = (kind: ChannelView["kind"]) => (channels ?? []).filter((c) => c.kind === kind);
  return (
    <Section id="channels" title={t("sections.channels")} hint={t("sectionHints.channels")}>
      {locked ? (
        <ProLockedNote
          testId="channels-locked"
          text={t("channels.lockedText")}
          linkText={t("channels.lockedLink")}
        />
      ) : channels === null ? (
        error ? (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        ) : (
          <p className="field-hint" data-testid="channels-loading">
            {t("channels.loading")}
          </p>
        )
      ) : (
        <div className="channels" data-testid="channels" data-state="ready">
          {error ? (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          ) : null}
          <TelegramBlock
            api={api}
            chat={of("telegram")[0] ?? null}
            disabled={p.disabled}
            onChanged={changed}
          />
          <WebhooksBlock
            api={api}
            hooks={of("webhook")}
            revealed={revealed}
            disabled={p.disabled}
            onReveal={setRevealed}
            onChanged={changed}
          />
          <Bitrix24Block
            api={api}
            portal={of("bitrix24")[0] ?? null}
            disabled={p.disabled}
            onChanged={changed}
          />
        </div>
      )}
    </Section>
  );
}
