import type { ActionFunctionArgs } from "@remix-run/node";
import {
  errorResponse,
  getContext,
  HttpError,
  methodNotAllowed,
} from "../../services/platform/index.server";
import { unsubscribe } from "../../services/settings/index.server";

/** RFC 8058: only a POST unsubscribes (a GET may be a link scanner). */
export const loader = () => methodNotAllowed("POST");

/**
 * POST /api/unsubscribe/{token} — one-click unsubscribe from the newsletter or
 * system messages. No session and no XSRF token (a machine path): the signed
 * token is the authority. Forged → 403, malformed → 400.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const r = await unsubscribe(getContext(), params.token ?? "");
  if (!r.ok) return errorResponse(new HttpError(r.status, r.error));
  return Response.json({ ok: true, unsubscribed: r.kind });
}
