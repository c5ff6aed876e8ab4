import type { ActionFunctionArgs } from "@remix-run/node";
import { logout } from "../services/accounts.server";
import { methodNotAllowed } from "../services/auth-api.server";
import { getContext } from "../services/runtime.server";

export const loader = () => methodNotAllowed();

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers();
  for (const c of await logout(getContext(), request)) headers.append("Set-Cookie", c);
  return Response.json({ ok: true }, { headers });
}
