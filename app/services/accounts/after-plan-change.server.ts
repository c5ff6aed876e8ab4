import { listAllPublished } from "../../../db/queries/landings";
import { PAUSED_NO_PRO } from "../../../core/leads/channels";
import { isActivePro } from "../../../core/plans";
import { hasPausedLeadDeliveries } from "../../../db/queries/lead-deliveries";
import { insertScheduledTask } from "../../../db/queries/scheduled-tasks";
import { findUserById } from "../../../db/queries/users";
import type { AppContext } from "../platform/index.server";
import { rebuildLocked, refreshOwnerMeta } from "../publishing/index.server";
import { planAccountTasks } from "./plan-tasks.server";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

export interface PlanFollowUp {
  /** The owner's published pages, each with its meta rewritten. */
  metaRewritten: number;
  /** Of those, the pages rendered again: their PRO colours, badge or language versions changed. */
  rerendered: number;
}

/**
 * What follows every change to an account's plan, whichever path made it (a
 * payment, a refund, an admin's grant or new date, the expiry task; issue 22).
 * The meta of each published page is rewritten first, so the edge shows the
 * page live or dark on the next request; then each page whose output depends
 * on the plan (core/plans pageShowsPro) is rendered again, and both are purged;
 * last, the account's reminder and expiry tasks are planned for its current
 * date, and the lead deliveries to channels paused while PRO was off are
 * planned again. Safe to run again: the second run finds nothing to render or plan.
 */
export async function afterPlanChange(ctx: Ctx, userId: number): Promise<PlanFollowUp> {
  const metaRewritten = await refreshOwnerMeta(ctx, userId);
  let rerendered = 0;
  for (const landing of await listAllPublished(ctx.db, { userId }, ctx.now())) {
    if ((await rebuildLocked(ctx, landing)) === "written") rerendered++;
  }
  await planAccountTasks(ctx, userId);
  await planLeadResume(ctx, userId);
  return { metaRewritten, rerendered };
}

/**
 * Issue 25: an owner who is PRO (again) gets the lead deliveries to their
 * channels that were paused while the plan was off planned again, by the
 * `lead.resume` task (the channels feature reads accounts, so accounts plans
 * a task rather than calling it).
 */
async function planLeadResume(ctx: Ctx, userId: number): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !isActivePro(user, ctx.now())) return;
  if (!(await hasPausedLeadDeliveries(ctx.db, userId, PAUSED_NO_PRO))) return;
  const at = ctx.now().toISOString();
  await insertScheduledTask(ctx.db, {
    name: "lead.resume",
    execution_time: at,
    created_at: at,
    payload: JSON.stringify({ userId }),
  });
}
