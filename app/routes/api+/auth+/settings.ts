import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { languageCookie } from "../../../../core/i18n/detect";
import { readPayloadFields } from "../../../services/platform/index.server";
import {
  errorResponse,
  getContext,
  methodNotAllowed,
  reasonPhraseError,
} from "../../../services/platform/index.server";
import { refuseWhileImpersonating, requireSession } from "../../../services/accounts/index.server";
import {
  getSettings,
  saveSettings,
  settingsFailureResponse,
} from "../../../services/settings/index.server";

/** SPEC §7 GET /api/auth/settings: SPEC §3 user settings with their defaults. */
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await requireSession(request);
  const settings = await getSettings(getContext(), session.user.id);
  if (!settings) return errorResponse(reasonPhraseError(401));
  return Response.json(settings);
}

/**
 * SPEC §7 POST /api/auth/settings: a partial update (absent fields stay),
 * answered with the settings as saved. Saving `language` also stores it in
 * the selectedLanguage cookie.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed("GET, POST");
  const session = await requireSession(request);
  const ctx = getContext();
  const fields = await readPayloadFields(request);
  // An admin acting as the user may not change how the account signs in.
  if (
    fields.email !== undefined ||
    fields.new_password !== undefined ||
    fields.current_password !== undefined
  ) {
    refuseWhileImpersonating(session.user);
  }
  const r = await saveSettings(ctx, request, session, fields);
  if (!r.ok) return settingsFailureResponse(request, r);
  const headers = new Headers();
  if (r.language) {
    headers.append("Set-Cookie", languageCookie(r.language, { secure: ctx.config.secureCookies }));
  }
  return Response.json(r.settings, { headers });
}
