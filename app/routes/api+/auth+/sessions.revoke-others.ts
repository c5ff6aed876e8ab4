import type { ActionFunctionArgs } from "@remix-run/node";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";
import { refuseWhileImpersonating, requireSession } from "../../../services/accounts/index.server";
import { revokeOtherSessions } from "../../../services/settings/index.server";

export const loader = () => methodNotAllowed("POST");

/** POST /api/auth/sessions/revoke-others → {revoked: n}: every session but the caller's ends. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const session = await requireSession(request);
  // Signing the owner out of their own devices is theirs alone (issue 23).
  refuseWhileImpersonating(session.user);
  return Response.json(await revokeOtherSessions(getContext(), session));
}
