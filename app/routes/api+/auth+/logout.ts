import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "../../../services/accounts/index.server";
import { getContext, methodNotAllowed } from "../../../services/platform/index.server";
import { setCookieHeaders } from "../../../services/accounts/index.server";

export const loader = () => methodNotAllowed("POST");

export async function action({ request }: ActionFunctionArgs) {
  const cookies = await logout(getContext(), request);
  return Response.json({ ok: true }, { headers: setCookieHeaders(cookies) });
}
