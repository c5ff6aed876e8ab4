import type { ActionFunctionArgs } from "@remix-run/node";
import { isLanguage } from "../../core/i18n";
import { languageCookie } from "../../core/i18n/detect";
import { getContext } from "~/services/runtime.server";

/** Stores the chosen language in the selectedLanguage cookie (XSRF checked by the server gate). */
export async function action({ request }: ActionFunctionArgs) {
  // A resource route: only a real Response keeps its Set-Cookie header.
  if (request.method !== "POST")
    return Response.json({ error: "Method Not Allowed" }, { status: 405 });
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLanguage(lang)) return Response.json({ error: "Unsupported language" }, { status: 400 });
  const secure = getContext().config.secureCookies;
  return Response.json(
    { ok: true, locale: lang },
    { headers: { "Set-Cookie": languageCookie(lang, { secure }) } },
  );
}
