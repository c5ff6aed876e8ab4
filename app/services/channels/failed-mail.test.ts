import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TARIFF_PRO } from "../../../core/plans";
import { WEBHOOK_RETRY_DELAYS_MS } from "../../../core/leads/channels";
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
import { afterPlanChange } from "../accounts/index.server";
import { newWebhookSecret } from "./webhook.server";

/**
 * Issue 25: the owner is mailed when a delivery finally fails; a renewal
 * resumes the deliveries paused while PRO was off.
 */
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

const channelMails = () => kit.mails().filter((m) => !m.subject.startsWith("Новая заявка"));

describe("a delivery that finally fails", () => {
  it("is failed after the last retry, and its owner is mailed once, in their language, without the secret", async () => {
    const at = await proLanding(kit);
    const secret = newWebhookSecret();
    const channelId = await connect(kit, at, "webhook", receiver.url, secret);
    receiver.answer = { status: 502, body: "bad gateway" };
    const leadId = await newLead(kit, at.uuid);
    await tick(kit);
    for (const delay of WEBHOOK_RETRY_DELAYS_MS.slice(0, -1)) {
      advance(kit, delay);
      await tick(kit);
    }
    expect((await delivery(kit, leadId, channelId))!.status).toBe("pending");
    expect(channelMails()).toHaveLength(0);
    advance(kit, WEBHOOK_RETRY_DELAYS_MS.at(-1)!);
    await tick(kit);
    expect(receiver.received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
    expect((await delivery(kit, leadId, channelId))!).toMatchObject({
      status: "failed",
      last_error: "answered 502",
    });
    const mails = channelMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Заявка не доставлена в канал «Вебхук»: Цветы у дома");
    expect(mails[0]!.text).toContain("Последняя ошибка: answered 502");
    expect(mails[0]!.text).toContain(`https://app.test/leads/${leadId}`);
    expect(mails[0]!.text).not.toContain(secret.slice(6));
  });
});

describe("renewal", () => {
  it("resumes a delivery paused while PRO was off, with the same webhook-id", async () => {
    const at = await proLanding(kit);
    const secret = newWebhookSecret();
    receiver.secret = secret;
    const channelId = await connect(kit, at, "webhook", receiver.url, secret);
    const leadId = await newLead(kit, at.uuid);
    await kit.ctx.db.updateTable("users").set({ tariff: 0 }).where("id", "=", at.owner).execute();
    await tick(kit);
    expect((await delivery(kit, leadId, channelId))!.last_error).toBe(
      "paused: the PRO plan has ended",
    );
    expect(receiver.received).toHaveLength(0);

    advance(kit, 3600_000);
    await kit.ctx.db
      .updateTable("users")
      .set({ tariff: TARIFF_PRO })
      .where("id", "=", at.owner)
      .execute();
    await afterPlanChange(kit.ctx, at.owner);
    await tick(kit);
    await tick(kit);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers["webhook-id"]).toBe(`msg_${leadId}_${channelId}`);
    expect(receiver.received[0]!.verifyError).toBeNull();
    expect((await delivery(kit, leadId, channelId))!.status).toBe("sent");
  });

  it("plans nothing for an owner with nothing paused", async () => {
    const at = await proLanding(kit);
    await afterPlanChange(kit.ctx, at.owner);
    const resume = await kit.ctx.db
      .selectFrom("scheduled_tasks")
      .selectAll()
      .where("name", "=", "lead.resume")
      .execute();
    expect(resume).toEqual([]);
  });
});
