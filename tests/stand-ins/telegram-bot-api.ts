import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback stand-in of the Telegram Bot API (`/bot{token}/{method}`, JSON
 * in, `{ok, result}` or `{ok: false, error_code, description, parameters}`
 * out) that grammY talks to through `apiRoot`. The test plays the chat: it
 * queues updates (`userSends`) that getUpdates long polling hands out, reads
 * what the bot sent (`sent`), and makes sendMessage answer 429 or 403 on
 * demand. For tests only.
 */

export const STAND_IN_BOT_TOKEN = "123456789:AAStandInTokenOfTheTestBot_0123456789";

export interface SentMessage {
  chatId: string;
  text: string;
  parseMode?: string;
  at: number;
}

export interface StandInChat {
  id: number;
  type: "private" | "group" | "supergroup";
  title?: string;
  first_name?: string;
}

type Failure =
  { kind: "429"; retryAfter: number } | { kind: "403" } | { kind: "400"; description: string };

export interface TelegramStandIn {
  /** TELEGRAM_API_URL for the app. */
  apiUrl: string;
  token: string;
  username: string;
  /** Messages the bot sent, oldest first. */
  sent: SentMessage[];
  /** "method" of every call, oldest first. */
  calls: string[];
  /** The last setWebhook call. */
  webhook: { url: string; secretToken?: string } | null;
  /** Queues an update: a message with `text` from a user in `chat`; answers its update_id. */
  userSends(chat: StandInChat, text: string, from?: { language_code?: string }): number;
  /** The next sendMessage calls answer these failures, in order. */
  failSends(...failures: Failure[]): void;
  /** Resolves once `n` messages have been sent in all (rejects after `timeoutMs`). */
  waitForSent(n: number, timeoutMs?: number): Promise<SentMessage[]>;
  /** Closes the port (calls are refused) until `up()` listens again on the same port. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function reply(res: http.ServerResponse, status: number, body: object) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const fail = (res: http.ServerResponse, code: number, description: string, parameters?: object) =>
  reply(res, code, { ok: false, error_code: code, description, ...(parameters && { parameters }) });

export async function startTelegramStandIn(
  // `port`: a fixed one, for an app started before the stand-in (the e2e server); 0 picks a free one.
  // `firstUpdateId`: above any a long-lived app has already confirmed (a stand-in started again).
  o: { token?: string; username?: string; port?: number; firstUpdateId?: number } = {},
): Promise<TelegramStandIn> {
  const token = o.token ?? STAND_IN_BOT_TOKEN;
  const username = o.username ?? "vitrina_test_bot";
  const sent: SentMessage[] = [];
  const calls: string[] = [];
  const queue: object[] = [];
  const failures: Failure[] = [];
  const polls = new Set<() => void>();
  let nextUpdateId = o.firstUpdateId ?? 1000;
  let nextMessageId = 1;
  let webhook: TelegramStandIn["webhook"] = null;
  const sentWaiters = new Set<() => void>();

  const wakePolls = () => {
    for (const wake of [...polls]) wake();
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(new URL(req.url ?? "/", "http://x").pathname);
      if (!match) return fail(res, 404, "Not Found");
      const [, given, method] = match;
      calls.push(method!);
      if (given !== token) return fail(res, 401, "Unauthorized");
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;
      switch (method) {
        case "getMe":
          return reply(res, 200, {
            ok: true,
            result: {
              id: Number(token.split(":")[0]),
              is_bot: true,
              first_name: "Vitrina test bot",
              username,
              can_join_groups: true,
              can_read_all_group_messages: false,
              supports_inline_queries: false,
            },
          });
        case "getUpdates": {
          const offset = typeof body.offset === "number" ? body.offset : 0;
          // As Telegram: an offset confirms every update before it, which is then gone.
          while (queue.length && (queue[0] as { update_id: number }).update_id < offset) {
            queue.shift();
          }
          const pending = () =>
            queue.filter((u) => (u as { update_id: number }).update_id >= offset);
          const answer = () => {
            polls.delete(answer);
            clearTimeout(timer);
            if (!res.writableEnded) reply(res, 200, { ok: true, result: pending() });
          };
          if (pending().length > 0) return reply(res, 200, { ok: true, result: pending() });
          const timer = setTimeout(answer, Number(body.timeout ?? 0) * 1000);
          polls.add(answer);
          res.on("close", () => {
            polls.delete(answer);
            clearTimeout(timer);
          });
          return;
        }
        case "sendMessage": {
          const failure = failures.shift();
          if (failure?.kind === "429") {
            return fail(res, 429, `Too Many Requests: retry after ${failure.retryAfter}`, {
              retry_after: failure.retryAfter,
            });
          }
          if (failure?.kind === "403")
            return fail(res, 403, "Forbidden: bot was blocked by the user");
          if (failure?.kind === "400") return fail(res, 400, `Bad Request: ${failure.description}`);
          const text = String(body.text ?? "");
          if (text.length === 0 || text.length > 4096) {
            return fail(res, 400, "Bad Request: message is too long");
          }
          sent.push({
            chatId: String(body.chat_id),
            text,
            ...(typeof body.parse_mode === "string" && { parseMode: body.parse_mode }),
            at: performance.now(),
          });
          for (const wake of [...sentWaiters]) wake();
          return reply(res, 200, {
            ok: true,
            result: { message_id: nextMessageId++, date: 0, chat: { id: body.chat_id }, text },
          });
        }
        case "setWebhook":
          webhook = {
            url: String(body.url),
            ...(typeof body.secret_token === "string" && { secretToken: body.secret_token }),
          };
          return reply(res, 200, { ok: true, result: true });
        case "deleteWebhook":
          webhook = null;
          return reply(res, 200, { ok: true, result: true });
        default:
          return fail(res, 404, "Not Found: method not found");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(o.port ?? 0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;

  const closePort = () =>
    new Promise<void>((resolve) => {
      wakePolls();
      server.close(() => resolve());
      server.closeAllConnections();
    });

  return {
    apiUrl: `http://127.0.0.1:${port}`,
    token,
    username,
    sent,
    calls,
    get webhook() {
      return webhook;
    },
    userSends(chat, text, from = {}) {
      const update_id = nextUpdateId++;
      queue.push({
        update_id,
        message: {
          message_id: update_id,
          date: Math.floor(Date.now() / 1000),
          chat,
          from: {
            id: chat.id > 0 ? chat.id : 42,
            is_bot: false,
            first_name: chat.first_name ?? "Anna",
            ...from,
          },
          text,
          ...(text.startsWith("/") && {
            entities: [{ type: "bot_command", offset: 0, length: text.split(" ")[0]!.length }],
          }),
        },
      });
      wakePolls();
      return update_id;
    },
    failSends(...f) {
      failures.push(...f);
    },
    waitForSent(n, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (sent.length < n) return;
          sentWaiters.delete(check);
          clearTimeout(timer);
          resolve(sent);
        };
        const timer = setTimeout(() => {
          sentWaiters.delete(check);
          reject(new Error(`stand-in: ${sent.length} of ${n} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        sentWaiters.add(check);
        check();
      });
    },
    down: closePort,
    up: () => new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve)),
    close: closePort,
  };
}
