import { TARIFF_PRO } from "../../core/plans";
import { listLeadChannels } from "../../db/queries/lead-channels";
import { updateUserSettings } from "../../db/queries/user-settings";
import type { TelegramConfig } from "../../app/services/channels/config.server";
import { startTelegramStandIn, type TelegramStandIn } from "../stand-ins/telegram-bot-api";
import type { Kit } from "./admin-kit";
import { landingWithForm } from "./leads-kit";

/**
 * Issue 25 test kit: the app's bot pointed at the loopback Bot API stand-in,
 * and a PRO owner with a landing that has a lead form.
 */

export const WEBHOOK_SECRET = "test-webhook-secret-0123456789";

/** Points `kit`'s app at the stand-in (polling unless told otherwise). */
export function pointBotAt(
  kit: Kit,
  bot: TelegramStandIn,
  updates: TelegramConfig["updates"] = "polling",
): TelegramConfig {
  const config: TelegramConfig = {
    token: bot.token,
    username: bot.username,
    apiUrl: bot.apiUrl,
    updates,
    webhookSecret: WEBHOOK_SECRET,
  };
  kit.ctx.config.telegram = config;
  return config;
}

export async function telegramStandIn(): Promise<TelegramStandIn> {
  return startTelegramStandIn();
}

const YEAR = 365 * 86_400_000;

/** A PRO owner (UI in `language`), signed in, with a landing that has a lead form. */
export async function proOwner(
  kit: Kit,
  o: { language?: string; pro?: boolean; projectname?: string } = {},
) {
  const id = await kit.addUser({
    confirmed: true,
    tariff: o.pro === false ? 0 : TARIFF_PRO,
    expiry: new Date(kit.clock.now.getTime() + YEAR).toISOString(),
  });
  if (o.language) await updateUserSettings(kit.ctx.db, id, { language: o.language });
  const uuid = await landingWithForm(kit, id, { projectname: o.projectname ?? "Пекарня" });
  return { id, uuid, cookie: await kit.signIn(id) };
}

/** The landing's Telegram channels as [chat_id, chat_title, enabled]. */
export async function telegramChats(kit: Kit, uuid: string) {
  const rows = await listLeadChannels(kit.ctx.db, uuid, "telegram");
  return rows.map((r) => [r.chat_id, r.chat_title, r.enabled]);
}

/** The start parameter of a deep link. */
export const startToken = (link: string) => new URL(link).searchParams.get("start") ?? "";
