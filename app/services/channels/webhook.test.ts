import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SECRET_OVERLAP_MS } from "../../../core/leads/channels";
import { listChannelAttempts } from "../../../db/queries/channel-attempts";
import { updateLeadChannel } from "../../../db/queries/lead-channels";
import { Webhook } from "standardwebhooks";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import {
  advance,
  allowLoopback,
  connect,
  delivery,
  newLead,
  proLanding,
  syncDate,
  tick,
} from "../../../tests/support/channels-kit";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/stand-ins/webhook-receiver";
import { newWebhookSecret, signedHeaders, signingSecrets } from "./webhook.server";

/** Issue 25: Standard Webhooks deliveries, verified by a receiver using the official package. */
let kit: Kit;
withFreshKit((k) => (kit = k));
let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  allowLoopback(kit);
  syncDate(kit);
});
afterEach(async () => {
  vi.useRealTimers();
  await receiver.close();
});

describe("signing", () => {
  it("signs v1 = base64 HMAC-SHA256 of {id}.{timestamp}.{body}, keyed by the secret after whsec_", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const at = new Date("2026-11-25T12:00:07.900Z");
    const body = '{"type":"lead.created"}';
    const headers = signedHeaders([secret], "msg_1", at, body);
    const key = Buffer.from(secret.slice("whsec_".length), "base64");
    const mac = createHmac("sha256", key).update(`msg_1.1795608007.${body}`).digest("base64");
    expect(headers).toEqual({
      "webhook-id": "msg_1",
      "webhook-timestamp": "1795608007",
      "webhook-signature": `v1,${mac}`,
    });
    vi.setSystemTime(at);
    expect(new Webhook(secret).verify(body, headers)).toEqual({ type: "lead.created" });
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it("signs with both secrets for 24 hours after a rotation, then with the new one only", () => {
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()];
    const now = kit.clock.now;
    const row = {
      secret: newSecret,
      previous_secret: oldSecret,
      previous_secret_until: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString(),
    };
    expect(signingSecrets(row, now)).toEqual([newSecret, oldSecret]);
    const body = "{}";
    const headers = signedHeaders(signingSecrets(row, now), "msg_2", now, body);
    expect(headers["webhook-signature"].split(" ")).toHaveLength(2);
    for (const s of [oldSecret, newSecret])
      expect(() => new Webhook(s).verify(body, headers)).not.toThrow();
    expect(signingSecrets(row, new Date(now.getTime() + SECRET_OVERLAP_MS))).toEqual([newSecret]);
  });
});

describe("the webhook driver", () => {
  it("delivers a lead as lead.created that the receiver verifies, with fields, item, UTM, page and consent", async () => {
    const at = await proLanding(kit);
    const secret = newWebhookSecret();
    receiver.secret = secret;
    const channelId = await connect(kit, at, "webhook", receiver.url, secret);
    const leadId = await newLead(kit, at.uuid, { mail: "anna@example.com", note: "Позвоните" });
    await tick(kit);

    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.verifyError).toBeNull();
    expect(got!.headers["webhook-id"]).toBe(`msg_${leadId}_${channelId}`);
    expect(got!.headers["content-type"]).toBe("application/json");
    const payload = got!.payload as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe("lead.created");
    expect(Date.parse(payload.timestamp)).toBe(kit.clock.now.getTime());
    expect(payload.data).toMatchObject({
      version: 1,
      id: leadId,
      landing: { id: at.uuid, project: "Цветы у дома" },
      fields: [
        { name: "name", kind: "name", label: "Имя", value: "Анна" },
        { name: "phone", kind: "phone", label: "Телефон", value: "+7 900 123-45-67" },
        { name: "mail", kind: "email", label: "Почта", value: "anna@example.com" },
        { name: "note", kind: "message", label: "Комментарий", value: "Позвоните" },
      ],
      item: null,
      page: { url: "https://pages.test/l/shop", lang: "ru" },
      utm: { source: "vk" },
      consent: { text: "Я согласен на обработку персональных данных" },
      inboxUrl: `https://app.test/leads/${leadId}`,
    });
    expect((await delivery(kit, leadId, channelId))!.status).toBe("sent");
    const [log] = await listChannelAttempts(kit.ctx.db, channelId, 5);
    expect(log).toMatchObject({ ok: 1, status_code: 200, answer: "ok", error: null });
  });

  it("counts a non-2xx answer as a failure and retries with the same webhook-id, signed afresh", async () => {
    const at = await proLanding(kit);
    const secret = newWebhookSecret();
    receiver.secret = secret;
    const channelId = await connect(kit, at, "webhook", receiver.url, secret);
    const leadId = await newLead(kit, at.uuid);
    receiver.answer = { status: 500, body: "boom" };
    await tick(kit);
    expect((await delivery(kit, leadId, channelId))!).toMatchObject({
      status: "pending",
      last_error: "answered 500",
    });
    receiver.answer = { status: 204 };
    advance(kit, 5000);
    await tick(kit);
    expect(receiver.received.map((r) => r.headers["webhook-id"])).toEqual([
      `msg_${leadId}_${channelId}`,
      `msg_${leadId}_${channelId}`,
    ]);
    const [first, second] = receiver.received.map((r) => Number(r.headers["webhook-timestamp"]));
    expect(second! - first!).toBe(5);
    expect(receiver.received.every((r) => r.verifyError === null)).toBe(true);
    expect((await delivery(kit, leadId, channelId))!.status).toBe("sent");
    const log = await listChannelAttempts(kit.ctx.db, channelId, 5);
    expect(log.map((l) => [l.ok, l.status_code, l.answer])).toEqual([
      [1, 204, ""],
      [0, 500, "boom"],
    ]);
  });

  it("signs with the old and the new secret during a rotation: a receiver still on the old one verifies", async () => {
    const at = await proLanding(kit);
    const [oldSecret, newSecret] = [newWebhookSecret(), newWebhookSecret()];
    const channelId = await connect(kit, at, "webhook", receiver.url, newSecret);
    await updateLeadChannel(
      kit.ctx.db,
      channelId,
      {
        previous_secret: oldSecret,
        previous_secret_until: new Date(kit.clock.now.getTime() + SECRET_OVERLAP_MS).toISOString(),
      },
      kit.clock.now.toISOString(),
    );
    receiver.secret = oldSecret;
    await newLead(kit, at.uuid);
    await tick(kit);
    expect(receiver.received[0]!.verifyError).toBeNull();
  });

  it("logs a private receiver as refused and sends it nothing", async () => {
    kit.ctx.config.outbound = { allowLoopback: false, httpsOnly: false };
    const at = await proLanding(kit);
    const channelId = await connect(kit, at, "webhook", receiver.url, newWebhookSecret());
    const leadId = await newLead(kit, at.uuid);
    await tick(kit);
    expect(receiver.received).toHaveLength(0);
    const [log] = await listChannelAttempts(kit.ctx.db, channelId, 5);
    expect(log).toMatchObject({ ok: 0, status_code: null });
    expect(log!.error).toBe("address not allowed: 127.0.0.1 (loopback)");
    expect((await delivery(kit, leadId, channelId))!.last_error).toBe(log!.error);
  });
});
