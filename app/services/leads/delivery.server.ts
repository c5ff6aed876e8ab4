import { channelKey, channelTaskKey, channelTaskName } from "../../../core/leads/channels";
import { LEAD_CHANNELS, LEAD_NOTIFY_EMAIL_TASK, leadNotifyKey } from "../../../core/leads/inbox";
import { isActivePro } from "../../../core/plans";
import type { Executor } from "../../../db/database";
import { getLandingByUuid, leadMailOff } from "../../../db/queries/landings";
import { listEnabledLeadChannels } from "../../../db/queries/lead-channels";
import { findUserById } from "../../../db/queries/users";
import {
  insertLeadDeliveries,
  listLeadDeliveries,
  reopenLeadDelivery,
} from "../../../db/queries/lead-deliveries";
import { deleteIdleTaskByKey, insertTaskOnce } from "../../../db/queries/scheduled-tasks";

/** How a lead's deliveries are planned: a new lead's first time, or `again` for one marked "not spam". */
interface Plan {
  leadId: string;
  at: string;
  again: boolean;
  /** Channels whose delivery is sent already (read only when planning again). */
  sent: ReadonlySet<string>;
}

/**
 * One delivery's task. A first plan adds it once (its key). Planning again
 * re-arms what ran while the lead was spam: those runs completed as skipped,
 * and their task would hold the key for good and nothing would be sent. A
 * delivery already sent is left, and so is one whose task is running now.
 */
async function planTask(
  trx: Executor,
  plan: Plan,
  channel: string,
  task: { name: string; payload: string; key: string },
): Promise<void> {
  if (plan.again) {
    if (plan.sent.has(channel)) return;
    if (!(await deleteIdleTaskByKey(trx, task.key))) return;
    await reopenLeadDelivery(trx, plan.leadId, channel, plan.at);
  }
  await insertTaskOnce(trx, {
    name: task.name,
    execution_time: plan.at,
    created_at: plan.at,
    payload: task.payload,
    dedupe_key: task.key,
  });
}

/**
 * Plans a lead's delivery inside the caller's transaction: a pending row per
 * channel and the mail task, due now. Called for a new lead that is not spam
 * and for one the owner marks "not spam" (`again`: see planTask); the task's
 * key makes it once only.
 * A landing whose owner switched its mail off gets no mail channel: the
 * switch is read here, at the lead's planning, so it counts for the next lead
 * without a publish.
 */
export async function planDelivery(
  trx: Executor,
  lead: { id: string; landingUuid: string },
  now: Date,
  o: { again?: boolean } = {},
): Promise<void> {
  const leadId = lead.id;
  const at = now.toISOString();
  const again = o.again === true;
  const sent = again
    ? new Set(
        (await listLeadDeliveries(trx, leadId))
          .filter((d) => d.status === "sent")
          .map((d) => d.channel),
      )
    : new Set<string>();
  const plan: Plan = { leadId, at, again, sent };
  const mailOff = await leadMailOff(trx, lead.landingUuid);
  const channels = LEAD_CHANNELS.filter((c) => c !== "email" || !mailOff);
  if (channels.length) await insertLeadDeliveries(trx, leadId, channels, at);
  if (!mailOff) {
    await planTask(trx, plan, "email", {
      name: LEAD_NOTIFY_EMAIL_TASK,
      payload: JSON.stringify({ leadId }),
      key: leadNotifyKey(leadId),
    });
  }
  await planChannelDeliveries(trx, plan, lead.landingUuid, now);
}

/**
 * Issue 25: a pending row and a task per enabled channel of the landing. The
 * channels are PRO: while the owner's plan has ended they are paused, and the
 * lead is stored and mailed only.
 */
async function planChannelDeliveries(
  trx: Executor,
  plan: Plan,
  landingUuid: string,
  now: Date,
): Promise<void> {
  const landing = await getLandingByUuid(trx, landingUuid);
  if (!landing) return;
  // Only the landing's owner's channels: a channel left by an earlier owner never gets this lead.
  const channels = (await listEnabledLeadChannels(trx, landingUuid)).filter(
    (c) => c.owner_id === landing.parent_user,
  );
  if (channels.length === 0) return;
  const owner = await findUserById(trx, landing.parent_user);
  if (!owner || !isActivePro(owner, now)) return;
  const { leadId } = plan;
  await insertLeadDeliveries(trx, leadId, channels.map(channelKey), plan.at);
  for (const channel of channels) {
    await planTask(trx, plan, channelKey(channel), {
      name: channelTaskName(channel.kind),
      payload: JSON.stringify({ leadId, channelId: channel.id }),
      key: channelTaskKey(leadId, channel.id),
    });
  }
}
