import type { ActionFunctionArgs } from "@remix-run/node";
import {
  handleNotification,
  isLoopbackAddress,
  paymentProvider,
} from "../../../services/payments/index.server";
import { clientIp } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  HttpError,
  methodNotAllowed,
} from "../../../services/platform/index.server";

/**
 * POST /api/payments/{provider}/webhook: the provider's signed notification.
 * No session and no XSRF (scripts/server.ts lets exactly this path through);
 * the signature over the raw bytes is the authentication.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = getContext();
  const provider = paymentProvider(ctx.config);
  // A provider that is not configured has no webhook.
  if (!provider || provider.name !== params.provider) {
    return errorResponse(new HttpError(404, "notFound"));
  }
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (provider.name === "test" && !isLoopbackAddress(clientIp(request))) {
    return errorResponse(new HttpError(403, "forbidden"));
  }
  const raw = new Uint8Array(await request.arrayBuffer());
  const answer = await handleNotification(ctx, provider, raw, request.headers);
  return Response.json(answer.body, { status: answer.status });
}

export function loader() {
  return methodNotAllowed("POST");
}
