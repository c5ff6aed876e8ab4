import { data, type ActionFunctionArgs } from "@remix-run/node";
import { isLanguage } from "../../core/i18n";
import { languageCookie } from "../../core/i18n/detect";
import { getContext } from "~/services/runtime.server";

/** Stores the chosen language in the selectedLanguage cookie (XSRF checked by the server gate). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return data({ error: "Method Not Allowed" }, { status: 405 });
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLanguage(lang)) return data({ error: "Unsupported language" }, { status: 400 });
  const secure = getContext().config.secureCookies;
  return data({ ok: true, locale: lang }, { headers: { "Set-Cookie": languageCookie(lang, { secure }) } });
}
