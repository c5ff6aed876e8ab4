import { purgeOldLeads } from "../../leads/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `leads.purge`, daily (issue 24): leads older than LEADS_RETENTION_DAYS, and
 * the Spam folder's after 30 days, are deleted.
 */
export const leadsPurge = defineHandler({
  name: "leads.purge",
  payload: noPayload,
  async run({ app }) {
    await planNextDailyRun(app, "leads.purge");
    const { expired, spam } = await purgeOldLeads(app);
    return `${expired} lead(s) past retention and ${spam} spam lead(s) deleted`;
  },
});
