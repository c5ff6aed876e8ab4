import {
  ATTEMPT_ANSWER_BYTES,
  ATTEMPT_LOG_KEEP,
  CHANNEL_OFF_ERROR,
  CHANNEL_REMOVED_ERROR,
  FAILING_OFF_AFTER_MS,
  PAUSED_NO_PRO,
  channelKey,
} from "../../../core/leads/channels";
import { leadInboxUrl } from "../../../core/leads/delivery";
import { isActivePro } from "../../../core/plans";
import { recordChannelAttempt } from "../../../db/queries/channel-attempts";
import { getLandingByUuid } from "../../../db/queries/landings";
import {
  getLeadChannel,
  switchOffLeadChannel,
  updateLeadChannel,
} from "../../../db/queries/lead-channels";
import {
  closeLeadDelivery,
  listLeadDeliveries,
  recordLeadDelivery,
} from "../../../db/queries/lead-deliveries";
import { getLeadById } from "../../../db/queries/leads";
import { findUserSettings } from "../../../db/queries/user-settings";
import { findUserById } from "../../../db/queries/users";
import type { LeadChannelRow } from "../../../db/schema";
import { leadView } from "../leads/index.server";
import type { AppContext } from "../platform/index.server";
import { mailChannelOff } from "./channel-mail.server";
import { mailDeliveryFailed } from "./failed-mail.server";
import type { CallOutcome, ChannelLead } from "./driver";
import { channelDriver } from "./drivers.server";
import { typedFields } from "./lead-fields.server";

const MAX_ERROR_CHARS = 500;

/** A failed call the runner should try again, no sooner than `retryAfterMs` when set. */
export class ChannelCallFailed extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** The stable id of one lead's delivery to one channel: every retry sends the same. */
export const deliveryIdOf = (leadId: string, channelId: string) => `msg_${leadId}_${channelId}`;

/**
 * One attempt to deliver a lead to one channel (`lead.deliver.*` tasks).
 * Re-reads everything: a lead gone, spam again or already delivered means
 * nothing to do; a channel removed or switched off (by the owner, or for
 * failing while this delivery waited) ends the delivery failed with the
 * reason, so it never waits as pending for good. An owner no longer PRO pauses the
 * channel: the delivery stays pending and is planned again on renewal. Every
 * call reaches the channel's log; a failure is recorded and thrown so the
 * runner retries on the channel's schedule.
 */
