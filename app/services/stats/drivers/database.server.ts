import { readStoredStats, viewsSince } from "../../../../db/queries/stats";
import type { Executor } from "../../../../db/database";
import type { LandingStats, StatsReader } from "../port";

/** `local`: the daily rows the app aggregates from the worker's batches (ingest.server.ts). */
export function databaseStatsReader(db: Executor): StatsReader {
  return {
    name: "local",
    async read(uuid, days): Promise<LandingStats> {
      const stored = await readStoredStats(db, uuid, days[0], days[days.length - 1]);
      const byDay = new Map(stored.days.map((d) => [d.day, d]));
      return {
        days: days.map((date) => ({
          date,
          views: byDay.get(date)?.views ?? 0,
          visitors: byDay.get(date)?.visitors ?? 0,
        })),
        referrers: stored.referrers.map((r) => ({ domain: r.key, views: r.count })),
        countries: stored.countries.map((r) => ({ country: r.key, views: r.count })),
        clicks: stored.clicks.map((r) => ({ target: r.key, clicks: r.count })),
      };
    },
    views: (uuids, fromDay) => viewsSince(db, uuids, fromDay),
  };
}
