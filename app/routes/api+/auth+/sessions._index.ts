import type { LoaderFunctionArgs } from "@remix-run/node";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";
import { requireSession } from "../../../services/accounts/index.server";
import { listSessions } from "../../../services/settings/index.server";

/** GET /api/auth/sessions → [{id, current, device, ip, created_at, last_seen_at}], newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  return Response.json(await listSessions(getContext(), session));
}

export const action = () => methodNotAllowed("GET");
