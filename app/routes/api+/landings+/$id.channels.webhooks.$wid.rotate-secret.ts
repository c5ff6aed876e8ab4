import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { rotateWebhookSecret } from "../../../services/channels/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * POST /api/landings/{id}/channels/webhooks/{wid}/rotate-secret → {id, secret,
 * previousSecretUntil} (issue 25): a new secret; the old one also signs for 24 h.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  return userJson(request, (ctx, user) =>
    rotateWebhookSecret(ctx, user, params.id ?? "", params.wid ?? ""),
  );
}

export function loader() {
  return methodNotAllowed("POST");
}
