import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayload } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";
import { saveTranslationEdits } from "../../../services/translate/index.server";

/** PUT /api/landings/{uuid}/translations/{to} {fields: {path: text}, confirm?}: the owner's edits. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "PUT") return methodNotAllowed("PUT");
  const user = await requireUser(request);
  try {
    return Response.json(
      await saveTranslationEdits(
        getContext(),
        user,
        params.id ?? "",
        params.to ?? "",
        await readPayload(request),
      ),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
