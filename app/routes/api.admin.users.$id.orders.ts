import type { LoaderFunctionArgs } from "@remix-run/node";
import { ordersForAdmin } from "~/services/payments/index.server";
import { getContext } from "~/services/runtime.server";
import { requireAdmin } from "~/services/session.server";

/** GET /api/admin/users/{id}/orders: every order of a user (mismatch and refunded too), with its notifications. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) return Response.json({ error: "notFound" }, { status: 404 });
  return Response.json(await ordersForAdmin(getContext(), id));
}
