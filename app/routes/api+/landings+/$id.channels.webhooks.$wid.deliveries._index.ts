import type { LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { listWebhookDeliveries } from "../../../services/channels/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * GET /api/landings/{id}/channels/webhooks/{wid}/deliveries → {deliveries}
 * (issue 25): the endpoint's last 50 calls, newest first — time, status code,
 * duration, the first 500 bytes of the answer, the error.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, (ctx, user) =>
    listWebhookDeliveries(ctx, user, params.id ?? "", params.wid ?? ""),
  );
}

export function action() {
  return methodNotAllowed("GET");
}
