import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { call, withFreshKit, type Kit } from "../../../tests/support/admin-kit";
import type { TelegramStandIn } from "../../../tests/stand-ins/telegram-bot-api";
import {
  proOwner,
  startToken,
  telegramChats,
  telegramStandIn,
  pointBotAt,
} from "../../../tests/support/telegram-kit";
import * as route from "../../routes/api+/landings+/$id.channels.telegram";
import { startTelegramUpdates, type TelegramUpdatesHandle } from "./index.server";
import { TELEGRAM_LINK_TTL_MS } from "./telegram-link.server";
import { runTasksOnce } from "../tasks/index.server";
import { quiet } from "../../../tests/support/tasks-kit";

/**
 * Issue 25: connecting a landing to a Telegram chat through the owner API and
 * the bot, with the stand-in Bot API playing the chat and the app long-polling
 * getUpdates as a local install does.
 */
let kit: Kit;
withFreshKit((k) => (kit = k));
let bot: TelegramStandIn;
beforeEach(async () => (bot = await telegramStandIn()));
let updates: TelegramUpdatesHandle | undefined;
afterEach(async () => {
  await updates?.stop();
  updates = undefined;
  await bot.close();
});

const post = (uuid: string, cookie: string) =>
  call(route, "POST", `/api/landings/${uuid}/channels/telegram`, { cookie, params: { id: uuid } });

async function deepLink(uuid: string, cookie: string) {
  const res = await post(uuid, cookie);
  expect(res.status).toBe(200);
  return (await res.json()) as { deepLink: string; groupLink: string; expiresAt: string };
}

/** The chat says `text`; resolves with the bot's answer. */
async function chatSays(chat: Parameters<TelegramStandIn["userSends"]>[0], text: string) {
  const before = bot.sent.length;
  bot.userSends(chat, text);
  const sent = await bot.waitForSent(before + 1);
  return sent[before]!;
}

const anna = { id: 7001, type: "private" as const, first_name: "Anna" };

function listen() {
  pointBotAt(kit, bot);
  updates = startTelegramUpdates(kit.ctx, { pollSeconds: 1 });
}

describe("POST /api/landings/{id}/channels/telegram", () => {
  it("answers a one-time deep link to the bot, and a group link with the same token", async () => {
    pointBotAt(kit, bot);
    const { uuid, cookie } = await proOwner(kit);
    const link = await deepLink(uuid, cookie);
    expect(link.deepLink).toMatch(/^https:\/\/t\.me\/vitrina_test_bot\?start=[A-Za-z0-9_-]{1,64}$/);
    expect(link.groupLink).toBe(link.deepLink.replace("?start=", "?startgroup="));
    expect(Date.parse(link.expiresAt) - kit.clock.now.getTime()).toBe(TELEGRAM_LINK_TTL_MS);
    // Only the token's hash is kept.
    const rows = await kit.ctx.db.selectFrom("telegram_link_tokens").selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(startToken(link.deepLink));
    expect(startToken((await deepLink(uuid, cookie)).deepLink)).not.toBe(startToken(link.deepLink));
  });

  it("is the owner's only (404), PRO only (403 proRequired), and refused while no bot is configured", async () => {
    pointBotAt(kit, bot);
    const owner = await proOwner(kit);
    const other = await proOwner(kit);
    const free = await proOwner(kit, { pro: false });
    expect((await post(owner.uuid, other.cookie)).status).toBe(404);
    const refused = await post(free.uuid, free.cookie);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "proRequired" });
    kit.ctx.config.telegram = null;
    const off = await post(owner.uuid, owner.cookie);
    expect(off.status).toBe(503);
    expect(await off.json()).toMatchObject({ code: "telegramNotConfigured" });
  });
});

