import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TELEGRAM_RETRY_DELAYS_MS } from "../../../core/leads/channels";
import { listChannelAttempts } from "../../../db/queries/channel-attempts";
import { insertLeadChannel, listLeadChannels } from "../../../db/queries/lead-channels";
import { withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { relay, submit } from "../../../tests/support/leads-kit";
import { quiet } from "../../../tests/support/tasks-kit";
import { proOwner, telegramStandIn, pointBotAt } from "../../../tests/support/telegram-kit";
import type { TelegramStandIn } from "../../../tests/stand-ins/telegram-bot-api";
import * as ingest from "../../routes/api+/internal.leads";
import { runTasksOnce } from "../tasks/index.server";
import { TELEGRAM_TEXT_MAX } from "./telegram-message.server";

/**
 * Issue 25: a lead reaching a bound Telegram chat through the task runner and
 * the stand-in Bot API — the message, and what Telegram's refusals do.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let bot: TelegramStandIn;
beforeEach(async () => {
  bot = await telegramStandIn();
  pointBotAt(kit, bot);
});
afterEach(async () => bot.close());

async function boundLanding(o: { language?: string } = {}) {
  const owner = await proOwner(kit, { ...o, projectname: "Пекарня <Хлеб & Co>" });
  const channelId = `tg-${owner.id}`;
  const at = kit.clock.now.toISOString();
  await insertLeadChannel(kit.ctx.db, {
    id: channelId,
    landing_uuid: owner.uuid,
    owner_id: owner.id,
    kind: "telegram",
    url: null,
    chat_id: "-100777",
    chat_title: "Продажи",
    secret: null,
    previous_secret: null,
    previous_secret_until: null,
    off_reason: null,
    failing_since: null,
    created_at: at,
    updated_at: at,
  });
  return { ...owner, channelId };
}

async function newLead(uuid: string, fields: Record<string, string> = {}): Promise<string> {
  const res = (await ingest.action({
    request: await relay(kit, await submit(kit, uuid, fields)),
    params: {},
    context: {},
  })) as Response;
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const tick = () => runTasksOnce(kit.ctx, { log: quiet });
const telegramTask = async (leadId: string) =>
  (await kit.ctx.db.selectFrom("scheduled_tasks").selectAll().execute()).find(
    (t) => t.name === "lead.deliver.telegram" && t.payload.includes(leadId),
  )!;
const telegramDelivery = async (leadId: string) =>
  (
    await kit.ctx.db
      .selectFrom("lead_deliveries")
      .selectAll()
      .where("lead_id", "=", leadId)
      .execute()
  ).find((d) => d.channel.startsWith("telegram:"))!;

describe("a lead in the bound chat", () => {
  it("is one HTML message with every visitor value escaped and a link to the lead in the inbox", async () => {
    const { uuid } = await boundLanding();
    const leadId = await newLead(uuid, {
      name: '<b>Анна</b> & "Co"',
      note: "<script>alert(1)</script>",
    });
    await tick();
    const [message] = bot.sent;
    expect(message).toMatchObject({ chatId: "-100777", parseMode: "HTML" });
    expect(message!.text).toContain("<b>Новая заявка: Пекарня &lt;Хлеб &amp; Co&gt;</b>");
    expect(message!.text).toContain("<b>Имя:</b> &lt;b&gt;Анна&lt;/b&gt; &amp; &quot;Co&quot;");
    expect(message!.text).toContain("<b>Комментарий:</b> &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(message!.text).not.toContain("<script>");
    expect(message!.text).toContain(
      `<a href="https://app.test/leads/${leadId}">Открыть заявку</a>`,
    );
    expect((await telegramDelivery(leadId)).status).toBe("sent");
  });

  it("is worded in the owner's language", async () => {
    const { uuid } = await boundLanding({ language: "en" });
    await newLead(uuid);
    await tick();
    expect(bot.sent[0]!.text).toMatch(/^<b>New lead: /);
    expect(bot.sent[0]!.text).toContain(">Open the lead</a>");
  });

  it("fits in 4096 characters: a longer value is cut with …, the link kept", async () => {
    const { uuid } = await boundLanding();
    const leadId = await newLead(uuid, { note: "Ж".repeat(3000) + "<&>".repeat(1000) });
    await tick();
    const text = bot.sent[0]!.text;
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_MAX);
    const note = text.split("\n").find((line) => line.startsWith("<b>Комментарий:</b>"))!;
    expect(note).toMatch(/^<b>Комментарий:<\/b> Ж{3000}(&lt;|&amp;|&gt;)+…$/);
    expect(text).toContain("<b>Имя:</b> Анна");
    expect(text).toContain(`/leads/${leadId}">`);
    // The cut never splits an entity: every & starts one.
    expect(text.replace(/&(amp|lt|gt|quot|#39);/g, "")).not.toContain("&");
  });
});

describe("Telegram's refusals", () => {
  it("429: the next try waits Telegram's retry_after when it is longer than the schedule", async () => {
    const { uuid } = await boundLanding();
    const leadId = await newLead(uuid);
    const retryAfter = TELEGRAM_RETRY_DELAYS_MS[0]! / 1000 + 240;
    bot.failSends({ kind: "429", retryAfter });
    await tick();
    const task = await telegramTask(leadId);
    expect(Date.parse(task.execution_time) - kit.clock.now.getTime()).toBe(retryAfter * 1000);
    expect(await telegramDelivery(leadId)).toMatchObject({ status: "pending" });
    kit.advance(retryAfter * 1000);
    await tick();
    expect(bot.sent).toHaveLength(1);
    expect((await telegramDelivery(leadId)).status).toBe("sent");
  });

  it("403 (bot blocked): the channel is switched off, the delivery failed, and the owner mailed once", async () => {
    const { uuid, channelId, id } = await boundLanding();
    const first = await newLead(uuid);
    const second = await newLead(uuid);
    bot.failSends({ kind: "403" }, { kind: "403" });
    await tick();
    const [channel] = await listLeadChannels(kit.ctx.db, uuid, "telegram");
    expect([channel!.enabled, channel!.off_reason]).toEqual([0, "blocked"]);
    expect((await telegramDelivery(first)).status).toBe("failed");
    const owner = await kit.ctx.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const offMails = kit.mails().filter((m) => m.to === owner.email && /отключ/i.test(m.subject));
    expect(offMails).toHaveLength(1);
    expect(offMails[0]!.subject).toBe("Канал заявок отключён: Пекарня <Хлеб & Co>");
    expect(offMails[0]!.text).toContain("«Продажи»");
    expect(offMails[0]!.text).toContain(`https://app.test/e/${uuid}`);
    // Nothing more is sent to the chat, and no second mail.
    await newLead(uuid);
    kit.advance(TELEGRAM_RETRY_DELAYS_MS[0]!);
    await tick();
    expect(bot.sent).toHaveLength(0);
    expect(kit.mails().filter((m) => /отключ/i.test(m.subject))).toHaveLength(1);
    expect((await listChannelAttempts(kit.ctx.db, channelId, 10)).length).toBeGreaterThan(0);
    void second;
  });
});
