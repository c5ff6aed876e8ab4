import type { LeadChannelRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import type { CallOutcome, ChannelDriver, ChannelLead } from "./driver";
import { TELEGRAM_CALL_TIMEOUT_MS, telegramApi, telegramFailure } from "./telegram-bot.server";
import { telegramLeadText } from "./telegram-message.server";

/**
 * The Telegram driver: one lead, one message to the bound chat (issue 25).
 * A 429 passes Telegram's `retry_after` on; a 403 (the bot blocked, kicked or
 * the chat gone) switches the channel off through the shared path.
 */
export const telegramDriver: ChannelDriver = {
  kind: "telegram",
  async send(
    ctx: AppContext,
    channel: LeadChannelRow,
    lead: ChannelLead,
    _deliveryId: string,
  ): Promise<CallOutcome> {
    const config = ctx.config.telegram;
    if (!config) return { ok: false, durationMs: 0, error: "Telegram is not configured" };
    if (!channel.chat_id) return { ok: false, durationMs: 0, error: "no chat bound" };
    const started = performance.now();
    try {
      const sent = await telegramApi(config).sendMessage(
        channel.chat_id,
        telegramLeadText(lead),
        { parse_mode: "HTML", link_preview_options: { is_disabled: true } },
        // grammY types signals as abort-controller's; Node's own is what it receives.
        AbortSignal.timeout(TELEGRAM_CALL_TIMEOUT_MS) as never,
      );
      return {
        ok: true,
        status: 200,
        durationMs: performance.now() - started,
        answer: JSON.stringify({ message_id: sent.message_id }),
      };
    } catch (error) {
      const failure = telegramFailure(error, config);
      return {
        ok: false,
        durationMs: performance.now() - started,
        error: failure.error,
        ...(failure.status !== undefined && { status: failure.status }),
        ...(failure.retryAfterMs !== undefined && { retryAfterMs: failure.retryAfterMs }),
        ...((failure.blocked || failure.chatGone) && { disable: "blocked" as const }),
      };
    }
  },
};
