import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../platform/index.server";

/** Issue 25: the operator's Telegram bot settings and how its updates arrive. */
const TOKEN = "123456789:AAStandInTokenOfTheTestBot_0123456789";
const env = (o: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), "vitrina-telegram-")),
  SESSION_SECRET: "s".repeat(40),
  LEADS_INGEST_SECRET: "l".repeat(40),
  ...o,
});

describe("TELEGRAM_* configuration", () => {
  it("offers no Telegram without a token", () => {
    expect(loadConfig(env({})).telegram).toBeNull();
  });

  it("long-polls on a local install, against the official Bot API unless TELEGRAM_API_URL says otherwise", () => {
    const local = loadConfig(
      env({
        APP_URL: "http://localhost:3000",
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_BOT_USERNAME: "@shop_bot",
      }),
    );
    expect(local.telegram).toEqual({
      token: TOKEN,
      username: "shop_bot",
      apiUrl: "https://api.telegram.org",
      updates: "polling",
      webhookSecret: null,
    });
    const standIn = loadConfig(
      env({
        TELEGRAM_BOT_TOKEN: TOKEN,
        TELEGRAM_BOT_USERNAME: "shop_bot",
        TELEGRAM_API_URL: "http://127.0.0.1:9999/",
      }),
    );
    expect(standIn.telegram?.apiUrl).toBe("http://127.0.0.1:9999");
  });

  it("takes the webhook on a public https APP_URL, and then requires TELEGRAM_WEBHOOK_SECRET", () => {
    const served = env({
      NODE_ENV: "production",
      APP_URL: "https://app.vitrina.site",
      TELEGRAM_BOT_TOKEN: TOKEN,
      TELEGRAM_BOT_USERNAME: "shop_bot",
    });
    expect(() => loadConfig(served)).toThrow(/TELEGRAM_WEBHOOK_SECRET: required/);
    const secret = "w".repeat(32);
    expect(loadConfig({ ...served, TELEGRAM_WEBHOOK_SECRET: secret }).telegram).toMatchObject({
      updates: "webhook",
      webhookSecret: secret,
    });
  });

  it("refuses a token without the bot's username, and values of the wrong shape, without echoing the token", () => {
    const noName = env({ TELEGRAM_BOT_TOKEN: TOKEN });
    expect(() => loadConfig(noName)).toThrow(/TELEGRAM_BOT_USERNAME: required/);
    let error: unknown;
    try {
      loadConfig(
        env({
          TELEGRAM_BOT_TOKEN: "not a token",
          TELEGRAM_BOT_USERNAME: "x",
          TELEGRAM_WEBHOOK_SECRET: "bad secret",
        }),
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join("\n");
    expect(problems).toMatch(/TELEGRAM_BOT_TOKEN: must be a bot token/);
    expect(problems).toMatch(/TELEGRAM_BOT_USERNAME: must be the bot's username/);
    expect(problems).toMatch(/TELEGRAM_WEBHOOK_SECRET: must be 16–256 characters/);
    expect(problems).not.toContain("not a token");
  });
});
