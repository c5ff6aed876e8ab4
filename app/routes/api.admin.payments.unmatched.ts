import type { LoaderFunctionArgs } from "@remix-run/node";
import { unmatchedForAdmin } from "~/services/payments/index.server";
import { getContext } from "~/services/runtime.server";
import { requireAdmin } from "~/services/session.server";

/** GET /api/admin/payments/unmatched: verified notifications naming an order we do not know. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await unmatchedForAdmin(getContext()));
}
