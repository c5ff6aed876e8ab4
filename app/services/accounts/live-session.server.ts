import { getContext } from "../platform/index.server";
import { loadSession } from "./session.server";

/**
 * For the HTTP gate (`needsSession` in platform/http-gate): whether a request's
 * headers carry a live session, by the same lookup the routes use (missing,
 * expired or revoked → false). The Node server hands it to the gate.
 */
export async function hasLiveSession(headers: Headers, url: string): Promise<boolean> {
  return (await loadSession(getContext(), new Request(url, { headers }))) !== null;
}
