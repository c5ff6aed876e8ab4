import type { ActionFunctionArgs } from "@remix-run/node";
import { acceptLead } from "../../services/leads/index.server";
import { getContext, methodNotAllowed } from "../../services/platform/index.server";

/**
 * POST /api/internal/leads: the worker's relay of a visitor's submit (issue
 * 24). No session: an HMAC over a timestamp and the body with
 * LEADS_INGEST_SECRET, allow-listed in the XSRF gate
 * (app/services/platform/http-gate/machine-paths.ts).
 */
export async function action({ request }: ActionFunctionArgs) {
  return acceptLead(getContext(), request);
}

export function loader() {
  return methodNotAllowed("POST");
}
