import { collectAssets } from "../../history/index.server";
import { planNextDailyRun } from "../recurring.server";
import { noPayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `assets.collect`, daily (issue 23, ADR 016 and 026): uploaded images nothing
 * refers to any more, and older than a day, are deleted from the bucket.
 */
export const assetsCollect = defineHandler({
  name: "assets.collect",
  payload: noPayload,
  async run({ app }) {
    await planNextDailyRun(app, "assets.collect");
    const deleted = await collectAssets(app);
    return `${deleted} image(s) deleted`;
  },
});
