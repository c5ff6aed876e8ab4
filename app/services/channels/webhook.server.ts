import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { LeadChannelRow } from "../../../db/schema";
import type { AppContext } from "../platform/index.server";
import type { CallOutcome, ChannelDriver, ChannelLead } from "./driver";
import { createOutboundPort, type OutboundPort, type OutboundReply } from "./outbound.server";

/**
 * Issue 25: webhooks as the Standard Webhooks specification says. Each attempt
 * is a JSON POST `{type, timestamp, data}` signed afresh: `webhook-id` (the
 * same for every retry of one delivery), `webhook-timestamp` (this attempt's
 * second) and `webhook-signature` (`v1,` + base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}`), made by the official `standardwebhooks` package.
 * The payload schema is documented in docs/webhooks.md; a change to it raises
 * WEBHOOK_SCHEMA_VERSION.
 */
export const WEBHOOK_SCHEMA_VERSION = 1;
export const WEBHOOK_EVENT = "lead.created";

/** A new endpoint's secret: `whsec_` and 32 random bytes in base64, as the specification shows. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

/** The payload's `data`: the lead as the owner's inbox shows it. */
export function webhookData(lead: ChannelLead, o: { test?: boolean } = {}) {
  return {
    version: WEBHOOK_SCHEMA_VERSION,
    ...(o.test && { test: true }),
    id: lead.id,
    createdAt: lead.createdAt,
    landing: { id: lead.landing, project: lead.project },
    fields: lead.typedFields.map((f) => ({
      name: f.name,
      kind: f.kind,
      label: f.label,
      value: f.value,
    })),
    item: lead.item,
    page: { url: lead.pageUrl, lang: lead.pageLang, referrer: lead.referrer },
    utm: lead.utm,
    consent: lead.consent,
    inboxUrl: lead.inboxUrl,
  };
}

export function webhookBody(lead: ChannelLead, o: { test?: boolean } = {}): string {
  return JSON.stringify({
    type: WEBHOOK_EVENT,
    timestamp: lead.createdAt,
    data: webhookData(lead, o),
  });
}

/** The secrets that sign now: the current one, and the previous one for 24 h after a rotation. */
export function signingSecrets(
  channel: Pick<LeadChannelRow, "secret" | "previous_secret" | "previous_secret_until">,
  now: Date,
): string[] {
  const secrets = channel.secret ? [channel.secret] : [];
  const until = channel.previous_secret_until ? Date.parse(channel.previous_secret_until) : 0;
  if (channel.previous_secret && until > now.getTime()) secrets.push(channel.previous_secret);
  return secrets;
}

/** The three Standard Webhooks headers; several secrets give space-separated signatures. */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((s) => new Webhook(s).sign(id, at, body)).join(" "),
  };
}

/** The port every owner's URL is called through, under this server's policy. */
export const outboundPort = (ctx: Pick<AppContext, "config">): OutboundPort =>
  createOutboundPort(ctx.config.outbound);

/** A receiver's reply as a log entry: a 2xx is success, anything else a failure. */
export function replyOutcome(reply: OutboundReply): CallOutcome {
  const ok =
    !reply.error && reply.status !== undefined && reply.status >= 200 && reply.status < 300;
  return {
    ok,
    ...(reply.status !== undefined && { status: reply.status }),
    durationMs: reply.durationMs,
    ...(reply.answer !== undefined && { answer: reply.answer }),
    ...(!ok && { error: reply.error ?? `answered ${reply.status}` }),
  };
}

/** One signed POST of `body` to the endpoint. */
export async function postSigned(
  ctx: Pick<AppContext, "config" | "now">,
  channel: LeadChannelRow,
  deliveryId: string,
  body: string,
): Promise<CallOutcome> {
  if (!channel.url) return { ok: false, durationMs: 0, error: "no URL" };
  const at = ctx.now();
  const headers = signedHeaders(signingSecrets(channel, at), deliveryId, at, body);
  return replyOutcome(await outboundPort(ctx).postJson(channel.url, body, headers));
}

export const webhookDriver: ChannelDriver = {
  kind: "webhook",
  send: (ctx, channel, lead, deliveryId) => postSigned(ctx, channel, deliveryId, webhookBody(lead)),
};
