import {
  PAUSED_NO_PRO,
  channelKey,
  channelTaskKey,
  channelTaskName,
} from "../../../core/leads/channels";
import { isActivePro } from "../../../core/plans";
import type { Executor } from "../../../db/database";
import { listOwnerEnabledChannels } from "../../../db/queries/lead-channels";
import { listPausedLeadDeliveries, reopenLeadDelivery } from "../../../db/queries/lead-deliveries";
import { deleteIdleTaskByKey, insertTaskOnce } from "../../../db/queries/scheduled-tasks";
import { findUserById } from "../../../db/queries/users";
import type { LeadChannelRow } from "../../../db/schema";
import { wakeTasks, type AppContext } from "../platform/index.server";

/**
 * Issue 25: one lead's delivery to one channel planned again — the owner's
 * "Resend", or a renewal resuming what was paused. The delivery is pending
 * again and a fresh task runs it at once on the channel's whole schedule,
 * with the same webhook-id. False while a run of it is in flight.
 */
export async function replanDelivery(
  db: Executor,
  channel: Pick<LeadChannelRow, "id" | "kind">,
  leadId: string,
  now: Date,
): Promise<boolean> {
  const key = channelTaskKey(leadId, channel.id);
  if (!(await deleteIdleTaskByKey(db, key))) return false;
  const at = now.toISOString();
  await reopenLeadDelivery(db, leadId, channelKey(channel), at);
  await insertTaskOnce(db, {
    name: channelTaskName(channel.kind),
    execution_time: at,
    created_at: at,
    payload: JSON.stringify({ leadId, channelId: channel.id }),
    dedupe_key: key,
  });
  return true;
}

/**
 * On renewal (accounts' afterPlanChange): every delivery paused because the
 * owner's PRO had ended is planned again. Leads that came while the plan was
 * off were stored and mailed only; they are not sent now.
 */
export async function resumePausedDeliveries(
  ctx: Pick<AppContext, "db" | "now">,
  ownerId: number,
): Promise<number> {
  const owner = await findUserById(ctx.db, ownerId);
  if (!owner || !isActivePro(owner, ctx.now())) return 0;
  let resumed = 0;
  for (const channel of await listOwnerEnabledChannels(ctx.db, ownerId)) {
    const leads = await listPausedLeadDeliveries(ctx.db, channelKey(channel), PAUSED_NO_PRO);
    for (const leadId of leads) {
      if (await replanDelivery(ctx.db, channel, leadId, ctx.now())) resumed++;
    }
  }
  if (resumed > 0) wakeTasks();
  return resumed;
}
