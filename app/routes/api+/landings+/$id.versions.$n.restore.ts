import type { ActionFunctionArgs } from "@remix-run/node";
import { restoreVersion } from "../../../services/history/index.server";
import { readPayload } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/**
 * POST /api/landings/{id}/versions/{n}/restore {publish: boolean}: the version
 * becomes the draft; with `publish` it is published as the editor would.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  try {
    const body = await readPayload(request);
    return Response.json(await restoreVersion(getContext(), user, params.id ?? "", params.n, body));
  } catch (error) {
    return errorResponse(error);
  }
}
