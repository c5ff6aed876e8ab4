import { Bot, type Context } from "grammy";
import type { Update } from "grammy/types";
import { namespaceT } from "../accounts/index.server";
import { log } from "../ops/index.server";
import type { AppContext } from "../platform/index.server";
import type { TelegramConfig } from "./config.server";
import { telegramClientOptions, telegramFailure } from "./telegram-bot.server";
import {
  bindTelegramChat,
  moveTelegramChat,
  unbindTelegramChat,
  type BindResult,
} from "./telegram-link.server";

/**
 * What the bot does with an update, however it arrived (webhook or long
 * polling): `/start {token}` (or `/start@{bot} {token}` in a group) binds the
 * chat, `/stop` unbinds it; the bot answers in the landing owner's language.
 * Nothing else is read.
 */

const bots = new WeakMap<AppContext, { key: string; bot: Bot }>();

function chatTitle(ctx: Context): string {
  const chat = ctx.chat;
  if (!chat) return "";
  if ("title" in chat && chat.title) return chat.title;
  const person = "first_name" in chat ? chat : ctx.from;
  const name = [person?.first_name, person?.last_name].filter(Boolean).join(" ");
  return name || (person?.username ? `@${person.username}` : String(chat.id));
}

const say = (language: string | undefined, key: string, values?: Record<string, string>) =>
  namespaceT("notices", language)(`telegram.${key}`, values ?? {});

function botFor(app: AppContext, config: TelegramConfig): Bot {
  const key = `${config.apiUrl}\n${config.token}`;
  const known = bots.get(app);
  if (known?.key === key) return known.bot;
  const bot = new Bot(config.token, { client: telegramClientOptions(config) });
  const answer = async (ctx: Context, text: string) => {
    await ctx.reply(text, { link_preview_options: { is_disabled: true } });
  };
  const sayAll = (ctx: Context, facts: BindResult[], key: string) =>
    answer(ctx, facts.map((f) => say(f.language, key, { project: f.project })).join("\n"));

  bot.command("start", async (ctx) => {
    const token = ctx.match.trim();
    const asker = ctx.from?.language_code;
    if (!token || !ctx.chat) return answer(ctx, say(asker, "startHelp"));
    const bound = await bindTelegramChat(app, token, { id: ctx.chat.id, title: chatTitle(ctx) });
    if (!bound) return answer(ctx, say(asker, "linkInvalid"));
    return sayAll(ctx, [bound], "linked");
  });
  bot.command("stop", async (ctx) => {
    const facts = await unbindTelegramChat(app, ctx.chat.id);
    if (facts.length === 0) return answer(ctx, say(ctx.from?.language_code, "notLinked"));
    return sayAll(ctx, facts, "stopped");
  });
  bot.on("message:migrate_to_chat_id", (ctx) =>
    moveTelegramChat(app, ctx.chat.id, ctx.message.migrate_to_chat_id),
  );
  bots.set(app, { key, bot });
  return bot;
}

/**
 * Handles one update. Answers false only when the bot could not start (getMe
 * failed): the caller gives the update back to Telegram to be sent again.
 * Any later failure (the Bot API down while answering, say) is logged without
 * the token and the update counts as handled: a /start whose answer failed has
 * still bound the chat.
 */
export async function handleTelegramUpdate(app: AppContext, update: Update): Promise<boolean> {
  const config = app.config.telegram;
  if (!config) return false;
  const bot = botFor(app, config);
  try {
    // getMe once, so `/start@{bot}` in a group is recognised as ours.
    if (!bot.isInited()) await bot.init();
  } catch (error) {
    log.warn("telegram getMe failed", { error: telegramFailure(error, config).error });
    return false;
  }
  try {
    await bot.handleUpdate(update);
  } catch (error) {
    const cause = (error as { error?: unknown }).error ?? error;
    log.warn("telegram update failed", {
      updateId: update.update_id,
      error: telegramFailure(cause, config).error,
    });
  }
  return true;
}
