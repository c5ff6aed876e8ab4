import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "../services/accounts/index.server";
import { methodNotAllowed } from "../services/accounts/index.server";
import { getContext } from "../services/platform/index.server";
import { setCookieHeaders } from "../services/accounts/index.server";

export const loader = () => methodNotAllowed();

export async function action({ request }: ActionFunctionArgs) {
  const cookies = await logout(getContext(), request);
  return Response.json({ ok: true }, { headers: setCookieHeaders(cookies) });
}
