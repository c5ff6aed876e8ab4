import { randomBytes } from "node:crypto";
import { HttpError } from "../../../core/http-error";
import {
  ATTEMPT_LOG_KEEP,
  MAX_WEBHOOKS_PER_LANDING,
  SECRET_OVERLAP_MS,
} from "../../../core/leads/channels";
import { leadInboxUrl } from "../../../core/leads/delivery";
import { listChannelAttempts } from "../../../db/queries/channel-attempts";
import {
  deleteLeadChannel,
  getLeadChannelOfOwner,
  insertLeadChannel,
  listLeadChannels,
  updateLeadChannel,
} from "../../../db/queries/lead-channels";
import { getLeadById } from "../../../db/queries/leads";
import { namespaceT } from "../accounts/index.server";
import { wakeTasks } from "../platform/index.server";
import {
  attemptView,
  channelView,
  newChannelId,
  ownerUrl,
  requireChannelLanding,
  type Ctx,
  type Owner,
} from "./channels-api.server";
import { logCall } from "./deliver.server";
import type { ChannelLead } from "./driver";
import { replanDelivery } from "./replan.server";
import { newWebhookSecret, postSigned, webhookBody } from "./webhook.server";

/**
 * Issue 25, the owner's webhook endpoints (up to 3 a landing). The secret is
 * answered when the endpoint is made and after a rotation, never again.
 */

async function requireWebhook(ctx: Ctx, owner: Owner, uuid: string, wid: string) {
  await requireChannelLanding(ctx, owner, uuid);
  const row = await getLeadChannelOfOwner(ctx.db, owner.id, wid);
  if (!row || row.landing_uuid !== uuid || row.kind !== "webhook") {
    throw new HttpError(404, "notFound");
  }
  return row;
}

/** POST /api/landings/{id}/channels/webhooks {url} → {id, url, secret} */
export async function createWebhook(ctx: Ctx, owner: Owner, uuid: string, body: unknown) {
  await requireChannelLanding(ctx, owner, uuid);
  const url = await ownerUrl(ctx, owner, body);
  if ((await listLeadChannels(ctx.db, uuid, "webhook")).length >= MAX_WEBHOOKS_PER_LANDING) {
    const text = namespaceT("channels", owner.language)("tooManyWebhooks", {
      max: MAX_WEBHOOKS_PER_LANDING,
    });
    throw new HttpError(409, "tooManyWebhooks", { max: MAX_WEBHOOKS_PER_LANDING }, { text });
  }
  const id = newChannelId();
  const secret = newWebhookSecret();
  const now = ctx.now().toISOString();
  await insertLeadChannel(ctx.db, {
    id,
    landing_uuid: uuid,
    owner_id: owner.id,
    kind: "webhook",
    url,
    chat_id: null,
    chat_title: null,
    secret,
    previous_secret: null,
    previous_secret_until: null,
    off_reason: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  });
  return { id, url, secret };
}

/** PATCH …/webhooks/{wid} {url?, enabled?}: switching on clears the failure run. */
export async function patchWebhook(
  ctx: Ctx,
  owner: Owner,
  uuid: string,
  wid: string,
  body: unknown,
) {
  const row = await requireWebhook(ctx, owner, uuid, wid);
  const b = (body ?? {}) as { url?: unknown; enabled?: unknown };
  if (b.enabled !== undefined && typeof b.enabled !== "boolean") {
    throw new HttpError(400, "invalidField", { field: "enabled" });
  }
  const url = b.url === undefined ? undefined : await ownerUrl(ctx, owner, b);
  const state =
    b.enabled === undefined
      ? {}
      : b.enabled
        ? { enabled: 1, off_reason: null, failing_since: null }
        : { enabled: 0, off_reason: "owner" as const };
  await updateLeadChannel(
    ctx.db,
    row.id,
    { ...(url && { url }), ...state },
    ctx.now().toISOString(),
  );
  return channelView(ctx, (await getLeadChannelOfOwner(ctx.db, owner.id, wid))!);
}

