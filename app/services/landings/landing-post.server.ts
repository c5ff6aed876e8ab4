import type { ActionFunctionArgs } from "@remix-run/node";
import type { Actor } from "./landings.server";
import { errorResponse, methodNotAllowed, readPayload } from "../platform/index.server";
import { getContext, type AppContext } from "../platform/index.server";
import { requireUser } from "../accounts/index.server";

type DraftChange = (
  ctx: AppContext,
  actor: Actor,
  uuid: string,
  input: unknown,
) => Promise<unknown>;

/**
 * The action of a POST /api/landings/{uuid}/… draft change: signed-in only,
 * the body handed to `change`, its result as JSON and its refusals (HttpError)
 * as their own answers.
 */
export function landingPostAction(change: DraftChange) {
  return async function action({ request, params }: ActionFunctionArgs) {
    if (request.method !== "POST") return methodNotAllowed("POST");
    const user = await requireUser(request);
    try {
      return Response.json(
        await change(getContext(), user, params.id ?? "", await readPayload(request)),
      );
    } catch (error) {
      return errorResponse(error);
    }
  };
}
