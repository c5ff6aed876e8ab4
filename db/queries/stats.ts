import { sql } from "kysely";
import type { Aggregation } from "../../core/stats/aggregate";
import type { DB, Executor } from "../database";

/** Issue 15, decision 015: the daily statistics rows (one module for the six stats tables). */

const COUNTED = [
  ["stats_referrers", "domain", "views", "referrers"],
  ["stats_countries", "country", "views", "countries"],
  ["stats_clicks", "target", "clicks", "clicks"],
] as const;

/** Of these landings, the ones that exist and count (not switched off by their owner). */
export async function countedLandings(db: Executor, uuids: string[]): Promise<Set<string>> {
  if (!uuids.length) return new Set();
  const rows = await db
    .selectFrom("landings")
    .select("uuid")
    .where("uuid", "in", uuids)
    .where("stats_off", "=", 0)
    .execute();
  return new Set(rows.map((r) => r.uuid));
}

/** Events already stored per (landing, visitor, minute) from `fromMinute` on. */
export async function usedMinutes(
  db: Executor,
  uuids: string[],
  fromMinute: number,
): Promise<Map<string, number>> {
  if (!uuids.length) return new Map();
  const rows = await db
    .selectFrom("stats_minutes")
    .select(["landing_uuid", "visitor", "minute", "events"])
    .where("landing_uuid", "in", uuids)
    .where("minute", ">=", fromMinute)
    .execute();
  return new Map(rows.map((r) => [`${r.landing_uuid}|${r.visitor}|${r.minute}`, r.events]));
}

/** Adds one aggregated batch (core/stats/aggregate) to the stored rows. */
export async function addAggregation(db: Executor, agg: Aggregation): Promise<void> {
  for (const m of agg.minutes) {
    await db
      .insertInto("stats_minutes")
      .values({ landing_uuid: m.landing, visitor: m.visitor, minute: m.minute, events: m.events })
      .onConflict((oc) =>
        oc.columns(["landing_uuid", "visitor", "minute"]).doUpdateSet({ events: m.events }),
      )
      .execute();
  }
  for (const d of agg.days) {
    let fresh = 0;
    if (d.visitors.size) {
      const inserted = await db
        .insertInto("stats_visitors")
        .values(
          [...d.visitors].map((visitor) => ({ landing_uuid: d.landing, day: d.day, visitor })),
        )
        .onConflict((oc) => oc.doNothing())
        .returning("visitor")
        .execute();
      fresh = inserted.length;
    }
    if (d.views || fresh) {
      await db
        .insertInto("stats_daily")
        .values({ landing_uuid: d.landing, day: d.day, views: d.views, visitors: fresh })
        .onConflict((oc) =>
          oc.columns(["landing_uuid", "day"]).doUpdateSet({
            views: sql`stats_daily.views + ${d.views}`,
            visitors: sql`stats_daily.visitors + ${fresh}`,
          }),
        )
        .execute();
    }
    for (const [table, key, count, field] of COUNTED) {
      for (const [value, n] of d[field]) {
        await db
          .insertInto(table)
          .values({ landing_uuid: d.landing, day: d.day, [key]: value, [count]: n } as never)
          .onConflict((oc) =>
            oc
              .columns(["landing_uuid", "day", key] as never)
              .doUpdateSet({ [count]: sql`${sql.ref(`${table}.${count}`)} + ${n}` } as never),
          )
          .execute();
      }
    }
  }
}

export interface StoredStats {
  days: Array<{ day: string; views: number; visitors: number }>;
  referrers: Array<{ key: string; count: number }>;
  countries: Array<{ key: string; count: number }>;
  clicks: Array<{ key: string; count: number }>;
}

/** A landing's rows for the UTC days `fromDay`…`toDay`, the breakdowns summed over them. */
export async function readStoredStats(
  db: Executor,
  uuid: string,
  fromDay: string,
  toDay: string,
): Promise<StoredStats> {
  const days = await db
    .selectFrom("stats_daily")
    .select(["day", "views", "visitors"])
    .where("landing_uuid", "=", uuid)
    .where("day", ">=", fromDay)
    .where("day", "<=", toDay)
    .orderBy("day")
    .execute();
  const sums = async (table: (typeof COUNTED)[number][0], key: string, count: string) => {
    const rows = await db
      .selectFrom(table)
      .select([
        sql<string>`${sql.ref(key)}`.as("key"),
        sql<number>`sum(${sql.ref(count)})`.as("count"),
      ])
      .where("landing_uuid", "=", uuid)
      .where("day", ">=", fromDay)
      .where("day", "<=", toDay)
      .groupBy(key as never)
      .execute();
    return rows
      .map((r) => ({ key: r.key, count: Number(r.count) }))
      .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
  };
  return {
    days: days.map((d) => ({ day: d.day, views: Number(d.views), visitors: Number(d.visitors) })),
    referrers: await sums("stats_referrers", "domain", "views"),
    countries: await sums("stats_countries", "country", "views"),
    clicks: await sums("stats_clicks", "target", "clicks"),
  };
}

/** Views per landing since `fromDay` (the landing cards' 7-day figure). */
export async function viewsSince(
  db: Executor,
  uuids: string[],
  fromDay: string,
): Promise<Map<string, number>> {
  if (!uuids.length) return new Map();
  const rows = await db
    .selectFrom("stats_daily")
    .select(["landing_uuid", sql<number>`sum(views)`.as("views")])
    .where("landing_uuid", "in", uuids)
    .where("day", ">=", fromDay)
    .groupBy("landing_uuid")
    .execute();
  return new Map(rows.map((r) => [r.landing_uuid, Number(r.views)]));
}

/** Forgets visitor hashes of days before `beforeDay` and cap counters before `beforeMinute`. */
export async function pruneStatsState(
  db: DB,
  beforeDay: string,
  beforeMinute: number,
): Promise<{ visitors: number; minutes: number }> {
  const v = await db.deleteFrom("stats_visitors").where("day", "<", beforeDay).executeTakeFirst();
  const m = await db
    .deleteFrom("stats_minutes")
    .where("minute", "<", beforeMinute)
    .executeTakeFirst();
  return { visitors: Number(v.numDeletedRows), minutes: Number(m.numDeletedRows) };
}

export async function setStatsOff(db: Executor, uuid: string, off: boolean): Promise<void> {
  await db
    .updateTable("landings")
    .set({ stats_off: off ? 1 : 0 })
    .where("uuid", "=", uuid)
    .execute();
}
