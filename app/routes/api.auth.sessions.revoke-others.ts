import type { ActionFunctionArgs } from "@remix-run/node";
import { getContext } from "../services/platform/index.server";
import { requireSession } from "../services/accounts/index.server";
import { revokeOtherSessions, settingsMethodNotAllowed } from "../services/settings/index.server";

export const loader = () => settingsMethodNotAllowed("POST");

/** POST /api/auth/sessions/revoke-others → {revoked: n}: every session but the caller's ends. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return settingsMethodNotAllowed("POST");
  const session = await requireSession(request);
  return Response.json(await revokeOtherSessions(getContext(), session));
}
