import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
import { newWebhookSecret } from "./webhook.server";

/**
 * Issue 25, reliability: a receiver down for 10 minutes loses nothing, and
 * endpoints that hang never hold up one that answers.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let receiver: WebhookReceiver;
let stuck: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  stuck = await startWebhookReceiver();
  allowLoopback(kit);
  syncDate(kit);
});
afterEach(async () => {
  vi.useRealTimers();
  await receiver.close();
  await stuck.close();
});

const MINUTE = 60_000;

describe("a receiver down for 10 minutes, then back", () => {
  it("gets every lead, each once, verified, with its webhook-id the same on every retry", async () => {
    const at = await proLanding(kit);
    const secret = newWebhookSecret();
    receiver.secret = secret;
    const channelId = await connect(kit, at, "webhook", receiver.url, secret);
    await receiver.down();
    const leads: string[] = [];
    for (let i = 0; i < 6; i++) leads.push(await newLead(kit, at.uuid, { note: `#${i}` }));
    const downSince = kit.clock.now.getTime();
    let back = false;
    await tick(kit);
    // A minute at a time, as a clock would: the receiver comes back at 10 minutes.
    for (let m = 0; m < 60 && receiver.received.length < leads.length; m++) {
      advance(kit, m === 0 ? 5000 : MINUTE);
      if (!back && kit.clock.now.getTime() - downSince >= 10 * MINUTE) {
        await receiver.up();
        back = true;
      }
      await tick(kit);
    }
    expect(kit.clock.now.getTime() - downSince).toBeGreaterThan(10 * MINUTE);
    const ids = receiver.received.map((r) => r.headers["webhook-id"]).sort();
    expect(ids).toEqual(leads.map((id) => `msg_${id}_${channelId}`).sort());
    expect(receiver.received.every((r) => r.verifyError === null)).toBe(true);
    for (const id of leads) expect((await delivery(kit, id, channelId))!.status).toBe("sent");
    const attempts = await kit.ctx.db
      .selectFrom("channel_attempts")
      .select(["lead_id", "delivery_id", "ok"])
      .where("channel_id", "=", channelId)
      .execute();
    expect(attempts.filter((a) => a.ok === 0).length).toBeGreaterThanOrEqual(leads.length * 3);
    for (const a of attempts) expect(a.delivery_id).toBe(`msg_${a.lead_id}_${channelId}`);
  });
});

describe("20 endpoints that hang and one that answers", () => {
  it("the one that answers gets every lead while all 20 calls still hang", async () => {
    stuck.answer = { status: 200, hang: true };
    for (let i = 0; i < 20; i++) {
      const at = await proLanding(kit);
      await connect(kit, at, "webhook", `${stuck.url}?n=${i}`, newWebhookSecret());
      await newLead(kit, at.uuid);
    }
    const up = await proLanding(kit);
    const secret = newWebhookSecret();
    receiver.secret = secret;
    await connect(kit, up, "webhook", receiver.url, secret);
    const leads: string[] = [];
    for (let i = 0; i < 5; i++) leads.push(await newLead(kit, up.uuid));

    const running = tick(kit);
    // The hanging calls give up only after OUTBOUND_TIMEOUT_MS (10 s): everything
    // received before that went past them. The time itself (within 1 s) is a
    // figure of tests/bench/webhook-delivery.ts, not of a test on a busy machine.
    await expect
      .poll(() => receiver.received.length, { timeout: 5000, interval: 10 })
      .toBe(leads.length);
    // All 20 were hanging at the same time, far more than a lane of 8 would have let in.
    await expect.poll(() => stuck.received.length, { timeout: 2000, interval: 10 }).toBe(20);
    // The stuck endpoints go away: their calls fail and the tick ends.
    await stuck.down();
    await running;
    expect(receiver.received.every((r) => r.verifyError === null)).toBe(true);
  }, 20_000);
});
