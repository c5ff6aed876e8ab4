import { STATS_SALT_KEY, parseSaltRecord, rotateSalts } from "../../../core/stats/salt";
import { minuteOf, utcDay } from "../../../core/stats/rules";
import { DAY_MS } from "../../../core/time";
import { pruneStatsState } from "../../../db/queries/stats";
import type { AppContext } from "../platform/index.server";

type Ctx = Pick<AppContext, "db" | "store" | "now">;

/**
 * The daily rotation (task `stats.salt`): the bucket's salt record keeps
 * today's and tomorrow's salts only, so yesterday's visitor hashes can no
 * longer be recomputed by anyone; the app forgets the stored hashes of days
 * before yesterday and cap counters older than an hour.
 */
export async function rotateStatsSalt(ctx: Ctx): Promise<string> {
  const now = ctx.now();
  const current = await ctx.store.get(STATS_SALT_KEY);
  const next = rotateSalts(parseSaltRecord(current?.body), now);
  await ctx.store.put(STATS_SALT_KEY, JSON.stringify(next), { contentType: "application/json" });
  const pruned = await pruneStatsState(
    ctx.db,
    utcDay(now.getTime() - DAY_MS),
    minuteOf(now.getTime()) - 60,
  );
  return `salts for ${Object.keys(next.salts).join(", ")}; ${pruned.visitors} visitor hash(es), ${pruned.minutes} counter(s) forgotten`;
}
