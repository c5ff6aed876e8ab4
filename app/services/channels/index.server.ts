/**
 * Lead channels (issue 25), the feature's face: delivering a lead to a
 * connected Telegram chat, webhook or Bitrix24 portal. Planning happens with
 * the lead (leads/delivery.server.ts reads the enabled channels); a channel is
 * one more driver (drivers.server.ts).
 */
export { ChannelCallFailed, deliverToChannel, deliveryIdOf, logCall } from "./deliver.server";
export type { CallOutcome, ChannelDriver, ChannelLead } from "./driver";
