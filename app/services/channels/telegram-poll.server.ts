import type { Update } from "grammy/types";
import { TELEGRAM_WEBHOOK_PATH } from "../../../core/leads/channels";
import { log } from "../ops/index.server";
import type { AppContext } from "../platform/index.server";
import type { TelegramConfig } from "./config.server";
import {
  LONG_POLL_SECONDS,
  TELEGRAM_CALL_TIMEOUT_MS,
  telegramApi,
  telegramFailure,
} from "./telegram-bot.server";
import { handleTelegramUpdate } from "./telegram-updates.server";

/**
 * How updates reach the bot (issue 25), started beside the task runner.
 * With a public https APP_URL, Telegram calls our webhook: setWebhook is
 * sent in the background until it succeeds. Otherwise (local installs,
 * tests) a loop of its own long-polls getUpdates. Start-up never waits on the
 * Bot API, and a failure is tried again within TELEGRAM_RETRY_MAX_MS.
 */

/** The longest wait after a failed Bot API call before the next try. */
export const TELEGRAM_RETRY_MAX_MS = 5_000;
const RETRY_FIRST_MS = 500;

const ALLOWED_UPDATES = ["message"] as const;

export interface TelegramUpdatesHandle {
  /** Stops the loop (an open long poll is cancelled). */
  stop(): Promise<void>;
}

export interface TelegramUpdatesOptions {
  /** The wait after a failure; doubles from RETRY_FIRST_MS up to TELEGRAM_RETRY_MAX_MS. */
  retryMaxMs?: number;
  /** getUpdates' long-poll seconds (tests shorten it). */
  pollSeconds?: number;
}

const idle: TelegramUpdatesHandle = { stop: async () => {} };

export function startTelegramUpdates(
  app: AppContext,
  opts: TelegramUpdatesOptions = {},
): TelegramUpdatesHandle {
  const config = app.config.telegram;
  if (!config) return idle;
  const stopper = new AbortController();
  const retryMax = Math.min(opts.retryMaxMs ?? TELEGRAM_RETRY_MAX_MS, TELEGRAM_RETRY_MAX_MS);
  const done =
    config.updates === "webhook"
      ? setWebhookUntilDone(app, config, stopper.signal, retryMax)
      : pollUpdates(app, config, stopper.signal, retryMax, opts.pollSeconds ?? LONG_POLL_SECONDS);
  return {
    async stop() {
      stopper.abort();
      await done;
    },
  };
}

/** Resolves after `ms`, or at once when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });

const nextWait = (failures: number, max: number) =>
  Math.min(max, RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1));

async function setWebhookUntilDone(
  app: AppContext,
  config: TelegramConfig,
  signal: AbortSignal,
  retryMax: number,
): Promise<void> {
  const url = `${app.config.appUrl}${TELEGRAM_WEBHOOK_PATH}`;
  for (let failures = 1; !signal.aborted; failures++) {
    try {
      await telegramApi(config).setWebhook(
        url,
        {
          secret_token: config.webhookSecret ?? undefined,
          allowed_updates: [...ALLOWED_UPDATES],
        },
        AbortSignal.any([signal, AbortSignal.timeout(TELEGRAM_CALL_TIMEOUT_MS)]) as never,
      );
      log.info("telegram webhook set", { url });
      return;
    } catch (error) {
      if (signal.aborted) return;
      log.warn("telegram setWebhook failed", { error: telegramFailure(error, config).error });
      await pause(nextWait(failures, retryMax), signal);
    }
  }
}

async function pollUpdates(
  app: AppContext,
  config: TelegramConfig,
  signal: AbortSignal,
  retryMax: number,
  pollSeconds: number,
): Promise<void> {
  let offset: number | undefined;
  let failures = 0;
  while (!signal.aborted) {
    let updates: Update[];
    try {
      updates = await telegramApi(config).getUpdates(
        { offset, timeout: pollSeconds, allowed_updates: [...ALLOWED_UPDATES] },
        signal as never,
      );
    } catch (error) {
      if (signal.aborted) return;
      failures++;
      log.warn("telegram getUpdates failed", {
        error: telegramFailure(error, config).error,
        failures,
      });
      await pause(nextWait(failures, retryMax), signal);
      continue;
    }
    failures = 0;
    for (const update of updates) {
      if (signal.aborted) return;
      // The bot could not start (getMe failed): ask for this update again after a pause.
      if (!(await handleTelegramUpdate(app, update))) {
        await pause(nextWait(1, retryMax), signal);
        break;
      }
      offset = update.update_id + 1;
    }
  }
}
