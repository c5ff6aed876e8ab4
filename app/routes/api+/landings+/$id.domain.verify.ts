import type { ActionFunctionArgs } from "@remix-run/node";
import { verifyDomain } from "../../../services/domains/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** POST /api/landings/{uuid}/domain/verify: one DNS check now ("Check now"), rate-limited. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("POST");
  const user = await requireUser(request);
  try {
    return Response.json(await verifyDomain(getContext(), user, params.id ?? ""));
  } catch (error) {
    return errorResponse(error);
  }
}
