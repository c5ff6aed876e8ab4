import type { ActionFunctionArgs } from "@remix-run/node";
import { isPurchaseItem } from "../../../../core/plans";
import {
  paymentProvider,
  startCheckout,
  takeCheckout,
} from "../../../services/payments/index.server";
import { clientIp } from "../../../services/platform/index.server";
import { readPayloadFields } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  HttpError,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { refuseWhileImpersonating, requireUser } from "../../../services/accounts/index.server";

/**
 * POST /api/payments/checkout {item: "pro_year" | "extra_landing"} (signed in,
 * XSRF): opens an order and answers what the browser needs to pay it.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  // An admin acting as this user never pays with their account (issue 10).
  refuseWhileImpersonating(user);
  // Per account, whatever the address (issue 23): every call opens an order.
  const limited = await takeCheckout(user.id);
  if (limited) return errorResponse(limited);
  const ctx = getContext();
  const provider = paymentProvider(ctx.config);
  if (!provider) return errorResponse(new HttpError(503, "notConfigured"));
  const { item } = await readPayloadFields(request);
  if (!isPurchaseItem(item)) return errorResponse(new HttpError(400, "invalidItem"));
  const result = await startCheckout(ctx, provider, user, item, clientIp(request));
  if (!result.ok) return errorResponse(new HttpError(403, result.error));
  return Response.json(
    {
      orderId: result.order.id,
      provider: provider.name,
      checkoutUrl: result.checkout.redirectUrl,
      widget: result.checkout.widget,
    },
    { status: 201 },
  );
}
