import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { deleteBitrix24, putBitrix24 } from "../../../services/channels/index.server";
import { methodNotAllowed, readPayload } from "../../../services/platform/index.server";

/**
 * The landing's Bitrix24 portal (issue 25). Owner only, PRO only:
 * - PUT {url} (the portal's incoming webhook, https://{portal}/rest/{user}/{code}/)
 *   → the channel, its URL masked; a URL the outbound filter refuses is 400 `urlNotAllowed`;
 * - DELETE → {deleted}.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const uuid = params.id ?? "";
  if (request.method === "PUT") {
    const body = await readPayload(request);
    return userJson(request, (ctx, user) => putBitrix24(ctx, user, uuid, body));
  }
  if (request.method === "DELETE") {
    return userJson(request, (ctx, user) => deleteBitrix24(ctx, user, uuid));
  }
  return methodNotAllowed("PUT, DELETE");
}

export function loader() {
  return methodNotAllowed("PUT, DELETE");
}
