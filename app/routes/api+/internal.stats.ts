import type { ActionFunctionArgs } from "@remix-run/node";
import { ingestRequest } from "../../services/stats/index.server";
import { getContext, methodNotAllowed } from "../../services/platform/index.server";

/**
 * POST /api/internal/stats: the local worker's batched view and click events
 * (issue 15). No session: signed with STATS_INGEST_SECRET, allow-listed in the
 * XSRF gate (app/services/platform/http-gate/machine-paths.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  return ingestRequest(getContext(), request);
}

export function loader() {
  return methodNotAllowed("POST");
}
