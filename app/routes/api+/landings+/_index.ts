import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { getT, languageOf } from "../../../i18n.server";
import { createLandingFor, listLandings } from "../../../services/landings/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
  readPayload,
} from "../../../services/platform/index.server";
import {
  createFromTemplate,
  isKnownTemplate,
  requestedTemplateId,
  unknownTemplateError,
} from "../../../services/templates/index.server";
import { requireUser } from "../../../services/accounts/index.server";

/** GET /api/landings/: the owner's landings (SPEC §3 list items). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await listLandings(getContext(), user));
}

/**
 * POST /api/landings/: creates a landing within the plan's limit; answers
 * {uuid}. The page starts in the language the owner is working in, blank or
 * from `{templateId}` (400 `unknownTemplate` for an id the catalogue lacks).
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const user = await requireUser(request);
  const lang = languageOf(request);
  // Issue 26: `{templateId}` (JSON or a form field) starts from that template; none, a blank page.
  const templateId = requestedTemplateId(await readPayload(request));
  if (templateId !== null && !isKnownTemplate(templateId)) {
    const t = await getT(lang, "templates");
    return errorResponse(unknownTemplateError(t("unknownTemplate")));
  }
  try {
    const created =
      templateId === null
        ? await createLandingFor(getContext(), user, { lang })
        : await createFromTemplate(getContext(), user, { templateId, lang });
    return Response.json(created, { status: 201 });
  } catch (error) {
    return errorResponse(error);
  }
}
