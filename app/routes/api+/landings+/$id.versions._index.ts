import type { LoaderFunctionArgs } from "@remix-run/node";
import { listVersionsFor } from "../../../services/history/index.server";
import { errorResponse, getContext } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/landings/{id}/versions: the kept versions, newest first (owner only, issue 15). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    return Response.json({ versions: await listVersionsFor(getContext(), user, params.id ?? "") });
  } catch (error) {
    return errorResponse(error);
  }
}
