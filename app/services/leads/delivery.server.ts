import { channelKey, channelTaskKey, channelTaskName } from "../../../core/leads/channels";
import { LEAD_CHANNELS, LEAD_NOTIFY_EMAIL_TASK, leadNotifyKey } from "../../../core/leads/inbox";
import { isActivePro } from "../../../core/plans";
import type { Executor } from "../../../db/database";
import { leadMailOff } from "../../../db/queries/landings";
import { listEnabledLeadChannels } from "../../../db/queries/lead-channels";
import { findUserById } from "../../../db/queries/users";
import { insertLeadDeliveries } from "../../../db/queries/lead-deliveries";
import { insertTaskOnce } from "../../../db/queries/scheduled-tasks";

/**
 * Plans a lead's delivery inside the caller's transaction: a pending row per
 * channel and the mail task, due now. Called for a new lead that is not spam
 * and for one the owner marks "not spam"; the task's key makes it once only.
 * A landing whose owner switched its mail off gets no mail channel: the
 * switch is read here, at the lead's planning, so it counts for the next lead
 * without a publish.
 */
export async function planDelivery(
  trx: Executor,
  lead: { id: string; landingUuid: string },
  now: Date,
): Promise<void> {
  const leadId = lead.id;
  const at = now.toISOString();
  const mailOff = await leadMailOff(trx, lead.landingUuid);
  const channels = LEAD_CHANNELS.filter((c) => c !== "email" || !mailOff);
  if (channels.length) await insertLeadDeliveries(trx, leadId, channels, at);
  if (!mailOff) {
    await insertTaskOnce(trx, {
      name: LEAD_NOTIFY_EMAIL_TASK,
      execution_time: at,
      created_at: at,
      payload: JSON.stringify({ leadId }),
      dedupe_key: leadNotifyKey(leadId),
    });
  }
  await planChannelDeliveries(trx, leadId, lead.landingUuid, now);
}

/**
 * Issue 25: a pending row and a task per enabled channel of the landing. The
 * channels are PRO: while the owner's plan has ended they are paused, and the
 * lead is stored and mailed only.
 */
async function planChannelDeliveries(
  trx: Executor,
  leadId: string,
  landingUuid: string,
  now: Date,
): Promise<void> {
  const channels = await listEnabledLeadChannels(trx, landingUuid);
  if (channels.length === 0) return;
  const owner = await findUserById(trx, channels[0]!.owner_id);
  if (!owner || !isActivePro(owner, now)) return;
  const at = now.toISOString();
  await insertLeadDeliveries(trx, leadId, channels.map(channelKey), at);
  for (const channel of channels) {
    await insertTaskOnce(trx, {
      name: channelTaskName(channel.kind),
      execution_time: at,
      created_at: at,
      payload: JSON.stringify({ leadId, channelId: channel.id }),
      dedupe_key: channelTaskKey(leadId, channel.id),
    });
  }
}
