import type { LoaderFunctionArgs } from "@remix-run/node";
import { userJson } from "../../../services/accounts/index.server";
import { listTranslations } from "../../../services/translate/index.server";

/** GET /api/landings/{uuid}/translations: settings, quota and each target's translation. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return userJson(request, (ctx, user) => listTranslations(ctx, user, params.id ?? ""));
}
