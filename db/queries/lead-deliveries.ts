import type { Executor } from "../database";
import type { LeadDeliveryRow, LeadDeliveryStatus } from "../schema";

/** Issue 24: each channel's delivery of a lead, one row per lead and channel. */

/** A pending row per channel; a channel already there is left as it is. */
export async function insertLeadDeliveries(
  db: Executor,
  leadId: string,
  channels: readonly string[],
  now: string,
): Promise<void> {
  if (channels.length === 0) return;
  await db
    .insertInto("lead_deliveries")
    .values(channels.map((channel) => ({ lead_id: leadId, channel, updated_at: now })))
    .onConflict((oc) => oc.columns(["lead_id", "channel"]).doNothing())
    .execute();
}

export async function listLeadDeliveries(db: Executor, leadId: string): Promise<LeadDeliveryRow[]> {
  return db
    .selectFrom("lead_deliveries")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("channel")
    .execute();
}

/** Records one attempt's outcome; false when the lead or channel is gone. */
export async function recordLeadDelivery(
  db: Executor,
  leadId: string,
  channel: string,
  outcome: { status: LeadDeliveryStatus; error?: string | null; now: string },
): Promise<boolean> {
  const r = await db
    .updateTable("lead_deliveries")
    .set((eb) => ({
      status: outcome.status,
      attempts: eb("attempts", "+", 1),
      last_error: outcome.error ?? null,
      updated_at: outcome.now,
    }))
    .where("lead_id", "=", leadId)
    .where("channel", "=", channel)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Issue 25: a delivery that can no longer go out (its channel is off or
 * removed) ends failed with the reason; one already sent stays sent. Not an
 * attempt: nothing was called.
 */
export async function closeLeadDelivery(
  db: Executor,
  leadId: string,
  channel: string,
  reason: string,
  now: string,
): Promise<void> {
  await db
    .updateTable("lead_deliveries")
    .set({ status: "failed", last_error: reason, updated_at: now })
    .where("lead_id", "=", leadId)
    .where("channel", "=", channel)
    .where("status", "<>", "sent")
    .execute();
}

/** Issue 25: a delivery planned again (a resend, a resume): pending, its error cleared, made if missing. */
export async function reopenLeadDelivery(
  db: Executor,
  leadId: string,
  channel: string,
  now: string,
): Promise<void> {
  await db
    .insertInto("lead_deliveries")
    .values({ lead_id: leadId, channel, updated_at: now })
    .onConflict((oc) =>
      oc
        .columns(["lead_id", "channel"])
        .doUpdateSet({ status: "pending", last_error: null, updated_at: now }),
    )
    .execute();
}

/** Issue 25: the pending deliveries of a channel that were paused (PRO ended) — what renewal resumes. */
export async function listPausedLeadDeliveries(
  db: Executor,
  channel: string,
  pausedError: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom("lead_deliveries")
    .select("lead_id")
    .where("channel", "=", channel)
    .where("status", "=", "pending")
    .where("last_error", "=", pausedError)
    .execute();
  return rows.map((r) => r.lead_id);
}

/** Issue 25: whether any delivery of this owner's leads waits paused (so a renewal has work). */
export async function hasPausedLeadDeliveries(
  db: Executor,
  ownerId: number,
  pausedError: string,
): Promise<boolean> {
  const row = await db
    .selectFrom("lead_deliveries")
    .innerJoin("leads", "leads.id", "lead_deliveries.lead_id")
    .select("lead_deliveries.lead_id")
    .where("leads.owner_id", "=", ownerId)
    .where("lead_deliveries.status", "=", "pending")
    .where("lead_deliveries.last_error", "=", pausedError)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
