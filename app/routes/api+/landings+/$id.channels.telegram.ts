import type { ActionFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { createTelegramLink, disconnectTelegram } from "../../../services/channels/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * The landing's Telegram chat (issue 25). Owner only (404 for anyone else),
 * PRO only (403 `proRequired`):
 * - POST → {deepLink, groupLink, expiresAt}: a one-time link (15 minutes) that
 *   binds the chat which opens it;
 * - DELETE → {disconnected}: the bound chat no longer gets the leads.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const uuid = params.id ?? "";
  if (request.method === "POST") {
    return userJson(request, (ctx, user) => createTelegramLink(ctx, user, uuid));
  }
  if (request.method === "DELETE") {
    return userJson(request, (ctx, user) => disconnectTelegram(ctx, user, uuid));
  }
  return methodNotAllowed("POST, DELETE");
}

export function loader() {
  return methodNotAllowed("POST, DELETE");
}
