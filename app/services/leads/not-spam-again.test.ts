import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WEBHOOK_RETRY_DELAYS_MS } from "../../../core/leads/channels";
import { LEAD_RETRY_DELAYS_MS } from "../../../core/leads/delivery";
import { call, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import {
  advance,
  allowLoopback,
  connect,
  newLead,
  proLanding,
  syncDate,
  tick,
} from "../../../tests/support/channels-kit";
import { startSmtp, type SmtpStandIn } from "../../../tests/stand-ins/smtp-server";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/stand-ins/webhook-receiver";
import * as one from "../../routes/api+/leads+/$id";
import { createMailer } from "../platform/index.server";

/**
 * Issue 24/25 review: a lead whose delivery is still being retried, marked
 * spam and then "not spam" again, is delivered. The retry that ran while it
 * was spam completed as skipped; before the fix its task kept the key and
 * "not spam" planned nothing, so the delivery stayed pending for good.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let smtp: SmtpStandIn | undefined;
let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  allowLoopback(kit);
  syncDate(kit);
});
afterEach(async () => {
  vi.useRealTimers();
  await smtp?.stop();
  smtp = undefined;
  await receiver.close();
});

/** A port that refuses connections now and that the server can come back on. */
async function downPort(): Promise<number> {
  const probe = await startSmtp();
  await probe.stop();
  return probe.port;
}

const deliveries = (leadId: string) =>
  kit.ctx.db
    .selectFrom("lead_deliveries")
    .select(["channel", "status"])
    .where("lead_id", "=", leadId)
    .orderBy("channel")
    .execute();
const taskResults = () =>
  kit.ctx.db
    .selectFrom("scheduled_tasks")
    .select(["name", "status", "result"])
    .where("name", "like", "lead.%")
    .orderBy("name")
    .execute();

describe("a lead marked spam while its delivery waits, then not spam", () => {
  it("is mailed and sent to its webhook once the servers answer, each exactly once", async () => {
    const port = await downPort();
    kit.ctx.mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: kit.config.mailFrom,
      dataDir: kit.config.dataDir,
    });
    const at = await proLanding(kit);
    const cookie = await kit.signIn(at.owner);
    const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
    receiver.secret = secret;
    const channelId = await connect(kit, at, "webhook", receiver.url, secret);
    await receiver.down();
    const spam = async (value: boolean) => {
      const res = await call(one, "PATCH", `/api/leads/${leadId}`, {
        cookie,
        params: { id: leadId },
        body: { spam: value },
      });
      expect(res.status).toBe(200);
    };

    const leadId = await newLead(kit, at.uuid);
    await tick(kit);
    expect(await deliveries(leadId)).toEqual([
      { channel: "email", status: "pending" },
      { channel: `webhook:${channelId}`, status: "pending" },
    ]);

    // While it is spam, both retries come due and end as skipped.
    await spam(true);
    advance(kit, Math.max(LEAD_RETRY_DELAYS_MS[0]!, WEBHOOK_RETRY_DELAYS_MS[0]!));
    await tick(kit);
    expect(await taskResults()).toEqual([
      { name: "lead.deliver.webhook", status: "completed", result: "skipped: spam" },
      { name: "lead.notify.email", status: "completed", result: "skipped: spam" },
    ]);

    smtp = await startSmtp(port);
    await receiver.up();
    await spam(false);
    await tick(kit);
    expect(smtp.mails).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.verifyError).toBeNull();
    expect(await deliveries(leadId)).toEqual([
      { channel: "email", status: "sent" },
      { channel: `webhook:${channelId}`, status: "sent" },
    ]);

    // Nothing more later, and marking it spam and back again sends nothing twice.
    await spam(true);
    await spam(false);
    advance(kit, LEAD_RETRY_DELAYS_MS[LEAD_RETRY_DELAYS_MS.length - 1]!);
    await tick(kit);
    expect(smtp.mails).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
  }, 20_000);
});
