import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertLeadChannel } from "../../../db/queries/lead-channels";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import {
  allowLoopback,
  connect,
  newLead,
  proLanding,
  syncDate,
} from "../../../tests/support/channels-kit";
import { quiet } from "../../../tests/support/tasks-kit";
import { pointBotAt, telegramStandIn } from "../../../tests/support/telegram-kit";
import type { TelegramStandIn } from "../../../tests/stand-ins/telegram-bot-api";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/stand-ins/webhook-receiver";
import { startTaskRunner, type TaskRunnerHandle } from "../tasks/index.server";
import { newWebhookSecret } from "./webhook.server";

/**
 * Issue 25, load: 500 leads across 50 PRO landings, each with a webhook and a
 * Telegram chat, submitted through the real ingest as fast as it takes them
 * (the issue allows 60 s; faster arrival is the harder case) while the real
 * task runner loop delivers them beside it, woken at each commit. Every lead
 * reaches its landing's webhook (verified with `standardwebhooks`), its chat
 * and its owner's mail exactly once. The time taken is printed, not asserted.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let receiver: WebhookReceiver;
let bot: TelegramStandIn;
let runner: TaskRunnerHandle | undefined;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  bot = await telegramStandIn();
  pointBotAt(kit, bot);
  allowLoopback(kit);
  syncDate(kit);
  // The file mailer announces each of the 500 mails.
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
  await receiver.close();
  await bot.close();
});

const LANDINGS = 50;
const LEADS = 500;
/** Submits in flight at once: an app server answers several visitors side by side. */
const SUBMITTERS = 8;

interface Landing {
  n: number;
  uuid: string;
  ownerEmail: string;
  hookPath: string;
  hookId: string;
  chatId: string;
}

async function landingWithChannels(n: number): Promise<Landing> {
  const at = await proLanding(kit, { projectname: `Витрина ${n}` });
  const hookPath = `/hook?l=${n}`;
  const secret = newWebhookSecret();
  receiver.secrets.set(hookPath, secret);
  const hookId = await connect(kit, at, "webhook", `${receiver.url}?l=${n}`, secret);
  const chatId = String(-1_000_000 - n);
  const now = kit.clock.now.toISOString();
  await insertLeadChannel(kit.ctx.db, {
    id: `tg-load-${n}`,
    landing_uuid: at.uuid,
    owner_id: at.owner,
    kind: "telegram",
    url: null,
    chat_id: chatId,
    chat_title: `Чат ${n}`,
    secret: null,
    previous_secret: null,
    previous_secret_until: null,
    off_reason: null,
    failing_since: null,
    created_at: now,
    updated_at: now,
  });
  const owner = await kit.ctx.db
    .selectFrom("users")
    .select("email")
    .where("id", "=", at.owner)
    .executeTakeFirstOrThrow();
  return { n, uuid: at.uuid, ownerEmail: owner.email, hookPath, hookId, chatId };
}

/** What is still to do: deliveries not sent, tasks not completed. */
async function outstanding() {
  const deliveries = await kit.ctx.db
    .selectFrom("lead_deliveries")
    .select(["channel", "status"])
    .where("status", "!=", "sent")
    .execute();
  const tasks = await kit.ctx.db
    .selectFrom("scheduled_tasks")
    .select(["name", "status", "attempts", "last_error"])
    .where("status", "!=", "completed")
    .where("name", "like", "lead.%")
    .execute();
  return { deliveries, tasks };
}

describe("load: 500 leads across 50 landings, each with Telegram and a webhook", () => {
  it("delivers every lead to its webhook, its chat and its owner's mail, each exactly once", async () => {
    const landings: Landing[] = [];
    for (let n = 0; n < LANDINGS; n++) landings.push(await landingWithChannels(n));

    const started = performance.now();
    runner = startTaskRunner(kit.ctx, { intervalMs: 1000, log: quiet });
    // Lead i goes to landing i % 50: the landings' leads arrive interleaved.
    const leadLanding = new Map<string, Landing>();
    let next = 0;
    await Promise.all(
      Array.from({ length: SUBMITTERS }, async () => {
        while (next < LEADS) {
          const i = next++;
          const landing = landings[i % LANDINGS]!;
          const id = await newLead(kit, landing.uuid, { note: `lead ${i}` });
          leadLanding.set(id, landing);
        }
      }),
    );
    const submitted = performance.now();
    expect(leadLanding.size).toBe(LEADS);

    // Done when nothing is left to send; a failed call would leave a retry
    // pending (the app's clock stands still here), so it would show.
    await expect
      .poll(async () => (await outstanding()).deliveries.length, { timeout: 40_000, interval: 250 })
      .toBe(0);
    await runner.stop();
    runner = undefined;
    const done = performance.now();
    console.log(
      `[load] ${LEADS} leads over ${LANDINGS} landings: submitted in ${Math.round(submitted - started)} ms, ` +
        `all delivered (webhook, Telegram, mail) ${Math.round(done - started)} ms after the first submit`,
    );
    expect(await outstanding()).toEqual({ deliveries: [], tasks: [] });

    // Webhooks: 500 calls, each verified with its landing's secret, at its
    // landing's URL, each webhook-id once and naming its lead and channel.
    expect(receiver.received).toHaveLength(LEADS);
    expect(receiver.received.filter((r) => r.verifyError !== null)).toEqual([]);
    const ids = receiver.received.map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(LEADS);
    for (const r of receiver.received) {
      const lead = (r.payload as { data: { id: string; landing: { id: string } } }).data;
      const landing = leadLanding.get(lead.id)!;
      expect([r.path, r.headers["webhook-id"], lead.landing.id]).toEqual([
        landing.hookPath,
        `msg_${lead.id}_${landing.hookId}`,
        landing.uuid,
      ]);
    }

    // Telegram: 500 messages, each lead's in its landing's chat, once.
    expect(bot.sent).toHaveLength(LEADS);
    const inChats = new Map<string, string>();
    for (const m of bot.sent) {
      const leadId = /\/leads\/([\w-]+)"/.exec(m.text)![1]!;
      expect(inChats.has(leadId)).toBe(false);
      inChats.set(leadId, m.chatId);
    }
    for (const [id, landing] of leadLanding) expect(inChats.get(id)).toBe(landing.chatId);

    // Mail: 500 mails, each lead's to its owner, once.
    const mails = kit.mails();
    expect(mails).toHaveLength(LEADS);
    const mailed = new Map<string, string>();
    for (const m of mails) {
      const leadId = /https:\/\/app\.test\/leads\/([\w-]+)/.exec(m.text)![1]!;
      expect(mailed.has(leadId)).toBe(false);
      mailed.set(leadId, m.to);
    }
    for (const [id, landing] of leadLanding) expect(mailed.get(id)).toBe(landing.ownerEmail);

    // Every call logged once and answered at the first try: none failed under load.
    const attempts = await kit.ctx.db
      .selectFrom("channel_attempts")
      .select(["ok", "delivery_id"])
      .execute();
    expect(attempts).toHaveLength(2 * LEADS);
    expect(attempts.filter((a) => a.ok !== 1)).toEqual([]);
    const deliveries = await kit.ctx.db
      .selectFrom("lead_deliveries")
      .select(["status", "attempts"])
      .execute();
    expect(deliveries).toHaveLength(3 * LEADS);
    expect(deliveries.every((d) => d.status === "sent")).toBe(true);
  }, 60_000);
});
