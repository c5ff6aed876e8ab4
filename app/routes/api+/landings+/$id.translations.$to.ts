import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayload } from "../../../services/platform/index.server";
import { userJsonAction } from "../../../services/accounts/index.server";
import { saveTranslationEdits } from "../../../services/translate/index.server";

/** PUT /api/landings/{uuid}/translations/{to} {fields: {path: text}, confirm?}: the owner's edits. */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "PUT", async (ctx, user) =>
    saveTranslationEdits(ctx, user, params.id ?? "", params.to ?? "", await readPayload(request)),
  );
}
