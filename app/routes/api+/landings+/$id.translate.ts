import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayload } from "../../../services/platform/index.server";
import { refuseWhileImpersonating, userJsonAction } from "../../../services/accounts/index.server";
import { translateLanding } from "../../../services/translate/index.server";

/** POST /api/landings/{uuid}/translate {to: "en"|"uk"} → {to, fields}; stored (issue 14). */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "POST", async (ctx, user) => {
    // The only call that sends text to the provider: the owner's monthly quota is theirs (issue 23).
    refuseWhileImpersonating(user);
    return translateLanding(ctx, user, params.id ?? "", await readPayload(request));
  });
}
