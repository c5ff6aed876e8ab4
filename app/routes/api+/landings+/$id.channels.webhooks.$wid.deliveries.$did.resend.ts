import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { resendWebhookDelivery } from "../../../services/channels/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * POST /api/landings/{id}/channels/webhooks/{wid}/deliveries/{did}/resend →
 * {planned, inFlight} (issue 25): the delivery `did` (its webhook-id, as the
 * log shows it) is planned again at once, with the same webhook-id.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return userJson(request, (ctx, user) =>
    resendWebhookDelivery(ctx, user, params.id ?? "", params.wid ?? "", params.did ?? ""),
  );
}

export function loader() {
  return methodNotAllowed("POST");
}
