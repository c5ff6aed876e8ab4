import { deliverLeadMail } from "../../leads/index.server";
import { LEAD_DELIVERY_CONCURRENCY, LEAD_RETRY_DELAYS_MS } from "../../../../core/leads/delivery";
import { leadNotifyPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `lead.notify.email` {leadId} (issue 24): mails a new lead to its owner.
 * Planned in the lead's own transaction; retried on the delivery schedule
 * (core/leads/delivery), several at once so a slow mail server holds up no
 * other delivery.
 */
export const leadNotifyEmail = defineHandler({
  name: "lead.notify.email",
  payload: leadNotifyPayload,
  retryDelaysMs: LEAD_RETRY_DELAYS_MS,
  concurrency: LEAD_DELIVERY_CONCURRENCY,
  async run({ app, payload, lastAttempt }) {
    return deliverLeadMail(app, payload.leadId, { last: lastAttempt });
  },
});
