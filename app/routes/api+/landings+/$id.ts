import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { serializeForServer } from "../../../../core/landing/parse";
import { deleteLandingFor } from "../../../services/history/index.server";
import { getForEditor } from "../../../services/landings/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/landings/{uuid}: the draft for the editor, in the §7 wire form plus status. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    const landing = await getForEditor(getContext(), user, params.id ?? "");
    return Response.json({ ...landing, state: serializeForServer(landing.content) });
  } catch (error) {
    return errorResponse(error);
  }
}

/** DELETE /api/landings/{uuid}: owner only; removes the row and everything published. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed("GET, DELETE");
  const user = await requireUser(request);
  try {
    await deleteLandingFor(getContext(), user, params.id ?? "");
    return Response.json({ success: true });
  } catch (error) {
    return errorResponse(error);
  }
}
