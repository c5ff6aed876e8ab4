import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "../../core/account/redirect";
import { getContext } from "../services/platform/index.server";

/**
 * Issue 29: where the server's gate (scripts/server.ts) sends a browser's form
 * POST that it refused for its Origin, body dropped, so the answer is a page
 * in the user's language (the root ErrorBoundary's `crossOrigin` page) and not
 * the crash page Remix shows for the gate's JSON. Nothing is written here.
 */
export function action({ request }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const from = safeRedirect(url.searchParams.get("from"), "/");
  const { appUrl } = getContext().config;
  throw data(
    { code: "crossOrigin", to: `${new URL(appUrl).origin}${from}`, here: url.host },
    { status: 403, statusText: "Forbidden" },
  );
}

export function loader() {
  return redirect("/");
}

/** Never rendered: the action always throws, so the root ErrorBoundary answers. */
export default function GateRefused() {
  return null;
}
