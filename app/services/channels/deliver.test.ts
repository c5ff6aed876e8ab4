import { describe, expect, it } from "vitest";
import {
  ATTEMPT_LOG_KEEP,
  CHANNEL_OFF_ERROR,
  CHANNEL_REMOVED_ERROR,
  FAILING_OFF_AFTER_MS,
  WEBHOOK_RETRY_DELAYS_MS,
} from "../../../core/leads/channels";
import { TARIFF_PRO } from "../../../core/plans";
import { listChannelAttempts, recordChannelAttempt } from "../../../db/queries/channel-attempts";
import {
  deleteLeadChannel,
  getLeadChannel,
  insertLeadChannel,
  updateLeadChannel,
} from "../../../db/queries/lead-channels";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { landingWithForm, relay, submit } from "../../../tests/support/leads-kit";
import { quiet } from "../../../tests/support/tasks-kit";
import * as ingest from "../../routes/api+/internal.leads";
import { runTasksOnce } from "../tasks/index.server";

/**
 * Issue 25: the shared delivery to connected channels — planning with the
 * lead, the task that names the channel, the log, pausing, switching off.
 * (Each driver's own calls are tested with its driver.)
 */
let kit: Kit;
withFreshKit((k) => (kit = k));

const YEAR = 365 * 86_400_000;

async function landingWithWebhook(o: { pro: boolean }) {
  const owner = await kit.addUser({
    tariff: o.pro ? TARIFF_PRO : 0,
    expiry: new Date(kit.clock.now.getTime() + YEAR).toISOString(),
  });
  const uuid = await landingWithForm(kit, owner);
  const id = `ch-${owner}`;
  await insertLeadChannel(kit.ctx.db, {
    id,
    landing_uuid: uuid,
    owner_id: owner,
    kind: "webhook",
    url: "https://receiver.example/hook",
    chat_id: null,
    chat_title: null,
    secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    previous_secret: null,
    previous_secret_until: null,
    off_reason: null,
    failing_since: null,
    created_at: kit.clock.now.toISOString(),
    updated_at: kit.clock.now.toISOString(),
  });
  return { owner, uuid, channelId: id };
}

