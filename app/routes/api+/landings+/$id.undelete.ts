import type { ActionFunctionArgs } from "@remix-run/node";
import { undeleteLanding } from "../../../services/history/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** POST /api/landings/{id}/undelete: back from the bin (owner only; refused at the limit). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  try {
    return Response.json(await undeleteLanding(getContext(), user, params.id ?? ""));
  } catch (error) {
    return errorResponse(error);
  }
}
