import { purgeBin } from "../../history/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `bin.purge`, daily (issue 15, ADR 016): landings in the bin for 30 days or
 * more are deleted for good, their versions with them.
 */
export const binPurge = defineHandler({
  name: "bin.purge",
  payload: noPayload,
  async run({ app }) {
    await planNextDailyRun(app, "bin.purge");
    const purged = await purgeBin(app);
    return `${purged} landing(s) purged from the bin`;
  },
});
