import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "../services/accounts.server";
import { methodNotAllowed } from "../services/auth-api.server";
import { getContext } from "../services/runtime.server";
import { setCookieHeaders } from "../services/session-headers.server";

export const loader = () => methodNotAllowed();

export async function action({ request }: ActionFunctionArgs) {
  const cookies = await logout(getContext(), request);
  return Response.json({ ok: true }, { headers: setCookieHeaders(cookies) });
}