async function newLead(uuid: string): Promise<string> {
  const res = (await ingest.action({
    request: await relay(kit, await submit(kit, uuid)),
    params: {},
    context: {},
  })) as Response;
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const tasks = (name: string) =>
  kit.ctx.db.selectFrom("scheduled_tasks").selectAll().where("name", "=", name).execute();
const deliveries = (leadId: string) =>
  kit.ctx.db
    .selectFrom("lead_deliveries")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("channel")
    .execute();
const tick = () => runTasksOnce(kit.ctx, { log: quiet });

describe("delivery to connected channels", () => {
  it("plans, with a PRO owner's lead, a task per channel that names the channel and never its URL", async () => {
    const { uuid, channelId } = await landingWithWebhook({ pro: true });
    const leadId = await newLead(uuid);
    const [task] = await tasks("lead.deliver.webhook");
    expect(JSON.parse(task!.payload)).toEqual({ leadId, channelId });
    expect(task!.payload).not.toContain("receiver.example");
    expect((await deliveries(leadId)).map((d) => [d.channel, d.status])).toEqual([
      ["email", "pending"],
      [`webhook:${channelId}`, "pending"],
    ]);
  });

  it("pauses the channels of a free owner: the lead is stored and mailed only", async () => {
    const { uuid } = await landingWithWebhook({ pro: false });
    const leadId = await newLead(uuid);
    expect(await tasks("lead.deliver.webhook")).toHaveLength(0);
    expect((await deliveries(leadId)).map((d) => d.channel)).toEqual(["email"]);
  });

  it("logs a failed call, keeps the delivery pending with its error and retries 5 s later", async () => {
    const { uuid, channelId } = await landingWithWebhook({ pro: true });
    const leadId = await newLead(uuid);
    await tick();
    const row = (await deliveries(leadId)).find((d) => d.channel.startsWith("webhook:"))!;
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row.last_error).toBeTruthy();
    const [attempt] = await listChannelAttempts(kit.ctx.db, channelId, 10);
    expect(attempt).toMatchObject({
      ok: 0,
      lead_id: leadId,
      delivery_id: `msg_${leadId}_${channelId}`,
    });
    const [task] = await tasks("lead.deliver.webhook");
    expect(Date.parse(task!.execution_time) - kit.clock.now.getTime()).toBe(5000);
  });

  it("switches a channel off once it has failed for 5 days in a row; its waiting deliveries end failed", async () => {
    const { uuid, channelId } = await landingWithWebhook({ pro: true });
    const first = await newLead(uuid);
    await tick();
    expect((await getLeadChannel(kit.ctx.db, channelId))!.enabled).toBe(1);
    kit.advance(FAILING_OFF_AFTER_MS);
    const second = await newLead(uuid);
    await tick();
    const channel = (await getLeadChannel(kit.ctx.db, channelId))!;
    expect([channel.enabled, channel.off_reason]).toEqual([0, "failing"]);
    // Their next retries find the channel off: failed with the reason, not pending for good.
    kit.advance(WEBHOOK_RETRY_DELAYS_MS[1]!);
    await tick();
    for (const leadId of [first, second]) {
      const row = (await deliveries(leadId)).find((d) => d.channel.startsWith("webhook:"))!;
      expect([row.status, row.last_error]).toEqual(["failed", CHANNEL_OFF_ERROR]);
    }
    expect(await tasks("lead.deliver.webhook")).toEqual([
      expect.objectContaining({ status: "completed" }),
      expect.objectContaining({ status: "completed" }),
    ]);
  });

  it("ends a waiting delivery failed when its owner switches the channel off or removes it", async () => {
    for (const change of ["off", "removed"] as const) {
      const { uuid, channelId } = await landingWithWebhook({ pro: true });
      const leadId = await newLead(uuid);
      await tick();
      const key = `webhook:${channelId}`;
      const row = async () => (await deliveries(leadId)).find((d) => d.channel === key)!;
      expect((await row()).status).toBe("pending");
      if (change === "off") {
        await updateLeadChannel(
          kit.ctx.db,
          channelId,
          { enabled: 0, off_reason: "owner" },
          kit.clock.now.toISOString(),
        );
      } else {
        await deleteLeadChannel(kit.ctx.db, channelId);
      }
      kit.advance(WEBHOOK_RETRY_DELAYS_MS[0]!);
      await tick();
      const after = await row();
      expect([after.status, after.last_error, after.attempts]).toEqual([
        "failed",
        change === "off" ? CHANNEL_OFF_ERROR : CHANNEL_REMOVED_ERROR,
        1,
      ]);
    }
  });

  it("pauses a planned delivery whose owner's PRO ended before it ran: pending, nothing called", async () => {
    const { owner, uuid, channelId } = await landingWithWebhook({ pro: true });
    const leadId = await newLead(uuid);
    await kit.ctx.db.updateTable("users").set({ tariff: 0 }).where("id", "=", owner).execute();
    await tick();
    const row = (await deliveries(leadId)).find((d) => d.channel.startsWith("webhook:"))!;
    expect([row.status, row.last_error]).toEqual(["pending", "paused: the PRO plan has ended"]);
    expect(await listChannelAttempts(kit.ctx.db, channelId, 10)).toHaveLength(0);
  });

  it("keeps the last 50 calls of a channel's log", async () => {
    const { channelId } = await landingWithWebhook({ pro: true });
    for (let i = 0; i < ATTEMPT_LOG_KEEP + 5; i++) {
      await recordChannelAttempt(
        kit.ctx.db,
        {
          channel_id: channelId,
          lead_id: null,
          delivery_id: `d${i}`,
          at: new Date(kit.clock.now.getTime() + i * 1000).toISOString(),
          ok: 1,
          status_code: 200,
          duration_ms: 5,
          answer: "",
          error: null,
        },
        ATTEMPT_LOG_KEEP,
      );
    }
    const log = await listChannelAttempts(kit.ctx.db, channelId, 100);
    expect(log).toHaveLength(ATTEMPT_LOG_KEEP);
    expect(log[0]!.delivery_id).toBe(`d${ATTEMPT_LOG_KEEP + 4}`);
    expect(log[log.length - 1]!.delivery_id).toBe("d5");
  });
});
