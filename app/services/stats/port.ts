/**
 * Where view statistics are read from (issue 15, decision 015). The worker
 * writes them (worker/stats.ts); a reader answers the owner's Statistics
 * view: `local` from the app's daily rows, `analytics-engine` from Workers
 * Analytics Engine's SQL API.
 */
export interface DayCount {
  /** YYYY-MM-DD, UTC. */
  date: string;
  views: number;
  visitors: number;
}

export interface LandingStats {
  /** Every day of the period, oldest first, zeros included. */
  days: DayCount[];
  /** Referrer domains, most views first. */
  referrers: Array<{ domain: string; views: number }>;
  /** Countries (ISO alpha-2 or "unknown"), most views first. */
  countries: Array<{ country: string; views: number }>;
  /** Clicks per target (`button:0`, `button:1`, `card:N`), most first. */
  clicks: Array<{ target: string; clicks: number }>;
}

export interface StatsReader {
  readonly name: "local" | "analytics-engine";
  /** One landing's counts for the UTC days `days[0]`…`days[days.length-1]`. */
  read(uuid: string, days: string[]): Promise<LandingStats>;
  /** Views per landing since `fromDay` (the landing cards' 7-day figure). */
  views(uuids: string[], fromDay: string): Promise<Map<string, number>>;
}

export class StatsUnavailableError extends Error {}
