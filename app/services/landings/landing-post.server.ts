import type { ActionFunctionArgs } from "@remix-run/node";
import type { Actor } from "./landings.server";
import { readPayload, type AppContext } from "../platform/index.server";
import { userJsonAction } from "../accounts/index.server";

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
    return userJsonAction(request, "POST", async (ctx, user) =>
      change(ctx, user, params.id ?? "", await readPayload(request)),
    );
  };
}
