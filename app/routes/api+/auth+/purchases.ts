import type { LoaderFunctionArgs } from "@remix-run/node";
import { purchasesOf } from "../../../services/payments/index.server";
import { getContext } from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/auth/purchases: the user's purchases, newest first (SPEC §3 Purchase). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await purchasesOf(getContext(), user.id));
}
