import { redirect } from "@remix-run/node";
import { logout } from "./accounts.server";
import type { AppContext } from "../platform/index.server";

/** Headers that set every cookie a session change answers with. */
export function setCookieHeaders(cookies: readonly string[]): Headers {
  const headers = new Headers();
  for (const c of cookies) headers.append("Set-Cookie", c);
  return headers;
}

/** SPEC §2 /logout: ends the session (row deleted, cookie cleared), then Login. */
export async function signOutToLogin(ctx: AppContext, request: Request): Promise<Response> {
  return redirect("/login", { headers: setCookieHeaders(await logout(ctx, request)) });
}
