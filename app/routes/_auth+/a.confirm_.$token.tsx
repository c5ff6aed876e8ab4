import type { LoaderFunctionArgs } from "@remix-run/node";
import { confirmEmail } from "../../services/accounts/index.server";
import { getContext } from "../../services/platform/index.server";
import { getSessionUser } from "../../services/accounts/index.server";
import { redirectWithToast } from "../../services/platform/index.server";

/** The mailed link: confirms once, then My landings (or Login when signed out). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const r = await confirmEmail(getContext(), params.token ?? "");
  if (!r.ok) throw redirectWithToast("/a/confirm", { type: "error", key: `auth:${r.error}` });
  const user = await getSessionUser(request);
  return redirectWithToast(user ? "/landings" : "/login", {
    type: "success",
    key: "auth:emailConfirmed",
  });
}
