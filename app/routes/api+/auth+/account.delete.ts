import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayloadFields } from "../../../services/platform/index.server";
import {
  getContext,
  jsonWithToast,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import {
  clearSessionCookie,
  forgetSession,
  refuseWhileImpersonating,
  requireSession,
} from "../../../services/accounts/index.server";
import { deleteAccount, settingsFailureResponse } from "../../../services/settings/index.server";

export const loader = () => methodNotAllowed("POST");

/**
 * POST /api/auth/account/delete {password, confirm: "DELETE"}: takes the
 * account's pages off the edge, deletes the account and ends every session.
 * The page the browser goes to next (login) says so in the user's language.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const session = await requireSession(request);
  refuseWhileImpersonating(session.user);
  const ctx = getContext();
  const r = await deleteAccount(ctx, request, session, await readPayloadFields(request));
  if (!r.ok) return settingsFailureResponse(request, r);
  forgetSession(request);
  return jsonWithToast(
    { ok: true, landingsRemoved: r.landingsRemoved },
    { type: "success", key: "auth:accountDeleted" },
    { headers: { "Set-Cookie": clearSessionCookie(ctx.config) } },
  );
}
