import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { testWebhook } from "../../../services/channels/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * POST /api/landings/{id}/channels/webhooks/{wid}/test → {ok, statusCode,
 * durationMs, error} (issue 25): one signed test event sent now and logged.
 * (The segment is escaped so the file is not taken for a test file.)
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return userJson(request, (ctx, user) =>
    testWebhook(ctx, user, params.id ?? "", params.wid ?? ""),
  );
}

export function loader() {
  return methodNotAllowed("POST");
}
