/**
 * Lead channels (issue 25), the feature's face: delivering a lead to a
 * connected Telegram chat, webhook or Bitrix24 portal. Planning happens with
 * the lead (leads/delivery.server.ts reads the enabled channels); a channel is
 * one more driver (drivers.server.ts).
 */
export { ChannelCallFailed, deliverToChannel, deliveryIdOf, logCall } from "./deliver.server";
export type { CallOutcome, ChannelDriver, ChannelLead } from "./driver";
// Telegram (issue 25): the owner's deep link, the bot's updates (webhook or long polling).
export { createTelegramLink, disconnectTelegram } from "./telegram-link.server";
export type { TelegramLink } from "./telegram-link.server";
export { receiveTelegramWebhook } from "./telegram-webhook.server";
export { startTelegramUpdates } from "./telegram-poll.server";
export type { TelegramUpdatesHandle } from "./telegram-poll.server";
export { deleteBitrix24, listChannels, putBitrix24 } from "./channels-api.server";
export {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  patchWebhook,
  resendWebhookDelivery,
  rotateWebhookSecret,
  testWebhook,
} from "./webhooks-api.server";
export { resumePausedDeliveries } from "./replan.server";
