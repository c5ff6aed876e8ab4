import type { ActionFunctionArgs } from "@remix-run/node";
import { readPayload } from "~/services/request-body.server";
import { landingErrorResponse, setState } from "~/services/landings.server";
import { getContext } from "~/services/runtime.server";
import { requireUser } from "~/services/session.server";

/** POST /api/landings/{uuid}/setState: saves the full draft; `force` publishes too. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "methodNotAllowed" }, { status: 405 });
  const user = await requireUser(request);
  try {
    return Response.json(
      await setState(getContext(), user, params.id ?? "", await readPayload(request)),
    );
  } catch (error) {
    return landingErrorResponse(error);
  }
}
