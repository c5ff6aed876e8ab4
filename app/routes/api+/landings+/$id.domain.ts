import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deleteDomain, getDomain, putDomain } from "../../../services/domains/index.server";
import { readPayload } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser, userJson } from "../../../services/accounts/index.server";

/** GET /api/landings/{uuid}/domain: the landing's own domain and the records to create (PRO). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, (ctx, user) => getDomain(ctx, user, params.id ?? ""));
}

/** PUT {hostname}: claim a domain (replaces the current one); DELETE: remove it and its route. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const uuid = params.id ?? "";
  try {
    if (request.method === "PUT")
      return Response.json(await putDomain(getContext(), user, uuid, await readPayload(request)));
    if (request.method === "DELETE")
      return Response.json(await deleteDomain(getContext(), user, uuid));
    return methodNotAllowed("GET, PUT, DELETE");
  } catch (error) {
    return errorResponse(error);
  }
}
