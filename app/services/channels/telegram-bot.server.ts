import { Api, GrammyError, HttpError, type ApiClientOptions } from "grammy";
import type { TelegramConfig } from "./config.server";

/**
 * The Bot API client (grammY) of the operator's bot. Every call leaves through
 * `telegramFetch`, our one outbound port to the Bot API: TELEGRAM_API_URL is
 * operator configuration (a stand-in in tests), so the filter for owners'
 * URLs does not apply, but redirects are never followed and nothing it
 * throws carries the URL, which contains the bot token.
 */

/** The longest a Bot API call other than getUpdates may take. */
export const TELEGRAM_CALL_TIMEOUT_MS = 10_000;
/** getUpdates waits this long for an update before answering an empty list. */
export const LONG_POLL_SECONDS = 25;

const TOKEN_LIKE = /\d{3,}:[A-Za-z0-9_-]{20,}/g;

/** `text` without the bot token (or anything shaped like one): safe for a log line. */
export function redactToken(text: string, token?: string): string {
  const cut = token ? text.split(token).join("***") : text;
  return cut.replace(TOKEN_LIKE, "***");
}

/**
 * grammY aborts its calls with the `abort-controller` package's signal, which
 * Node 24's fetch refuses ("Expected signal to be an instance of AbortSignal"):
 * every Bot API call failed there. A native signal follows it instead.
 */
type SignalLike = {
  aborted: boolean;
  addEventListener(type: "abort", listener: () => void, options?: { once: boolean }): void;
};
function nativeSignal(signal: SignalLike | null | undefined): AbortSignal | undefined {
  if (!signal) return undefined;
  if (signal instanceof AbortSignal) return signal;
  const follower = new AbortController();
  if (signal.aborted) follower.abort();
  else signal.addEventListener("abort", () => follower.abort(), { once: true });
  return follower.signal;
}

/** The fetch grammY calls: no redirects; a failure names its cause, never the URL. */
async function telegramFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, {
      ...init,
      signal: nativeSignal(init?.signal as SignalLike | null | undefined),
      redirect: "error",
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).name ?? "error";
    throw new Error(`Bot API unreachable (${redactToken(String(why))})`);
  }
}

/** grammY's client options: our fetch, the configured API root, never the token in an error. */
export function telegramClientOptions(config: TelegramConfig): ApiClientOptions {
  return {
    apiRoot: config.apiUrl,
    // grammY types its fetch as node-fetch's; Node's own is call-compatible.
    fetch: telegramFetch as never,
    // getUpdates holds the connection LONG_POLL_SECONDS; other calls pass their own shorter signal.
    timeoutSeconds: LONG_POLL_SECONDS + 15,
    sensitiveLogs: false,
  };
}

const clients = new Map<string, Api>();

/** The client for this configuration (one per token and API root). */
export function telegramApi(config: TelegramConfig): Api {
  const key = `${config.apiUrl}\n${config.token}`;
  let api = clients.get(key);
  if (!api) {
    api = new Api(config.token, telegramClientOptions(config));
    clients.set(key, api);
  }
  return api;
}

/** A failed Bot API call, in words safe for a log, and what it asks of us. */
export interface TelegramFailure {
  status?: number;
  error: string;
  /** 429: Telegram's `retry_after`, in ms. */
  retryAfterMs?: number;
  /** 403: the chat blocked the bot, left or kicked it: no message will ever reach it. */
  blocked: boolean;
  /** The chat is gone for good (a group upgraded to a supergroup, or deleted). */
  chatGone: boolean;
}

export function telegramFailure(error: unknown, config: TelegramConfig): TelegramFailure {
  if (error instanceof GrammyError) {
    const retryAfter = error.parameters?.retry_after;
    return {
      status: error.error_code,
      error: redactToken(`${error.error_code}: ${error.description}`, config.token),
      ...(typeof retryAfter === "number" && { retryAfterMs: retryAfter * 1000 }),
      blocked: error.error_code === 403,
      chatGone:
        error.error_code === 400 &&
        /chat not found|group chat was upgraded|chat was deleted/i.test(error.description),
    };
  }
  // grammY's HttpError keeps the fetch failure in `.error`; its message never has the URL.
  const inner = error instanceof HttpError ? error.error : error;
  const text = inner instanceof Error ? inner.message : String(inner);
  return { error: redactToken(text, config.token), blocked: false, chatGone: false };
}
