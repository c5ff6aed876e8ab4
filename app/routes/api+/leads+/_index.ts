import type { LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { listLeads } from "../../../services/leads/index.server";
import { methodNotAllowed } from "../../../services/platform/index.server";

/**
 * GET /api/leads?landing=&status=&spam=&q=&page= → {leads, total, page}: the
 * owner's leads, newest first; `spam=true` is the Spam folder. Owner only.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return userJson(request, (ctx, user) => listLeads(ctx, user, new URL(request.url).searchParams));
}

export function action() {
  return methodNotAllowed("GET");
}
