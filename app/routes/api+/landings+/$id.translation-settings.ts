import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayload } from "../../../services/platform/index.server";
import { userJsonAction } from "../../../services/accounts/index.server";
import { updateTranslationSettings } from "../../../services/translate/index.server";

/** PUT /api/landings/{uuid}/translation-settings {source, targets, translateNames} (issue 14). */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "PUT", async (ctx, user) =>
    updateTranslationSettings(ctx, user, params.id ?? "", await readPayload(request)),
  );
}
