import { describeDevice } from "../../../core/account/device";
import { deleteUserSessions, listUserSessions } from "../../../db/queries/sessions";
import type { AppContext } from "../platform/index.server";
import { SESSION_IDLE_MS, type ActiveSession } from "../accounts/index.server";
import { sha256Hex } from "../platform/index.server";

/** One row of GET /api/auth/sessions. */
export interface SessionListItem {
  /** An opaque handle (never the session id or its stored hash). */
  id: string;
  current: boolean;
  /** "Chrome · Windows"; null when the browser is not recognised. */
  device: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
}

/** First 12 hex characters of sha256(id hash): stable per session, useless as a credential. */
export const sessionHandle = (idHash: string): string => sha256Hex(idHash).slice(0, 12);

/** The account's live sessions, newest first; expired ones (idle or absolute) are left out. */
export async function listSessions(
  ctx: Pick<AppContext, "db" | "now">,
  session: ActiveSession,
): Promise<SessionListItem[]> {
  const now = ctx.now().getTime();
  const rows = await listUserSessions(ctx.db, session.user.id);
  return rows
    .filter(
      (r) =>
        new Date(r.expires_at).getTime() > now &&
        now - new Date(r.last_seen_at).getTime() < SESSION_IDLE_MS,
    )
    .map((r) => ({
      id: sessionHandle(r.id),
      current: r.id === session.idHash,
      device: describeDevice(r.user_agent),
      ip: r.ip,
      created_at: r.created_at,
      last_seen_at: r.id === session.idHash ? session.row.last_seen_at : r.last_seen_at,
    }));
}

/** "Sign out other devices": every session of the account but this one. */
export async function revokeOtherSessions(
  ctx: Pick<AppContext, "db">,
  session: ActiveSession,
): Promise<{ revoked: number }> {
  return { revoked: await deleteUserSessions(ctx.db, session.user.id, session.idHash) };
}
