import type { ActionFunctionArgs } from "@remix-run/node";
import { getContext } from "../services/platform/index.server";
import { settingsMethodNotAllowed, unsubscribe } from "../services/settings/index.server";

/** RFC 8058: only a POST unsubscribes (a GET may be a link scanner). */
export const loader = () => settingsMethodNotAllowed("POST");

/**
 * POST /api/unsubscribe/{token} — one-click unsubscribe from the newsletter or
 * system messages. No session and no XSRF token (a machine path): the signed
 * token is the authority. Forged → 403, malformed → 400.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return settingsMethodNotAllowed("POST");
  const r = await unsubscribe(getContext(), params.token ?? "");
  if (!r.ok) return Response.json({ error: r.error }, { status: r.status });
  return Response.json({ ok: true, unsubscribed: r.kind });
}
