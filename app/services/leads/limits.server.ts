import { log } from "../ops/index.server";
import { limiterStore, type LimiterStore } from "../platform/index.server";
import type { LeadsConfig } from "./config.server";

/**
 * The submit limits (issue 24): LEADS_LIMIT_PER_ADDRESS per visitor address
 * and LEADS_LIMIT_PER_LANDING per landing, a minute each, in the shared limit
 * store (so every app server counts together). With no address (locally the
 * edge knows none) only the landing's limit applies.
 */
const WINDOW_SECONDS = 60;

type Counter = ReturnType<LimiterStore["counter"]>;
const counters = new WeakMap<LimiterStore, Map<string, Counter>>();

function counterFor(store: LimiterStore, keyPrefix: string, points: number): Counter {
  let byPrefix = counters.get(store);
  if (!byPrefix) counters.set(store, (byPrefix = new Map()));
  let counter = byPrefix.get(keyPrefix);
  if (!counter) {
    counter = store.counter({ keyPrefix, points, duration: WINDOW_SECONDS });
    byPrefix.set(keyPrefix, counter);
  }
  return counter;
}

/** True when this submit is over a limit (and then counts nowhere further). */
export async function overLeadLimit(
  config: Pick<LeadsConfig, "limitPerAddress" | "limitPerLanding">,
  landing: string,
  ip: string | null,
): Promise<boolean> {
  const store = limiterStore();
  // The rate is in the prefix: two rates must not share (and misread) one counter.
  const checks: Array<[string, number, string]> = [];
  if (ip) checks.push([`leads-ip-${config.limitPerAddress}`, config.limitPerAddress, ip]);
  checks.push([`leads-landing-${config.limitPerLanding}`, config.limitPerLanding, landing]);
  for (const [prefix, points, key] of checks) {
    try {
      if ((await counterFor(store, prefix, points).consume(key)) === "over") return true;
    } catch (error) {
      // A failing store must not cost the owner a customer: the request goes on unlimited.
      log.error("lead limits: store failed, submit let through", { error });
    }
  }
  return false;
}
