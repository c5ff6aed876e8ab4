import type { ChannelKind } from "../../../core/leads/channels";
import type { ChannelDriver } from "./driver";

/**
 * The drivers by kind: a new channel is one more line here. A kind without a
 * driver cannot be connected (the owner API refuses it), and a delivery to it
 * fails with that reason.
 */
const drivers: Partial<Record<ChannelKind, ChannelDriver>> = {};

export const channelDriver = (kind: ChannelKind): ChannelDriver | undefined => drivers[kind];
