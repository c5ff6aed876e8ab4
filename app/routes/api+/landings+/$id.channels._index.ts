import type { LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { listChannels } from "../../../services/channels/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * GET /api/landings/{id}/channels (issue 25): every channel of the landing with
 * its state (connected, failing, off) and its last delivery. Owner only (404
 * for anyone else), PRO only (403 `proRequired`). No secret is ever answered.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, (ctx, user) => listChannels(ctx, user, params.id ?? ""));
}

export function action() {
  return methodNotAllowed("GET");
}
