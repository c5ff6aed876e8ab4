import { LEAD_CHANNELS, LEAD_NOTIFY_EMAIL_TASK, leadNotifyKey } from "../../../core/leads/inbox";
import type { Executor } from "../../../db/database";
import { insertLeadDeliveries } from "../../../db/queries/lead-deliveries";
import { insertTaskOnce } from "../../../db/queries/scheduled-tasks";

/**
 * Plans a lead's delivery inside the caller's transaction: a pending row per
 * channel and the mail task, due now. Called for a new lead that is not spam
 * and for one the owner marks "not spam"; the task's key makes it once only.
 */
export async function planDelivery(trx: Executor, leadId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await insertLeadDeliveries(trx, leadId, LEAD_CHANNELS, at);
  await insertTaskOnce(trx, {
    name: LEAD_NOTIFY_EMAIL_TASK,
    execution_time: at,
    created_at: at,
    payload: JSON.stringify({ leadId }),
    dedupe_key: leadNotifyKey(leadId),
  });
}
