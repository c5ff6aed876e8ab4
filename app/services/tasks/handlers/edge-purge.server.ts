import { edgePurge } from "../../platform/index.server";
import { edgePurgePayload } from "../../../../core/tasks/payloads";
import { defineHandler } from "../types";

/**
 * `edge.purge` {urls}: planned when purging a changed landing's URLs failed
 * (app/services/edge/index.server.ts), so the edge does not keep the old answer
 * for its whole TTL (a day). A failure throws: the runner tries again with its
 * backoff (30 s, 1 min, 2 min, …, 5 attempts), then the task shows as failed in
 * the admin's task list with the error.
 */
export const edgePurgeRetry = defineHandler({
  name: "edge.purge",
  payload: edgePurgePayload,
  async run({ app, payload }) {
    const purge = edgePurge(app.config);
    await purge.purge(payload.urls);
    return `purged ${payload.urls.length} URL(s) (${purge.name})`;
  },
});
