import { resumePausedDeliveries } from "../../channels/index.server";
import { leadResumePayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `lead.resume` {userId} (issue 25): planned by accounts' afterPlanChange when
 * an owner is PRO again; the lead deliveries to channels paused while the plan
 * was off are planned again. A task, so accounts need not reach the channels
 * feature (which reads accounts). Safe to run twice: a resumed delivery is no
 * longer paused.
 */
export const leadResume = defineHandler({
  name: "lead.resume",
  payload: leadResumePayload,
  async run({ app, payload }) {
    const resumed = await resumePausedDeliveries(app, payload.userId);
    return `resumed ${resumed}`;
  },
});
