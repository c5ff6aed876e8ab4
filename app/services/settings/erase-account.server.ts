import { listAllLandingsOfOwner } from "../../../db/queries/landings";
import { deleteUser } from "../../../db/queries/users";
import { dropPlanTasks } from "../accounts/index.server";
import { removeLandingFromEdge } from "../domains/index.server";
import type { AppContext } from "../platform/index.server";
import { dropAvatarOf } from "./avatar.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/**
 * Removes an account and everything it owns, the one way for both the owner's
 * own deletion and the admin's: every page, preview, link-name route and
 * custom-host route leaves the bucket first (so a failure there leaves the
 * account intact to try again), the bin included (issue 15); then the photo
 * and the plan reminders still waiting (they would only mail nobody); then the
 * user row — its settings, sessions, tokens, landings, hosts, orders and
 * purchases go with it (ON DELETE CASCADE). Answers how many landings went.
 */
export async function eraseAccount(ctx: Ctx, userId: number): Promise<number> {
  const landings = await listAllLandingsOfOwner(ctx.db, userId);
  for (const landing of landings) await removeLandingFromEdge(ctx, landing);
  await dropAvatarOf(ctx, userId);
  await dropPlanTasks(ctx, userId);
  await deleteUser(ctx.db, userId);
  return landings.length;
}
