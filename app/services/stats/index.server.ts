/**
 * View statistics, the feature's face to routes (issue 15, decision 015):
 * the owner's Statistics view and API, the CSV export, the opt-out, the
 * landing cards' 7-day views, and the worker's local ingest endpoint.
 */
import { CARD_STATS_DAYS, dayRange, statsDays, utcDay } from "../../../core/stats/rules";
import { DAY_MS } from "../../../core/time";
import { setStatsOff } from "../../../db/queries/stats";
import { requireOwned } from "../landings/index.server";
import { log } from "../ops/index.server";
import { rebuildLocked } from "../publishing/index.server";
import type { AppContext } from "../platform/index.server";
import { HttpError } from "../platform/index.server";
import { statsReaderFor } from "./provider.server";
import { StatsUnavailableError, type LandingStats } from "./port";

export { ingestRequest } from "./ingest.server";
export { rotateStatsSalt } from "./salt.server";
export type { LandingStats } from "./port";

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;
type Actor = Parameters<typeof requireOwned>[1];

export interface StatsAnswer extends LandingStats {
  /** The period in days. */
  period: number;
  totals: { views: number; visitors: number; clicks: number };
  /** The owner switched counting off for this landing. */
  statsOff: boolean;
}

function reader(ctx: Ctx) {
  const r = statsReaderFor(ctx.config.stats, ctx.db);
  if (!r) throw new HttpError(503, "notConfigured");
  return r;
}

/** `GET /api/landings/{id}/stats?days=30`: owner only. */
export async function landingStats(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  daysParam: string | null,
): Promise<StatsAnswer> {
  const landing = await requireOwned(ctx, actor, uuid);
  const period = statsDays(daysParam);
  let stats: LandingStats;
  try {
    stats = await reader(ctx).read(landing.uuid, dayRange(ctx.now(), period));
  } catch (err) {
    if (!(err instanceof StatsUnavailableError)) throw err;
    log.warn("stats unavailable", { error: err.message });
    throw new HttpError(503, "statsUnavailable");
  }
  return {
    ...stats,
    period,
    totals: {
      views: stats.days.reduce((s, d) => s + d.views, 0),
      visitors: stats.days.reduce((s, d) => s + d.visitors, 0),
      clicks: stats.clicks.reduce((s, c) => s + c.clicks, 0),
    },
    statsOff: landing.stats_off === 1,
  };
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quoted, and a leading formula character neutralised (CSV injection).
  return `"${(/^[=+\-@]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

/** The CSV export: one row per day, then the breakdowns, each section headed. */
export function statsCsv(stats: StatsAnswer): string {
  const rows: Array<Array<string | number>> = [["date", "views", "visitors"]];
  for (const d of stats.days) rows.push([d.date, d.views, d.visitors]);
  rows.push([], ["referrer", "views"]);
  for (const r of stats.referrers) rows.push([r.domain, r.views]);
  rows.push([], ["country", "views"]);
  for (const c of stats.countries) rows.push([c.country, c.views]);
  rows.push([], ["click", "clicks"]);
  for (const c of stats.clicks) rows.push([c.target, c.clicks]);
  return rows.map((r) => r.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

/**
 * The opt-out: stored on the landing and carried to the worker in the
 * published meta record (a meta-only rebuild, the page itself untouched).
 */
export async function setStatsEnabled(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  enabled: unknown,
): Promise<{ statsOff: boolean }> {
  if (typeof enabled !== "boolean") throw new HttpError(400, "invalidBody");
  const before = await requireOwned(ctx, actor, uuid);
  await setStatsOff(ctx.db, before.uuid, !enabled);
  const landing = await requireOwned(ctx, actor, uuid);
  if (landing.published === 1 && landing.published_hash) await rebuildLocked(ctx, landing);
  return { statsOff: !enabled };
}

/** Views of the last CARD_STATS_DAYS days per landing; empty when statistics cannot be read. */
export async function cardViews(ctx: Ctx, uuids: string[]): Promise<Record<string, number>> {
  const r = statsReaderFor(ctx.config.stats, ctx.db);
  if (!r || !uuids.length) return {};
  try {
    const from = utcDay(ctx.now().getTime() - (CARD_STATS_DAYS - 1) * DAY_MS);
    return Object.fromEntries(await r.views(uuids, from));
  } catch (err) {
    log.warn("card views unavailable", { error: String(err) });
    return {};
  }
}
export { STATS_ENV, statsConfig } from "./config.server";
export type { StatsConfig } from "./config.server";
