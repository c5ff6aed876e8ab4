import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { createLandingFor, landingErrorResponse, listLandings } from "~/services/landings.server";
import { getContext } from "~/services/runtime.server";
import { requireUser } from "~/services/session.server";

/** GET /api/landings/: the owner's landings (SPEC §3 list items). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await listLandings(getContext(), user));
}

/** POST /api/landings/: creates a landing within the plan's limit; answers {uuid}. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST")
    return Response.json({ error: "methodNotAllowed" }, { status: 405 });
  const user = await requireUser(request);
  try {
    return Response.json(await createLandingFor(getContext(), user), { status: 201 });
  } catch (error) {
    return landingErrorResponse(error);
  }
}
