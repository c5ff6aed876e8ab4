import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { deleteWebhook, patchWebhook } from "../../../services/channels/index.server";
import { methodNotAllowed, readPayload } from "../../../services/platform/index.server";

/**
 * PATCH /api/landings/{id}/channels/webhooks/{wid} {url?, enabled?} → the
 * endpoint (no secret); DELETE removes it (issue 25). Owner only, PRO only.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const [uuid, wid] = [params.id ?? "", params.wid ?? ""];
  if (request.method === "PATCH") {
    const body = await readPayload(request);
    return userJson(request, (ctx, user) => patchWebhook(ctx, user, uuid, wid, body));
  }
  if (request.method === "DELETE") {
    return userJson(request, (ctx, user) => deleteWebhook(ctx, user, uuid, wid));
  }
  return methodNotAllowed("PATCH, DELETE");
}

export function loader() {
  return methodNotAllowed("PATCH, DELETE");
}
