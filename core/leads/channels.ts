import { HOUR_MS } from "../time";
import { LEAD_RETRY_DELAYS_MS } from "./delivery";

/**
 * Issue 25: the channels a lead reaches its owner through, beside the mail of
 * issue 24. Each connected channel is a row of its own (`lead_channels`); a
 * lead's delivery to it is a `lead_deliveries` row named `channelKey(row)`.
 */
export const CHANNEL_KINDS = ["telegram", "webhook", "bitrix24"] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];
export const isChannelKind = (v: unknown): v is ChannelKind =>
  typeof v === "string" && (CHANNEL_KINDS as readonly string[]).includes(v);

/** The delivery row's `channel` for one connected channel: "webhook:{id}". */
export const channelKey = (c: { kind: ChannelKind; id: string }): string => `${c.kind}:${c.id}`;

/** Why a channel is off: the owner switched it, Telegram said the bot is blocked, or it kept failing. */
export const CHANNEL_OFF_REASONS = ["owner", "blocked", "failing"] as const;
export type ChannelOffReason = (typeof CHANNEL_OFF_REASONS)[number];

export const MAX_WEBHOOKS_PER_LANDING = 3;

/** Where Telegram sends the bot's updates when APP_URL is public https (a machine path: no Origin). */
export const TELEGRAM_WEBHOOK_PATH = "/api/telegram/webhook";

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
/**
 * The Standard Webhooks schedule for webhooks and Bitrix24: at once, then 5 s,
 * 5 min, 30 min, 2 h, 5 h, 10 h, 10 h.
 */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [
  5 * SECOND_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  5 * HOUR_MS,
  10 * HOUR_MS,
  10 * HOUR_MS,
];
/** Telegram keeps the mail's schedule (issue 24): a chat is as patient as a mailbox. */
export const TELEGRAM_RETRY_DELAYS_MS = LEAD_RETRY_DELAYS_MS;

export const retryDelaysFor = (kind: ChannelKind): readonly number[] =>
  kind === "telegram" ? TELEGRAM_RETRY_DELAYS_MS : WEBHOOK_RETRY_DELAYS_MS;

/**
 * Webhook and Bitrix24 deliveries the runner makes at once. Each may wait the
 * whole OUTBOUND_TIMEOUT_MS on an endpoint that hangs; the lane is wide enough
 * that 20 such endpoints still leave room for the ones that answer (issue 25:
 * "a slow endpoint never holds up another"). The calls only wait on sockets.
 */
export const WEBHOOK_DELIVERY_CONCURRENCY = 32;

/** A call to an owner's URL: given up after this, read up to this much of the answer. */
export const OUTBOUND_TIMEOUT_MS = 10 * SECOND_MS;
export const OUTBOUND_MAX_ANSWER_BYTES = 64 * 1024;

/** The delivery log: attempts kept per channel, and bytes of each answer shown. */
export const ATTEMPT_LOG_KEEP = 50;
export const ATTEMPT_ANSWER_BYTES = 500;

/** An endpoint failing every attempt for this long is switched off, and its owner mailed. */
export const FAILING_OFF_AFTER_MS = 5 * 24 * HOUR_MS;

/** During a secret rotation the old secret signs beside the new one this long. */
export const SECRET_OVERLAP_MS = 24 * HOUR_MS;

/** A delivery's error while its owner's PRO has ended: renewal plans exactly these again. */
export const PAUSED_NO_PRO = "paused: the PRO plan has ended";

/**
 * A delivery's error when its channel was switched off (by the owner or for
 * failing) or removed before it went out: it ends failed, never sent, and the
 * lead's detail says why in words.
 */
export const CHANNEL_OFF_ERROR = "not sent: the channel is off";
export const CHANNEL_REMOVED_ERROR = "not sent: the channel was removed";

/** The task that delivers to a channel of this kind: one per retry schedule. */
export const channelTaskName = (kind: ChannelKind) =>
  kind === "telegram" ? ("lead.deliver.telegram" as const) : ("lead.deliver.webhook" as const);
/** One task per lead and channel, however often it is planned. */
export const channelTaskKey = (leadId: string, channelId: string) =>
  `lead.deliver:${leadId}:${channelId}`;