export async function deliverToChannel(
  ctx: AppContext,
  input: { leadId: string; channelId: string },
  attempt: { last: boolean },
): Promise<string> {
  const [lead, channel] = await Promise.all([
    getLeadById(ctx.db, input.leadId),
    getLeadChannel(ctx.db, input.channelId),
  ]);
  if (!lead) return "skipped: the lead is gone";
  if (lead.spam === 1) return "skipped: spam";
  if (!channel) {
    const deliveries = await listLeadDeliveries(ctx.db, lead.id);
    // The key is "{kind}:{id}" and the kind went with the row.
    const gone = deliveries.find((d) => d.channel.endsWith(`:${input.channelId}`));
    if (gone) {
      const at = ctx.now().toISOString();
      await closeLeadDelivery(ctx.db, lead.id, gone.channel, CHANNEL_REMOVED_ERROR, at);
    }
    return "skipped: the channel is gone";
  }
  const landing = await getLandingByUuid(ctx.db, lead.landing_uuid);
  // A channel of another landing or of an earlier owner never gets the lead.
  if (
    channel.landing_uuid !== lead.landing_uuid ||
    channel.owner_id !== lead.owner_id ||
    channel.owner_id !== landing?.parent_user
  ) {
    return "skipped: the channel is not the landing owner's";
  }
  const key = channelKey(channel);
  const delivery = (await listLeadDeliveries(ctx.db, lead.id)).find((d) => d.channel === key);
  if (delivery?.status === "sent") return "skipped: sent already";
  if (channel.enabled !== 1) {
    await closeLeadDelivery(ctx.db, lead.id, key, CHANNEL_OFF_ERROR, ctx.now().toISOString());
    return `skipped: the channel is off (${channel.off_reason ?? "owner"})`;
  }
  const owner = await findUserById(ctx.db, lead.owner_id);
  if (!owner) return "skipped: the owner is gone";
  const now = () => ctx.now().toISOString();
  if (!isActivePro(owner, ctx.now())) {
    await recordLeadDelivery(ctx.db, lead.id, key, {
      status: "pending",
      error: PAUSED_NO_PRO,
      now: now(),
    });
    return PAUSED_NO_PRO;
  }
  const driver = channelDriver(channel.kind);
  const settings = await findUserSettings(ctx.db, owner.id);
  const channelLead: ChannelLead = {
    ...leadView(lead),
    project: landing?.projectname || landing?.companyname || "",
    inboxUrl: leadInboxUrl(ctx.config.appUrl, lead.id),
    ownerLanguage: settings?.language ?? "ru",
    typedFields: typedFields(lead, landing?.published_content),
  };
  const deliveryId = deliveryIdOf(lead.id, channel.id);
  const outcome: CallOutcome = driver
    ? await driver.send(ctx, channel, channelLead, deliveryId)
    : { ok: false, durationMs: 0, error: `no driver for ${channel.kind}` };
  await logCall(ctx, channel, { leadId: lead.id, deliveryId }, outcome);

  if (outcome.ok) {
    await recordLeadDelivery(ctx.db, lead.id, key, { status: "sent", now: now() });
    if (channel.failing_since) {
      await updateLeadChannel(ctx.db, channel.id, { failing_since: null }, now());
    }
    return "sent";
  }
  const error = (outcome.error ?? `answered ${outcome.status ?? "nothing"}`).slice(
    0,
    MAX_ERROR_CHARS,
  );
  await recordLeadDelivery(ctx.db, lead.id, key, {
    status: attempt.last || outcome.disable ? "failed" : "pending",
    error,
    now: now(),
  });
  await noteFailure(ctx, channel, outcome);
  if (outcome.disable) return `failed: ${error} (channel switched off)`;
  if (attempt.last) await mailDeliveryFailed(ctx, channel, lead.id, error);
  throw new ChannelCallFailed(error, outcome.retryAfterMs);
}

/** Appends a call to the channel's log (the last ATTEMPT_LOG_KEEP are kept). */
export async function logCall(
  ctx: Pick<AppContext, "db" | "now">,
  channel: Pick<LeadChannelRow, "id">,
  ids: { leadId: string | null; deliveryId: string },
  outcome: CallOutcome,
): Promise<void> {
  await recordChannelAttempt(
    ctx.db,
    {
      channel_id: channel.id,
      lead_id: ids.leadId,
      delivery_id: ids.deliveryId,
      at: ctx.now().toISOString(),
      ok: outcome.ok ? 1 : 0,
      status_code: outcome.status ?? null,
      duration_ms: Math.round(outcome.durationMs),
      answer: (outcome.answer ?? "").slice(0, ATTEMPT_ANSWER_BYTES),
      error: outcome.error?.slice(0, MAX_ERROR_CHARS) ?? null,
    },
    ATTEMPT_LOG_KEEP,
  );
}

/**
 * A failure starts or continues the channel's failure run. A blocked bot, or
 * a run longer than FAILING_OFF_AFTER_MS, switches the channel off and mails
 * the owner: once, by the one call that switched it (channel-mail.server.ts).
 */
async function noteFailure(
  ctx: AppContext,
  channel: LeadChannelRow,
  outcome: CallOutcome,
): Promise<void> {
  const at = ctx.now();
  const since = channel.failing_since ?? at.toISOString();
  const off = outcome.disable
    ? "blocked"
    : at.getTime() - Date.parse(since) >= FAILING_OFF_AFTER_MS
      ? "failing"
      : null;
  if (!off) {
    await updateLeadChannel(ctx.db, channel.id, { failing_since: since }, at.toISOString());
    return;
  }
  // Deliveries run side by side: only the one that actually switched it off mails.
  if (await switchOffLeadChannel(ctx.db, channel.id, off, since, at.toISOString())) {
    await mailChannelOff(ctx, channel, off);
  }
}
