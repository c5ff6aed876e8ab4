import type { ActionFunctionArgs } from "@remix-run/node";
import { aiProvider, suggest } from "../../../services/ai/index.server";
import { readPayload } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/**
 * POST /api/landings/{uuid}/ai {action: "draft", description} | {action:
 * "rewrite", field, style} | {action: "seo"} → {suggestion}. Saves nothing:
 * the owner reviews the suggestion in the editor before it replaces anything.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  const ctx = getContext();
  try {
    const body = await readPayload(request);
    return Response.json(
      await suggest(ctx, user, params.id ?? "", body, { provider: aiProvider(ctx.config) }),
    );
  } catch (error) {
    return errorResponse(error);
  }
}
