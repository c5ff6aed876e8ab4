import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayload } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";
import { updateTranslationSettings } from "../../../services/translate/index.server";

/** PUT /api/landings/{uuid}/translation-settings {source, targets, translateNames} (issue 14). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireUser(request);
  try {
    return Response.json(
      await updateTranslationSettings(
        getContext(),
        user,
        params.id ?? "",
        await readPayload(request),
      ),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
