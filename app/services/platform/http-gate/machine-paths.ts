import type { Config } from "../config.server";
import { webhookPath } from "../../../../core/payments/paths";
import { UNSUBSCRIBE_PATH_PREFIX } from "../../../../core/account/unsubscribe-paths";
import { STATS_INGEST_PATH } from "../../../../core/stats/rules";
import { LEADS_INGEST_PATH } from "../../../../core/leads/ingest";
import { TELEGRAM_WEBHOOK_PATH } from "../../../../core/leads/channels";

/**
 * Machine endpoints exempt from the XSRF/Origin gate (DESIGN §6), by name.
 * Each authenticates by signature instead:
 * - the configured payment provider's webhook (signed body);
 * - one-click unsubscribe, `/api/unsubscribe/{token}` (RFC 8058: the mail
 *   client POSTs with no session; the token is an HMAC of the user and list);
 * - the local worker's statistics batches, `/api/internal/stats` (issue 15;
 *   STATS_INGEST_SECRET, compared in constant time);
 * - the worker's relay of lead form submits, `/api/internal/leads` (issue 24;
 *   an HMAC over a timestamp and the body with LEADS_INGEST_SECRET);
 * - the Telegram bot's updates, `/api/telegram/webhook` (issue 25; the
 *   X-Telegram-Bot-Api-Secret-Token header, compared in constant time).
 * An entry ending in "/" admits exactly one more path segment (see
 * `machinePathMatcher`).
 */
export function machinePaths(config: Pick<Config, "payments">): string[] {
  const hook = webhookPath(config.payments.provider);
  return [
    ...(hook ? [hook] : []),
    UNSUBSCRIBE_PATH_PREFIX,
    STATS_INGEST_PATH,
    LEADS_INGEST_PATH,
    TELEGRAM_WEBHOOK_PATH,
  ];
}

/**
 * The allow-list as a test on a request's (normalised) path. An entry is an
 * exact path, or — when it ends in "/" — a prefix followed by exactly one
 * non-empty segment, for endpoints whose signed token is the last segment
 * (`/api/unsubscribe/` matches `/api/unsubscribe/{token}` and nothing deeper).
 */
export function machinePathMatcher(entries: readonly string[]): (pathname: string) => boolean {
  const exact = new Set(entries.filter((e) => !e.endsWith("/")));
  const prefixes = entries.filter((e) => e.endsWith("/") && e.length > 1);
  return (pathname) => {
    if (exact.has(pathname)) return true;
    return prefixes.some((p) => {
      if (!pathname.startsWith(p)) return false;
      const rest = pathname.slice(p.length);
      return rest.length > 0 && !rest.includes("/");
    });
  };
}
