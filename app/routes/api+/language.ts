import type { ActionFunctionArgs } from "@remix-run/node";
import { isLanguage } from "../../../core/i18n";
import { languageCookie } from "../../../core/i18n/detect";
import {
  errorResponse,
  getContext,
  HttpError,
  methodNotAllowed,
} from "../../services/platform/index.server";
import { getSessionUser } from "../../services/accounts/index.server";
import { saveLanguage } from "../../services/settings/index.server";

/**
 * Stores the chosen language in the selectedLanguage cookie and, for a
 * signed-in user, in user_settings.language (XSRF checked by the server gate).
 */
export async function action({ request }: ActionFunctionArgs) {
  // A resource route: only a real Response keeps its Set-Cookie header.
  if (request.method !== "POST") return methodNotAllowed("POST");
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLanguage(lang))
    return errorResponse(
      new HttpError(400, "unsupportedLanguage", {}, { text: "Unsupported language" }),
    );
  const ctx = getContext();
  const secure = ctx.config.secureCookies;
  // A signed-in user's choice is also saved, so it follows them to every device and sign-in.
  const user = await getSessionUser(request);
  if (user && !user.impersonating) await saveLanguage(ctx, user.id, lang);
  return Response.json(
    { ok: true, locale: lang },
    { headers: { "Set-Cookie": languageCookie(lang, { secure }) } },
  );
}
