import { recheckAllDomains } from "../../domains/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `domains.recheck`, daily (issue 13, decision 011): re-checks every custom
 * domain's DNS records; 3 failures in a row remove a domain's route, one good
 * check resets the count. Drops pending claims after 7 days and releases the
 * domains of owners who have not been PRO for 30 days.
 */
export const domainsRecheck = defineHandler({
  name: "domains.recheck",
  payload: noPayload,
  async run({ app, renewLease }) {
    await planNextDailyRun(app, "domains.recheck");
    const t = await recheckAllDomains(app, undefined, renewLease);
    return `${t.checked} checked, ${t.removed} removed, ${t.expired} expired, ${t.released} released`;
  },
});
