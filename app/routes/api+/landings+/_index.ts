import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { languageOf } from "../../../i18n.server";
import { createLandingFor, listLandings } from "../../../services/landings/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
} from "../../../services/platform/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/landings/: the owner's landings (SPEC §3 list items). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await listLandings(getContext(), user));
}

/**
 * POST /api/landings/: creates a landing within the plan's limit; answers
 * {uuid}. The page starts in the language the owner is working in.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireUser(request);
  try {
    const created = await createLandingFor(getContext(), user, { lang: languageOf(request) });
    return Response.json(created, { status: 201 });
  } catch (error) {
    return errorResponse(error);
  }
}
