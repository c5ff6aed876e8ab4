import { deliverToChannel } from "../../channels/index.server";
import {
  TELEGRAM_RETRY_DELAYS_MS,
  WEBHOOK_DELIVERY_CONCURRENCY,
  WEBHOOK_RETRY_DELAYS_MS,
} from "../../../../core/leads/channels";
import { LEAD_DELIVERY_CONCURRENCY } from "../../../../core/leads/delivery";
import { leadDeliverPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `lead.deliver.webhook` and `lead.deliver.telegram` {leadId, channelId}
 * (issue 25): one lead to one connected channel. Planned with the lead; the
 * task names the channel, never its URL or chat, and the handler reads them
 * when it runs (DESIGN §7). Each kind keeps its own retry schedule.
 */
export const leadDeliverWebhook = defineHandler({
  name: "lead.deliver.webhook",
  payload: leadDeliverPayload,
  retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
  concurrency: WEBHOOK_DELIVERY_CONCURRENCY,
  async run({ app, payload, lastAttempt }) {
    return deliverToChannel(app, payload, { last: lastAttempt });
  },
});

export const leadDeliverTelegram = defineHandler({
  name: "lead.deliver.telegram",
  payload: leadDeliverPayload,
  retryDelaysMs: TELEGRAM_RETRY_DELAYS_MS,
  concurrency: LEAD_DELIVERY_CONCURRENCY,
  async run({ app, payload, lastAttempt }) {
    return deliverToChannel(app, payload, { last: lastAttempt });
  },
});
