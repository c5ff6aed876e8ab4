import { minuteOf, STATS_EVENTS_PER_MINUTE, utcDay, type StatsEvent } from "./rules";

/** One landing's counts for one UTC day, from one batch of events. */
export interface DayAggregate {
  landing: string;
  day: string;
  views: number;
  /** Visitor hashes seen this day (a visitor counts once per day, whatever the batches). */
  visitors: Set<string>;
  referrers: Map<string, number>;
  countries: Map<string, number>;
  clicks: Map<string, number>;
}

/** Events one visitor hash already has in a minute, as stored before this batch. */
export type UsedEvents = (landing: string, visitor: string, minute: number) => number;

export interface Aggregation {
  days: DayAggregate[];
  /** Events kept per (landing, visitor, minute) including the earlier ones: what to store. */
  minutes: Array<{ landing: string; visitor: string; minute: number; events: number }>;
  dropped: number;
}

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/**
 * Groups a batch into daily counts, dropping every event past the cap of
 * STATS_EVENTS_PER_MINUTE per visitor hash and minute (earlier batches
 * included), so replaying beacons cannot inflate clicks or views. Events
 * without a visitor hash (no salt known yet) count as views and clicks only.
 */
export function aggregateEvents(
  events: readonly StatsEvent[],
  used: UsedEvents = () => 0,
  cap = STATS_EVENTS_PER_MINUTE,
): Aggregation {
  const days = new Map<string, DayAggregate>();
  const minutes = new Map<
    string,
    { landing: string; visitor: string; minute: number; events: number }
  >();
  let dropped = 0;
  for (const e of [...events].sort((a, b) => a.at - b.at)) {
    if (e.visitor) {
      const minute = minuteOf(e.at);
      const key = `${e.landing}|${e.visitor}|${minute}`;
      let m = minutes.get(key);
      if (!m) {
        m = {
          landing: e.landing,
          visitor: e.visitor,
          minute,
          events: used(e.landing, e.visitor, minute),
        };
        minutes.set(key, m);
      }
      if (m.events >= cap) {
        dropped++;
        continue;
      }
      m.events++;
    }
    const day = utcDay(e.at);
    const dayKey = `${e.landing}|${day}`;
    let d = days.get(dayKey);
    if (!d) {
      d = {
        landing: e.landing,
        day,
        views: 0,
        visitors: new Set(),
        referrers: new Map(),
        countries: new Map(),
        clicks: new Map(),
      };
      days.set(dayKey, d);
    }
    if (e.kind === "view") {
      d.views++;
      if (e.visitor) d.visitors.add(e.visitor);
      if (e.referrer) bump(d.referrers, e.referrer);
      bump(d.countries, e.country);
    } else {
      bump(d.clicks, e.target);
    }
  }
  return { days: [...days.values()], minutes: [...minutes.values()], dropped };
}
