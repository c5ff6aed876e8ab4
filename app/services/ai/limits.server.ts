import { limiterStore, type LimiterStore } from "../platform/index.server";

/**
 * AI requests per user per UTC day (AI_DAILY_LIMIT), counted in the shared
 * limiter store, the database every app server sees (decision 009), never in
 * this process's memory. The day is in the key, so the count starts afresh at
 * midnight UTC; rows live two days and are swept with the others.
 */
const TWO_DAYS_S = 2 * 24 * 60 * 60;

export interface AiDailyLimit {
  /** Counts one request; false over the limit. */
  take(userId: number, now: Date): Promise<boolean>;
  used(userId: number, now: Date): Promise<number>;
}

const keyOf = (userId: number, now: Date) => `${userId}|${now.toISOString().slice(0, 10)}`;

/** When today's count ends (the next midnight UTC), for the "try again" message. */
export function dailyResetAt(now: Date): Date {
  const next = new Date(now);
  next.setUTCHours(24, 0, 0, 0);
  return next;
}

export function aiDailyLimit(limit: number, store: LimiterStore = limiterStore()): AiDailyLimit {
  const counter = store.counter({ keyPrefix: "ai-day", points: limit, duration: TWO_DAYS_S });
  return {
    async take(userId, now) {
      return (await counter.consume(keyOf(userId, now))) === "ok";
    },
    async used(userId, now) {
      return (await counter.get(keyOf(userId, now)))?.consumedPoints ?? 0;
    },
  };
}
