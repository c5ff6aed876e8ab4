import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "../services/accounts/accounts.server";
import { methodNotAllowed } from "../services/accounts/auth-api.server";
import { getContext } from "../services/platform/runtime.server";
import { setCookieHeaders } from "../services/accounts/session-headers.server";

export const loader = () => methodNotAllowed();

export async function action({ request }: ActionFunctionArgs) {
  const cookies = await logout(getContext(), request);
  return Response.json({ ok: true }, { headers: setCookieHeaders(cookies) });
}
