import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getContext } from "../../services/platform/index.server";
import { signOutToLogin } from "../../services/accounts/index.server";

/**
 * SPEC §2 keeps GET /logout, but a page elsewhere must not be able to sign a
 * user out with an <img src>: a GET ends the session only when the browser
 * says it came from our own pages or was typed (Sec-Fetch-Site same-origin or
 * none). Without the header nothing vouches for it (ADR 025): it goes where a
 * signed-in user goes, whose menu signs out with a POST form.
 */
export const loader = ({ request }: LoaderFunctionArgs) => {
  const site = request.headers.get("sec-fetch-site");
  if (site !== "same-origin" && site !== "none") return redirect("/landings");
  return signOutToLogin(getContext(), request);
};
export const action = ({ request }: ActionFunctionArgs) => signOutToLogin(getContext(), request);
