import { z } from "zod";
import type { OutboundPolicy } from "./outbound.server";

/**
 * The operator's Telegram bot (issue 25), joined into the app's EnvSchema
 * (../platform/config-env.server.ts). Other channels add their settings here too. Without a token Telegram is simply not
 * offered. TELEGRAM_API_URL is operator configuration: the outbound filter
 * for owners' URLs does not apply to it.
 */
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const TELEGRAM_API_DEFAULT = "https://api.telegram.org";

export const TELEGRAM_ENV = {
  // The bot's token from @BotFather; unset: no Telegram channel.
  TELEGRAM_BOT_TOKEN: optional(
    z.string().regex(/^\d+:[A-Za-z0-9_-]{20,}$/, "must be a bot token such as 123456:ABC-…"),
  ),
  // The bot's @username without the @: deep links point at https://t.me/{username}.
  TELEGRAM_BOT_USERNAME: optional(
    z
      .string()
      .transform((s) => s.replace(/^@/, ""))
      .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, "must be the bot's username")),
  ),
  // The Bot API server (a loopback stand-in in tests, or a self-hosted Bot API server).
  TELEGRAM_API_URL: optional(z.string().url()),
  // Telegram sends it back in X-Telegram-Bot-Api-Secret-Token with each webhook update.
  TELEGRAM_WEBHOOK_SECRET: optional(
    z.string().regex(/^[A-Za-z0-9_-]{16,256}$/, "must be 16–256 characters A-Z a-z 0-9 _ -"),
  ),
};

export interface TelegramConfig {
  token: string;
  username: string;
  apiUrl: string;
  /**
   * How updates reach us: the webhook when APP_URL is https and not loopback
   * (Telegram cannot call anything else), else getUpdates long polling.
   */
  updates: "webhook" | "polling";
  webhookSecret: string | null;
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

export function telegramConfig(
  e: {
    TELEGRAM_BOT_TOKEN?: string;
    TELEGRAM_BOT_USERNAME?: string;
    TELEGRAM_API_URL?: string;
    TELEGRAM_WEBHOOK_SECRET?: string;
  },
  appUrl: string,
  fail: (message: string) => never,
): TelegramConfig | null {
  if (!e.TELEGRAM_BOT_TOKEN) return null;
  if (!e.TELEGRAM_BOT_USERNAME) {
    return fail("TELEGRAM_BOT_USERNAME: required when TELEGRAM_BOT_TOKEN is set");
  }
  const app = new URL(appUrl);
  const updates =
    app.protocol === "https:" && !LOOPBACK_HOST.test(app.hostname) ? "webhook" : "polling";
  if (updates === "webhook" && !e.TELEGRAM_WEBHOOK_SECRET) {
    return fail(
      "TELEGRAM_WEBHOOK_SECRET: required when TELEGRAM_BOT_TOKEN is set and APP_URL is https",
    );
  }
  return {
    token: e.TELEGRAM_BOT_TOKEN,
    username: e.TELEGRAM_BOT_USERNAME,
    apiUrl: (e.TELEGRAM_API_URL ?? TELEGRAM_API_DEFAULT).replace(/\/+$/, ""),
    updates,
    webhookSecret: e.TELEGRAM_WEBHOOK_SECRET ?? null,
  };
}

/**
 * Issue 25: configuration of calls to owners' URLs, joined into the app's
 * EnvSchema (../platform/config-env.server.ts).
 */
export const OUTBOUND_ENV = {
  // Lets tests and local installs reach http receivers on loopback (127.0.0.0/8, ::1) only.
  WEBHOOK_ALLOW_PRIVATE: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(["0", "1"], { message: "must be 0 or 1" }).default("0"),
  ),
};

export type OutboundConfig = Pick<OutboundPolicy, "allowLoopback" | "httpsOnly">;

/**
 * A server on a real host never reaches loopback for an owner (its own admin
 * ports live there), as it never runs the fake providers; and it calls https only.
 */
export function outboundConfig(
  e: { NODE_ENV: string; WEBHOOK_ALLOW_PRIVATE: "0" | "1" },
  loopbackApp: boolean,
  fail: (message: string) => never,
): OutboundConfig {
  const allowLoopback = e.WEBHOOK_ALLOW_PRIVATE === "1";
  const production = e.NODE_ENV === "production";
  if (allowLoopback && production && !loopbackApp) {
    return fail("WEBHOOK_ALLOW_PRIVATE: for tests and local use only (APP_URL is not loopback)");
  }
  return { allowLoopback, httpsOnly: production && !allowLoopback };
}