describe("the bot binding a chat", () => {
  it("binds the private chat that sends /start {token} and answers in the owner's language", async () => {
    listen();
    const { uuid, cookie } = await proOwner(kit, { language: "en", projectname: "Bakery" });
    const link = await deepLink(uuid, cookie);
    const answer = await chatSays(anna, `/start ${startToken(link.deepLink)}`);
    expect(answer.chatId).toBe("7001");
    expect(answer.text).toBe("Done: leads from the showroom “Bakery” will come to this chat.");
    expect(await telegramChats(kit, uuid)).toEqual([["7001", "Anna", 1]]);
  });

  it("binds a group through /start@{bot} {token} with the group's title; a new link moves the landing there", async () => {
    listen();
    const { uuid, cookie } = await proOwner(kit);
    await chatSays(anna, `/start ${startToken((await deepLink(uuid, cookie)).deepLink)}`);
    const group = { id: -100500, type: "group" as const, title: "Отдел продаж" };
    const token = startToken(
      (await deepLink(uuid, cookie)).groupLink.replace("startgroup", "start"),
    );
    const answer = await chatSays(group, `/start@vitrina_test_bot ${token}`);
    expect(answer.text).toBe("Готово: заявки с витрины «Пекарня» будут приходить в этот чат.");
    expect(await telegramChats(kit, uuid)).toEqual([["-100500", "Отдел продаж", 1]]);
  });

  it("binds nothing with a used token, an expired one or a made-up one, and says so", async () => {
    listen();
    const { uuid, cookie } = await proOwner(kit);
    const used = startToken((await deepLink(uuid, cookie)).deepLink);
    await chatSays(anna, `/start ${used}`);
    const intruder = { id: 666, type: "private" as const, first_name: "Eve" };
    const again = await chatSays(intruder, `/start ${used}`);
    expect(again.text).toBe(
      "Эта ссылка уже использована или устарела. Создайте новую в редакторе витрины.",
    );
    const late = startToken((await deepLink(uuid, cookie)).deepLink);
    kit.advance(TELEGRAM_LINK_TTL_MS + 1);
    expect((await chatSays(intruder, `/start ${late}`)).text).toBe(again.text);
    expect((await chatSays(intruder, "/start madeUpToken_123")).text).toBe(again.text);
    expect(await telegramChats(kit, uuid)).toEqual([["7001", "Anna", 1]]);
  });

  it("/stop from the chat disconnects it", async () => {
    listen();
    const { uuid, cookie } = await proOwner(kit, { projectname: "Пекарня" });
    await chatSays(anna, `/start ${startToken((await deepLink(uuid, cookie)).deepLink)}`);
    const answer = await chatSays(anna, "/stop");
    expect(answer.text).toBe("Готово: заявки с витрины «Пекарня» сюда больше не приходят.");
    expect(await telegramChats(kit, uuid)).toEqual([]);
    expect((await chatSays(anna, "/stop")).text).toBe("В этот чат заявки не приходят.");
  });
});

describe("DELETE /api/landings/{id}/channels/telegram", () => {
  it("disconnects the landing's chat; another owner gets 404 and changes nothing", async () => {
    listen();
    const { uuid, cookie } = await proOwner(kit);
    await chatSays(anna, `/start ${startToken((await deepLink(uuid, cookie)).deepLink)}`);
    const other = await proOwner(kit);
    const del = (c: string) =>
      call(route, "DELETE", `/api/landings/${uuid}/channels/telegram`, {
        cookie: c,
        params: { id: uuid },
      });
    expect((await del(other.cookie)).status).toBe(404);
    expect(await telegramChats(kit, uuid)).toHaveLength(1);
    const res = await del(cookie);
    expect(await res.json()).toEqual({ disconnected: true });
    expect(await telegramChats(kit, uuid)).toEqual([]);
  });
});

describe("expired link tokens", () => {
  it("are deleted by the daily sweep a week after they expire", async () => {
    pointBotAt(kit, bot);
    const { id, uuid, cookie } = await proOwner(kit);
    await deepLink(uuid, cookie);
    await deepLink(uuid, cookie);
    kit.advance(8 * 86_400_000);
    const live = startToken((await deepLink(uuid, await kit.signIn(id))).deepLink);
    const at = kit.clock.now.toISOString();
    await kit.ctx.db
      .insertInto("scheduled_tasks")
      .values({ name: "sessions.sweep", payload: "{}", execution_time: at, created_at: at })
      .execute();
    await runTasksOnce(kit.ctx, { log: quiet });
    const rows = await kit.ctx.db.selectFrom("telegram_link_tokens").selectAll().execute();
    expect(rows).toHaveLength(1);
    // The live one still binds.
    listen();
    expect((await chatSays(anna, `/start ${live}`)).text).toMatch(/^Готово/);
  });
});
