import type { LoaderFunctionArgs } from "@remix-run/node";
import { orderStatusFor } from "../../../services/payments/index.server";
import { errorResponse, getContext, HttpError } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/payments/orders/{id}: the order's status, for its owner (the return page polls it). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const status = await orderStatusFor(getContext(), user.id, params.id ?? "");
  if (!status) return errorResponse(new HttpError(404, "notFound"));
  return Response.json(status, { headers: { "Cache-Control": "no-store" } });
}
