import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { insertLeadChannel } from "../../../db/queries/lead-channels";
import { call, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import { relay, submit } from "../../../tests/support/leads-kit";
import type { TelegramStandIn } from "../../../tests/stand-ins/telegram-bot-api";
import {
  WEBHOOK_SECRET,
  proOwner,
  startToken,
  telegramChats,
  telegramStandIn,
  pointBotAt,
} from "../../../tests/support/telegram-kit";
import * as ingest from "../../routes/api+/internal.leads";
import * as linkRoute from "../../routes/api+/landings+/$id.channels.telegram";
import * as webhookRoute from "../../routes/api+/telegram.webhook";
import { getLogLevel, setLogLevel, setLogSink } from "../ops/log.server";
import { runTasksOnce } from "../tasks/index.server";
import { startTelegramUpdates, type TelegramUpdatesHandle } from "./index.server";
import { TELEGRAM_RETRY_MAX_MS } from "./telegram-poll.server";

/**
 * Issue 25: how the bot's updates arrive — the webhook with its secret
 * header, setWebhook at start-up, long polling that outlives a Bot API
 * outage — and that the bot token never reaches a log line.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let bot: TelegramStandIn;
let updates: TelegramUpdatesHandle | undefined;
beforeEach(async () => (bot = await telegramStandIn()));
afterEach(async () => {
  await updates?.stop();
  updates = undefined;
  await bot.close();
});

async function linkToken(uuid: string, cookie: string): Promise<string> {
  const res = await call(linkRoute, "POST", "/x", { cookie, params: { id: uuid } });
  return startToken(((await res.json()) as { deepLink: string }).deepLink);
}

function webhookPost(update: object, secret?: string) {
  const headers = new Headers({ "content-type": "application/json" });
  if (secret !== undefined) headers.set("X-Telegram-Bot-Api-Secret-Token", secret);
  const request = new Request("https://app.test/api/telegram/webhook", {
    method: "POST",
    headers,
    body: JSON.stringify(update),
  });
  return webhookRoute.action({ request, params: {}, context: {} });
}

const startUpdate = (token: string) => ({
  update_id: 5001,
  message: {
    message_id: 1,
    date: 0,
    chat: { id: 8080, type: "private", first_name: "Boris" },
    from: { id: 8080, is_bot: false, first_name: "Boris" },
    text: `/start ${token}`,
    entities: [{ type: "bot_command", offset: 0, length: 6 }],
  },
});

describe("the webhook POST /api/telegram/webhook", () => {
  it("refuses an update without the secret header, or with a wrong one (401), and binds nothing", async () => {
    pointBotAt(kit, bot, "webhook");
    const { uuid, cookie } = await proOwner(kit);
    const token = await linkToken(uuid, cookie);
    for (const secret of [undefined, "", "wrong-secret-0123456789", WEBHOOK_SECRET + "x"]) {
      const res = await webhookPost(startUpdate(token), secret);
      expect(res.status).toBe(401);
    }
    expect(await telegramChats(kit, uuid)).toEqual([]);
    expect(bot.sent).toHaveLength(0);
    // The token is still unused: the right header binds with it.
    const res = await webhookPost(startUpdate(token), WEBHOOK_SECRET);
    expect(res.status).toBe(200);
    expect(await telegramChats(kit, uuid)).toEqual([["8080", "Boris", 1]]);
    expect(bot.sent[0]).toMatchObject({ chatId: "8080" });
  });

  it("is set with setWebhook at start-up, in the background: start-up does not wait for a Bot API that is down", async () => {
    pointBotAt(kit, bot, "webhook");
    await bot.down();
    const started = performance.now();
    updates = startTelegramUpdates(kit.ctx, { retryMaxMs: 200 });
    expect(performance.now() - started).toBeLessThan(50);
    await new Promise((r) => setTimeout(r, 300));
    expect(bot.webhook).toBeNull();
    await bot.up();
    await vi.waitFor(() => expect(bot.webhook).not.toBeNull(), { timeout: 3000 });
    expect(bot.webhook).toEqual({
      url: "https://app.test/api/telegram/webhook",
      secretToken: WEBHOOK_SECRET,
    });
  });
});

describe("long polling", () => {
  it(`keeps polling while the Bot API is down, trying again at least every ${TELEGRAM_RETRY_MAX_MS / 1000} s`, async () => {
    pointBotAt(kit, bot);
    const { uuid, cookie } = await proOwner(kit);
    const token = await linkToken(uuid, cookie);
    await bot.down();
    updates = startTelegramUpdates(kit.ctx, { pollSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1500));
    const before = bot.calls.length;
    await bot.up();
    const upAt = performance.now();
    bot.userSends({ id: 9090, type: "private", first_name: "Vera" }, `/start ${token}`);
    await bot.waitForSent(1, TELEGRAM_RETRY_MAX_MS + 2000);
    expect(performance.now() - upAt).toBeLessThan(TELEGRAM_RETRY_MAX_MS + 1000);
    expect(bot.calls.length).toBeGreaterThan(before);
    expect(await telegramChats(kit, uuid)).toEqual([["9090", "Vera", 1]]);
  }, 15_000);
});

describe("the bot token", () => {
  const lines: string[] = [];
  let level: ReturnType<typeof getLogLevel>;
  beforeEach(() => {
    lines.length = 0;
    level = getLogLevel();
    setLogLevel("debug");
    setLogSink((line) => lines.push(line));
    for (const method of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(
          args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(" "),
        );
      });
    }
  });
  afterEach(() => {
    setLogSink(undefined);
    setLogLevel(level);
    vi.restoreAllMocks();
  });

  it("never appears in a log line, a stored error or an API answer, whatever fails", async () => {
    pointBotAt(kit, bot);
    const owner = await proOwner(kit);
    const link = await call(linkRoute, "POST", "/x", {
      cookie: owner.cookie,
      params: { id: owner.uuid },
    });
    const answers = [await link.text()];
    const at = kit.clock.now.toISOString();
    await insertLeadChannel(kit.ctx.db, {
      id: "tg-log",
      landing_uuid: owner.uuid,
      owner_id: owner.id,
      kind: "telegram",
      url: null,
      chat_id: "1",
      chat_title: "Chat",
      secret: null,
      previous_secret: null,
      previous_secret_until: null,
      off_reason: null,
      failing_since: null,
      created_at: at,
      updated_at: at,
    });
    const lead = async () =>
      ingest.action({
        request: await relay(kit, await submit(kit, owner.uuid)),
        params: {},
        context: {},
      });
    const runner = { info: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    // 429, then the Bot API down (a network error), then 403.
    bot.failSends({ kind: "429", retryAfter: 1 }, { kind: "400", description: "chat not found" });
    await lead();
    await lead();
    await runTasksOnce(kit.ctx, { log: runner });
    await bot.down();
    await lead();
    await runTasksOnce(kit.ctx, { log: runner });
    updates = startTelegramUpdates(kit.ctx, { pollSeconds: 1, retryMaxMs: 100 });
    await new Promise((r) => setTimeout(r, 400));
    await updates.stop();
    updates = undefined;
    const stored = JSON.stringify([
      await kit.ctx.db.selectFrom("lead_deliveries").select("last_error").execute(),
      await kit.ctx.db.selectFrom("channel_attempts").select(["error", "answer"]).execute(),
      await kit.ctx.db.selectFrom("scheduled_tasks").select(["last_error", "payload"]).execute(),
    ]);
    expect(lines.some((l) => /getUpdates failed|Bot API unreachable/.test(l))).toBe(true);
    expect(stored).toMatch(/429|unreachable/);
    const secret = bot.token.split(":")[1]!;
    for (const text of [...lines, stored, ...answers]) expect(text).not.toContain(secret);
    await bot.up();
  });
});
