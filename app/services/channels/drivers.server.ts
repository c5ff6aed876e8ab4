import type { ChannelKind } from "../../../core/leads/channels";
import { bitrix24Driver } from "./bitrix24.server";
import type { ChannelDriver } from "./driver";
import { webhookDriver } from "./webhook.server";
import { telegramDriver } from "./telegram.server";

/**
 * The drivers by kind: a new channel is one more line here. A kind without a
 * driver cannot be connected (the owner API refuses it), and a delivery to it
 * fails with that reason.
 */
const drivers: Partial<Record<ChannelKind, ChannelDriver>> = {
  webhook: webhookDriver,
  bitrix24: bitrix24Driver,
  telegram: telegramDriver,
};

export const channelDriver = (kind: ChannelKind): ChannelDriver | undefined => drivers[kind];
