import type { LoaderFunctionArgs } from "@remix-run/node";
import { listVersionsFor } from "../../../services/history/index.server";
import { userJson } from "../../../services/accounts/index.server";

/** GET /api/landings/{id}/versions: the kept versions, newest first (owner only, issue 15). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, async (ctx, user) => ({
    versions: await listVersionsFor(ctx, user, params.id ?? ""),
  }));
}
