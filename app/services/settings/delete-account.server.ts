import { isDeleteConfirmed } from "../../../core/account/settings";
import { listAllLandingsOfOwner } from "../../../db/queries/landings";
import { deleteUser, findUserById } from "../../../db/queries/users";
import { removeLandingFromEdge } from "../domains/index.server";
import type { AppContext } from "../platform/index.server";
import { isAdminId, type ActiveSession } from "../accounts/index.server";
import { dropAvatarOf } from "./avatar.server";
import { failure, type SettingsFailure } from "./messages.server";
import { checkCurrentPassword } from "./password.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/**
 * POST /api/auth/account/delete {password, confirm}. Every page, preview,
 * link-name route and custom-host route of the account leaves the bucket
 * first (so a failure there leaves the account intact to try again), then the
 * photo, then the user row — its settings, sessions, tokens, landings, hosts,
 * orders and purchases go with it (ON DELETE CASCADE).
 */
export async function deleteAccount(
  ctx: Ctx,
  request: Request,
  session: ActiveSession,
  raw: Record<string, unknown>,
): Promise<{ ok: true; landingsRemoved: number } | SettingsFailure> {
  if (!isDeleteConfirmed(raw.confirm)) return failure(400, "confirmRequired", { field: "confirm" });
  const userId = session.user.id;
  if (isAdminId(ctx.config, userId)) return failure(403, "adminCannotDelete");
  const user = await findUserById(ctx.db, userId);
  if (!user) return failure(401, "sessionExpired");
  const password = typeof raw.password === "string" ? raw.password : "";
  if (!password) return failure(400, "wrongPassword", { field: "password" });
  const refused = await checkCurrentPassword(request, user, password, "password");
  if (refused) return refused;

  // Deleted at once, the bin included (issue 15): a binned landing is off the edge already.
  const landings = await listAllLandingsOfOwner(ctx.db, userId);
  for (const landing of landings) await removeLandingFromEdge(ctx, landing);
  await dropAvatarOf(ctx, userId);
  await deleteUser(ctx.db, userId);
  return { ok: true, landingsRemoved: landings.length };
}
