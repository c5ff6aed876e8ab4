import type { ActionFunctionArgs } from "@remix-run/node";
import { BinError, undeleteLanding } from "~/services/history/index.server";
import { getContext } from "~/services/platform/index.server";
import { requireUser } from "~/services/accounts/index.server";

/** POST /api/landings/{id}/undelete: back from the bin (owner only; refused at the limit). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "methodNotAllowed" }, { status: 405 });
  const user = await requireUser(request);
  try {
    return Response.json(await undeleteLanding(getContext(), user, params.id ?? ""));
  } catch (error) {
    if (error instanceof BinError) return Response.json(error.body, { status: error.status });
    throw error;
  }
}
