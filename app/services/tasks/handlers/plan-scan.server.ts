import { DAY_MS } from "../../../../core/time";
import { listAccountsExpiringBetween } from "../../../../db/queries/plan-notices";
import { planAccountTasks } from "../../accounts/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/** Accounts ending within this window get their tasks planned (a day's margin on the 7-day reminder). */
export const SCAN_AHEAD_MS = 8 * DAY_MS;
/** Accounts that ended this recently and were not told yet get `plan.expired` now. */
export const SCAN_EXPIRED_LOOKBACK_MS = 2 * DAY_MS;
const RENEW_EVERY = 100;

/**
 * `plan.scan`, daily: plans the reminder and expiry tasks of every account
 * whose plan ends soon, so accounts that never went through set-expiration or
 * a payment (older ones, trials) are covered. Planning is idempotent (dedupe
 * keys), so a second scan adds nothing. Its next run is planned first, so a
 * failing scan still comes back tomorrow.
 */
export const planScan = defineHandler({
  name: "plan.scan",
  payload: noPayload,
  async run({ app, renewLease }) {
    await planNextDailyRun(app, "plan.scan");
    const now = app.now().getTime();
    const accounts = await listAccountsExpiringBetween(
      app.db,
      new Date(now - SCAN_EXPIRED_LOOKBACK_MS).toISOString(),
      new Date(now + SCAN_AHEAD_MS).toISOString(),
    );
    let added = 0;
    for (const [i, account] of accounts.entries()) {
      added += (await planAccountTasks(app, account.id)).added.length;
      if ((i + 1) % RENEW_EVERY === 0 && !(await renewLease())) {
        throw new Error("lease lost during the scan");
      }
    }
    return `${accounts.length} account(s) scanned, ${added} task(s) planned`;
  },
});
