import { DAY_MS, HOUR_MS } from "../time";

/**
 * Issue 24: how a lead reaches its owner. Delivery keeps trying far longer
 * than the task runner's 5 tries, because a lost request is a lost customer:
 * at once, then 1 min, 5 min, 30 min, 2 h, 6 h, 12 h, then once a day for 3 days.
 */
const MINUTE_MS = 60_000;

/** The wait after each failed attempt (the first attempt goes out at once). */
export const LEAD_RETRY_DELAYS_MS: readonly number[] = [
  MINUTE_MS,
  5 * MINUTE_MS,
  30 * MINUTE_MS,
  2 * HOUR_MS,
  6 * HOUR_MS,
  12 * HOUR_MS,
  DAY_MS,
  DAY_MS,
  DAY_MS,
];

/** Attempts in all: the first and one per wait; after the last the delivery is `failed`. */
export const LEAD_DELIVERY_MAX_ATTEMPTS = LEAD_RETRY_DELAYS_MS.length + 1;

/**
 * How long one send may take before it counts as failed: well inside the
 * runner's 60 s lease, so a hanging server never lets a second claim of the
 * same task start while the first still waits.
 */
export const LEAD_SEND_TIMEOUT_MS = 30_000;

/** Delivery tasks the runner runs at once, so one slow channel never holds up another. */
export const LEAD_DELIVERY_CONCURRENCY = 8;

/** The lead in the owner's inbox, under the app's address. */
export const leadInboxUrl = (appUrl: string, leadId: string): string =>
  `${appUrl.replace(/\/+$/, "")}/leads/${encodeURIComponent(leadId)}`;
