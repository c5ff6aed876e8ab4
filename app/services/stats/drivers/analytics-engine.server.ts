import type { DayCount, LandingStats, StatsReader } from "../port";
import { StatsUnavailableError } from "../port";

/**
 * `analytics-engine`: Workers Analytics Engine's SQL API
 * (https://developers.cloudflare.com/analytics/analytics-engine/sql-api/):
 * `POST {api}/accounts/{account}/analytics_engine/sql` with the query as the
 * body and `Authorization: Bearer {token}` (Account Analytics: Read); the
 * answer is `FORMAT JSON`: `{meta, data: [{…}], rows}`. The worker writes one
 * data point per event (worker/stats.ts): index1 = landing, blob1 = kind,
 * blob2 = target, blob3 = visitor, blob4 = referrer, blob5 = country. Counts
 * are sums of `_sample_interval`, so sampled data still counts right.
 */
export interface AnalyticsEngineOptions {
  accountId: string;
  apiToken: string;
  /** https://api.cloudflare.com/client/v4 (a loopback stand-in in tests). */
  apiUrl: string;
  dataset: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The SQL API takes no parameters: every value put into a query is checked against its exact shape first. */
function literal(value: string, shape: RegExp): string {
  if (!shape.test(value))
    throw new StatsUnavailableError(`refused value in a stats query: ${value}`);
  return `'${value}'`;
}

type Row = Record<string, string | number | null>;

export function analyticsEngineStatsReader(opts: AnalyticsEngineOptions): StatsReader {
  const fetcher = opts.fetcher ?? fetch;
  const endpoint = `${opts.apiUrl.replace(/\/+$/, "")}/accounts/${opts.accountId}/analytics_engine/sql`;
  const table = opts.dataset;

  async function query(sql: string): Promise<Row[]> {
    let res: Response;
    try {
      res = await fetcher(endpoint, {
        method: "POST",
        headers: { Authorization: `Bearer ${opts.apiToken}` },
        body: `${sql} FORMAT JSON`,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new StatsUnavailableError(`Analytics Engine unreachable: ${String(err)}`);
    }
    const text = await res.text();
    if (!res.ok) {
      throw new StatsUnavailableError(
        `Analytics Engine answered ${res.status}: ${text.slice(0, 200)}`,
      );
    }
    try {
      const body = JSON.parse(text) as { data?: unknown };
      if (!Array.isArray(body.data)) throw new Error("no data");
      return body.data as Row[];
    } catch {
      throw new StatsUnavailableError(
        `Analytics Engine answered something else: ${text.slice(0, 200)}`,
      );
    }
  }

  const since = (day: string) =>
    `timestamp >= toDateTime(${literal(`${day} 00:00:00`, /^\d{4}-\d{2}-\d{2} 00:00:00$/)})`;
  const num = (v: unknown) => Number(v ?? 0) || 0;

  return {
    name: "analytics-engine",
    async read(uuid, days): Promise<LandingStats> {
      const where = `index1 = ${literal(uuid, UUID)} AND ${since(days[0])}`;
      const date = "formatDateTime(timestamp, '%Y-%m-%d', 'Etc/UTC')";
      const [daily, visitors, referrers, countries, clicks] = await Promise.all([
        query(
          `SELECT ${date} AS date, SUM(_sample_interval) AS views FROM ${table} WHERE ${where} AND blob1 = 'view' GROUP BY date`,
        ),
        query(
          `SELECT ${date} AS date, COUNT(DISTINCT blob3) AS visitors FROM ${table} WHERE ${where} AND blob1 = 'view' AND blob3 != '' GROUP BY date`,
        ),
        query(
          `SELECT blob4 AS domain, SUM(_sample_interval) AS views FROM ${table} WHERE ${where} AND blob1 = 'view' AND blob4 != '' GROUP BY domain ORDER BY views DESC LIMIT 50`,
        ),
        query(
          `SELECT blob5 AS country, SUM(_sample_interval) AS views FROM ${table} WHERE ${where} AND blob1 = 'view' GROUP BY country ORDER BY views DESC LIMIT 250`,
        ),
        query(
          `SELECT blob2 AS target, SUM(_sample_interval) AS clicks FROM ${table} WHERE ${where} AND blob1 = 'click' GROUP BY target ORDER BY clicks DESC LIMIT 50`,
        ),
      ]);
      const views = new Map(daily.map((r) => [String(r.date), num(r.views)]));
      const uniques = new Map(visitors.map((r) => [String(r.date), num(r.visitors)]));
      const out: DayCount[] = days.map((d) => ({
        date: d,
        views: views.get(d) ?? 0,
        visitors: uniques.get(d) ?? 0,
      }));
      const byCount = <T extends Record<string, unknown>>(rows: T[], k: keyof T) =>
        rows.sort((a, b) => num(b[k]) - num(a[k]));
      return {
        days: out,
        referrers: byCount(
          referrers.map((r) => ({ domain: String(r.domain), views: num(r.views) })),
          "views",
        ),
        countries: byCount(
          countries.map((r) => ({ country: String(r.country || "unknown"), views: num(r.views) })),
          "views",
        ),
        clicks: byCount(
          clicks.map((r) => ({ target: String(r.target), clicks: num(r.clicks) })),
          "clicks",
        ),
      };
    },
    async views(uuids, fromDay) {
      const list = uuids.filter((u) => UUID.test(u));
      if (!list.length) return new Map();
      if (!DAY.test(fromDay)) throw new StatsUnavailableError(`refused day ${fromDay}`);
      const rows = await query(
        `SELECT index1 AS landing, SUM(_sample_interval) AS views FROM ${table} WHERE index1 IN (${list
          .map((u) => literal(u, UUID))
          .join(", ")}) AND blob1 = 'view' AND ${since(fromDay)} GROUP BY landing`,
      );
      return new Map(rows.map((r) => [String(r.landing), num(r.views)]));
    },
  };
}
