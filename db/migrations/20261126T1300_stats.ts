import type { Kysely } from "kysely";

/**
 * Issue 15, decision 015: view statistics aggregated into daily rows.
 *
 * - `stats_daily`: views and unique visitors per landing and UTC day;
 * - `stats_referrers`, `stats_countries`, `stats_clicks`: per day, by
 *   referrer domain, country and click target (`button:0`, `card:3`, …);
 * - `stats_visitors`: the day's salted visitor hashes, so a visitor counts
 *   once per day across batches; kept two days, then deleted by the salt
 *   rotation task (after which the hashes mean nothing anyway);
 * - `stats_minutes`: events per visitor hash and minute, for the cap; kept
 *   an hour.
 * `landings.stats_off` is the owner's opt-out. Everything dies with the landing.
 */
const PER_DAY = [
  ["stats_referrers", "domain", "views"],
  ["stats_countries", "country", "views"],
  ["stats_clicks", "target", "clicks"],
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("landings")
    .addColumn("stats_off", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  const landing = (c: any) => c.notNull().references("landings.uuid").onDelete("cascade");
  await db.schema
    .createTable("stats_daily")
    .addColumn("landing_uuid", "text", landing)
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("visitors", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("stats_daily_pk", ["landing_uuid", "day"])
    .execute();
  for (const [table, key, count] of PER_DAY) {
    await db.schema
      .createTable(table)
      .addColumn("landing_uuid", "text", landing)
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn(key, "text", (c) => c.notNull())
      .addColumn(count, "integer", (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ["landing_uuid", "day", key])
      .execute();
  }
  await db.schema
    .createTable("stats_visitors")
    .addColumn("landing_uuid", "text", landing)
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("stats_visitors_pk", ["landing_uuid", "day", "visitor"])
    .execute();
  await db.schema
    .createTable("stats_minutes")
    .addColumn("landing_uuid", "text", landing)
    .addColumn("visitor", "text", (c) => c.notNull())
    .addColumn("minute", "integer", (c) => c.notNull())
    .addColumn("events", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("stats_minutes_pk", ["landing_uuid", "visitor", "minute"])
    .execute();
  await db.schema
    .createIndex("stats_minutes_minute")
    .on("stats_minutes")
    .column("minute")
    .execute();
  await db.schema.createIndex("stats_visitors_day").on("stats_visitors").column("day").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["stats_minutes", "stats_visitors", ...PER_DAY.map((p) => p[0]), "stats_daily"]) {
    await db.schema.dropTable(t).execute();
  }
  await db.schema.alterTable("landings").dropColumn("stats_off").execute();
}
