import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyDomain } from "../../../services/domains/index.server";
import { userJsonAction } from "../../../services/accounts/index.server";

/** POST /api/landings/{uuid}/domain/verify: one DNS check now ("Check now"), rate-limited. */
export async function action({ request, params }: ActionFunctionArgs) {
  return userJsonAction(request, "POST", (ctx, user) => verifyDomain(ctx, user, params.id ?? ""));
}
