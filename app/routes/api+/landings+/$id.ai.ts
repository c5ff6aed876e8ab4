import type { ActionFunctionArgs } from "@remix-run/node";
import { aiProvider, suggest } from "../../../services/ai/index.server";
import { readPayload } from "../../../services/platform/index.server";
import { refuseWhileImpersonating, userJsonAction } from "../../../services/accounts/index.server";

/**
 * POST /api/landings/{uuid}/ai {action: "draft", description} | {action:
 * "rewrite", field, style} | {action: "seo"} → {suggestion}. Saves nothing:
 * the owner reviews the suggestion in the editor before it replaces anything.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "POST", async (ctx, user) => {
    // The owner's daily AI allowance is not an admin's to spend (issue 23).
    refuseWhileImpersonating(user);
    const body = await readPayload(request);
    return suggest(ctx, user, params.id ?? "", body, { provider: aiProvider(ctx.config) });
  });
}
