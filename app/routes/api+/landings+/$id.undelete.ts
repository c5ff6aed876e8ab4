import type { ActionFunctionArgs } from "@remix-run/node";
import { undeleteLanding } from "../../../services/history/index.server";
import { userJsonAction } from "../../../services/accounts/index.server";

/** POST /api/landings/{id}/undelete: back from the bin (owner only; refused at the limit). */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "POST", (ctx, user) =>
    undeleteLanding(ctx, user, params.id ?? ""),
  );
}
