import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { logout } from "../services/accounts.server";
import { getContext } from "../services/runtime.server";

/** SPEC §2 /logout: ends the session (row deleted, cookie cleared), then Login. */
async function signOut(request: Request) {
  const headers = new Headers();
  for (const c of await logout(getContext(), request)) headers.append("Set-Cookie", c);
  return redirect("/login", { headers });
}

export const loader = ({ request }: LoaderFunctionArgs) => signOut(request);
export const action = ({ request }: ActionFunctionArgs) => signOut(request);
