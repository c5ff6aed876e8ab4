import type { LoaderFunctionArgs } from "@remix-run/node";
import { errorResponse, getContext } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";
import { listTranslations } from "../../../services/translate/index.server";

/** GET /api/landings/{uuid}/translations: settings, quota and each target's translation. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  try {
    return Response.json(await listTranslations(getContext(), user, params.id ?? ""));
  } catch (error) {
    return errorResponse(error);
  }
}
