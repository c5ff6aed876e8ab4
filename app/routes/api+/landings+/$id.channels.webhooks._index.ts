import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { createWebhook } from "../../../services/channels/index.server";
import { methodNotAllowed, readPayload } from "../../../services/platform/index.server";

/**
 * POST /api/landings/{id}/channels/webhooks {url} → {id, url, secret} (issue 25):
 * a new endpoint (up to 3). The secret is answered here and after a rotation
 * only. A URL the outbound filter refuses is 400 `urlNotAllowed`.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const body = await readPayload(request);
  return userJson(request, (ctx, user) => createWebhook(ctx, user, params.id ?? "", body));
}

export function loader() {
  return methodNotAllowed("POST");
}
