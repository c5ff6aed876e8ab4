import { LEAD_CHANNELS, LEAD_NOTIFY_EMAIL_TASK, leadNotifyKey } from "../../../core/leads/inbox";
import type { Executor } from "../../../db/database";
import { leadMailOff } from "../../../db/queries/landings";
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
  if (mailOff) return;
  await insertTaskOnce(trx, {
    name: LEAD_NOTIFY_EMAIL_TASK,
    execution_time: at,
    created_at: at,
    payload: JSON.stringify({ leadId }),
    dedupe_key: leadNotifyKey(leadId),
  });
}
