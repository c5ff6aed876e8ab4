import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { deleteLead, getLead, patchLead } from "../../../services/leads/index.server";
import { methodNotAllowed, readPayload } from "../../../services/platform/index.server";

/**
 * GET /api/leads/{id}: the lead with its delivery states. PATCH {status} or
 * {spam} changes it; DELETE removes it. Owner only: anyone else gets 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, (ctx, user) => getLead(ctx, user, params.id ?? ""));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  if (request.method === "PATCH") {
    return userJson(request, async (ctx, user) =>
      patchLead(ctx, user, id, await readPayload(request)),
    );
  }
  if (request.method === "DELETE") {
    return userJson(request, (ctx, user) => deleteLead(ctx, user, id));
  }
  return methodNotAllowed("GET, PATCH, DELETE");
}
