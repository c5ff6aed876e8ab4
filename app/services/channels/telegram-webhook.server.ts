import type { Update } from "grammy/types";
import { HttpError, safeEqual, sha256Hex, type AppContext } from "../platform/index.server";
import { handleTelegramUpdate } from "./telegram-updates.server";

/** Telegram's header carrying TELEGRAM_WEBHOOK_SECRET with each update. */
export const TELEGRAM_SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
/** An update is a few KB; anything much larger is not Telegram's. */
const MAX_UPDATE_BYTES = 1024 * 1024;

/**
 * POST /api/telegram/webhook: one update from Telegram. Accepted only with
 * the secret header equal to TELEGRAM_WEBHOOK_SECRET (compared in constant
 * time, whatever its length): anyone else gets 401 and nothing is read.
 * 200 once handled; 503 when the bot cannot start, so Telegram sends it again.
 */
export async function receiveTelegramWebhook(app: AppContext, request: Request): Promise<unknown> {
  const config = app.config.telegram;
  if (!config) throw new HttpError(404, "notFound");
  const given = request.headers.get(TELEGRAM_SECRET_HEADER) ?? "";
  const expected = config.webhookSecret;
  if (!expected || !safeEqual(sha256Hex(given), sha256Hex(expected))) {
    throw new HttpError(401, "unauthorized");
  }
  const text = await request.text();
  if (text.length > MAX_UPDATE_BYTES) throw new HttpError(413, "payloadTooLarge");
  let update: Update;
  try {
    update = JSON.parse(text) as Update;
  } catch {
    throw new HttpError(400, "invalidBody");
  }
  if (typeof update?.update_id !== "number") throw new HttpError(400, "invalidBody");
  if (!(await handleTelegramUpdate(app, update))) throw new HttpError(503, "unavailable");
  return { ok: true };
}
