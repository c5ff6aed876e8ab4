import type { LoaderFunctionArgs } from "@remix-run/node";
import { isLanguage } from "../../../core/i18n";
import { getT, languageOf } from "../../i18n.server";
import {
  errorResponse,
  getContext,
  HttpError,
  methodNotAllowed,
} from "../../services/platform/index.server";
import { listTemplates } from "../../services/templates/index.server";

/**
 * GET /api/templates?lang=ru|en|id (issue 26): the template gallery's items,
 * `{id, niche, title, description, previewUrl}`, titled in `lang` (else the
 * request's language). Public: no session, as the previews themselves.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const asked = new URL(request.url).searchParams.get("lang");
  const lang = asked === null || asked === "" ? languageOf(request) : asked;
  if (!isLanguage(lang)) {
    const t = await getT(request, "templates");
    return errorResponse(
      new HttpError(400, "unsupportedLanguage", { message: t("unsupportedLanguage") }),
    );
  }
  return Response.json(listTemplates(getContext().config, lang), {
    headers: { "Cache-Control": "public, max-age=300", Vary: "Cookie" },
  });
}

export const action = () => methodNotAllowed("GET");
