import { rotateStatsSalt } from "../../stats/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `stats.salt`, daily (issue 15, decision 015): rotates the salt of the
 * visitor hash in the bucket (today's and tomorrow's kept, older ones gone)
 * and forgets the app's stored hashes of past days.
 */
export const statsSalt = defineHandler({
  name: "stats.salt",
  payload: noPayload,
  async run({ app }) {
    await planNextDailyRun(app, "stats.salt");
    return rotateStatsSalt(app);
  },
});
