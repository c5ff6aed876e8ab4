import type { Config } from "../config.server";
import { webhookPath } from "../../payments/index.server";
import { UNSUBSCRIBE_PATH_PREFIX } from "../../settings/index.server";
import { STATS_INGEST_PATH } from "../../../../core/stats/rules";

/**
 * Machine endpoints exempt from the XSRF/Origin gate (DESIGN §6), by name.
 * Each authenticates by signature instead:
 * - the configured payment provider's webhook (signed body);
 * - one-click unsubscribe, `/api/unsubscribe/{token}` (RFC 8058: the mail
 *   client POSTs with no session; the token is an HMAC of the user and list);
 * - the local worker's statistics batches, `/api/internal/stats` (issue 15;
 *   STATS_INGEST_SECRET, compared in constant time).
 * An entry ending in "/" admits exactly one more path segment (see
 * `machinePathMatcher` in scripts/server.ts).
 */
export function machinePaths(config: Pick<Config, "payments">): string[] {
  const hook = webhookPath(config);
  return [...(hook ? [hook] : []), UNSUBSCRIBE_PATH_PREFIX, STATS_INGEST_PATH];
}