/** DELETE …/webhooks/{wid}: its planned deliveries find it gone and stop. */
export async function deleteWebhook(ctx: Ctx, owner: Owner, uuid: string, wid: string) {
  const row = await requireWebhook(ctx, owner, uuid, wid);
  await deleteLeadChannel(ctx.db, row.id);
  return { deleted: true };
}

/** POST …/webhooks/{wid}/rotate-secret → {id, secret}: the old one also signs for 24 h. */
export async function rotateWebhookSecret(ctx: Ctx, owner: Owner, uuid: string, wid: string) {
  const row = await requireWebhook(ctx, owner, uuid, wid);
  const secret = newWebhookSecret();
  const now = ctx.now();
  const until = new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString();
  await updateLeadChannel(
    ctx.db,
    row.id,
    { secret, previous_secret: row.secret, previous_secret_until: until },
    now.toISOString(),
  );
  return { id: row.id, secret, previousSecretUntil: until };
}

/** An example lead for "Send test": the landing's own name, every part of the payload filled. */
function testLead(ctx: Ctx, owner: Owner, uuid: string, project: string): ChannelLead {
  const id = `test_${randomBytes(8).toString("base64url")}`;
  const at = ctx.now().toISOString();
  return {
    id,
    status: "new",
    spam: false,
    createdAt: at,
    landing: uuid,
    project,
    fields: [{ label: "Name", value: "Test" }],
    typedFields: [
      { name: "name", kind: "name", label: "Name", value: "Test" },
      { name: "phone", kind: "phone", label: "Phone", value: "+10000000000" },
    ],
    item: null,
    pageUrl: "",
    pageLang: "",
    referrer: "",
    utm: { source: "", medium: "", campaign: "", term: "", content: "" },
    consent: { text: "", hash: "", policyUrl: "", at, ip: null, userAgent: "" },
    inboxUrl: leadInboxUrl(ctx.config.appUrl, id),
    ownerLanguage: owner.language ?? "ru",
  };
}

/** POST …/webhooks/{wid}/test: one signed test event now, logged like any delivery. */
export async function testWebhook(ctx: Ctx, owner: Owner, uuid: string, wid: string) {
  const landing = await requireChannelLanding(ctx, owner, uuid);
  const row = await requireWebhook(ctx, owner, uuid, wid);
  const lead = testLead(ctx, owner, uuid, landing.projectname || landing.companyname || "");
  const deliveryId = `msg_${lead.id}_${row.id}`;
  const outcome = await postSigned(ctx, row, deliveryId, webhookBody(lead, { test: true }));
  await logCall(ctx, row, { leadId: null, deliveryId }, outcome);
  return {
    ok: outcome.ok,
    statusCode: outcome.status ?? null,
    durationMs: Math.round(outcome.durationMs),
    error: outcome.error ?? null,
  };
}

/** GET …/webhooks/{wid}/deliveries: the last 50 calls, newest first. */
export async function listWebhookDeliveries(ctx: Ctx, owner: Owner, uuid: string, wid: string) {
  const row = await requireWebhook(ctx, owner, uuid, wid);
  const log = await listChannelAttempts(ctx.db, row.id, ATTEMPT_LOG_KEEP);
  return { deliveries: log.map(attemptView) };
}

/** POST …/webhooks/{wid}/deliveries/{did}/resend: the lead's delivery planned again. */
export async function resendWebhookDelivery(
  ctx: Ctx,
  owner: Owner,
  uuid: string,
  wid: string,
  did: string,
) {
  const row = await requireWebhook(ctx, owner, uuid, wid);
  const log = await listChannelAttempts(ctx.db, row.id, ATTEMPT_LOG_KEEP);
  const leadId = log.find((a) => a.delivery_id === did)?.lead_id;
  const lead = leadId ? await getLeadById(ctx.db, leadId) : undefined;
  if (!lead || lead.owner_id !== owner.id) throw new HttpError(404, "notFound");
  const planned = await replanDelivery(ctx.db, row, lead.id, ctx.now());
  if (planned) wakeTasks();
  return { planned, inFlight: !planned };
}
