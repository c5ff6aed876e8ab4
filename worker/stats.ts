import { isbot } from "isbot";
import { STATS_SALT_KEY, parseSaltRecord, visitorHash, type SaltRecord } from "../core/stats/salt";
import {
  BEACON_PATH,
  MAX_BEACON_BYTES,
  MAX_INGEST_EVENTS,
  STATS_EVENTS_PER_MINUTE,
  STATS_INGEST_PATH,
  STATS_INGEST_SECRET_HEADER,
  countryCode,
  isClickTarget,
  minuteOf,
  referrerDomain,
  utcDay,
  type StatsEvent,
} from "../core/stats/rules";
import type { SiteStore } from "../core/storage/site-store";
import type { AnalyticsEngineDataset } from "./config";
import type { EdgeEntry } from "./entry";
import type { ExecutionContextLike } from "./runtime";

export { BEACON_PATH };

/**
 * View statistics at the edge (issue 15, decision 015). A landing page served
 * with 200 and a click beacon on `/_v` each become one event; nothing runs on
 * the response's path but a bot check: hashing, the salt and the sink all run
 * in `ctx.waitUntil`, and a cache hit reads nothing from the bucket (the salt
 * is kept in the isolate).
 */

/** Where the counted events go: Analytics Engine in production, the app's ingest endpoint locally. */
export interface StatsSink {
  /** Takes a batch of events (already hashed and capped). */
  write(events: StatsEvent[]): Promise<void> | void;
}

/**
 * Analytics Engine: one data point per event, the landing as the index (the
 * sampling key), then kind, target, visitor, referrer, country as blob1…5.
 * The app's reader (app/services/stats/drivers/analytics-engine) uses the same order.
 */
export function analyticsEngineSink(dataset: AnalyticsEngineDataset): StatsSink {
  return {
    write(events) {
      for (const e of events) {
        dataset.writeDataPoint({
          indexes: [e.landing],
          blobs: [e.kind, e.target, e.visitor, e.referrer, e.country],
          doubles: [1],
        });
      }
    },
  };
}

/**
 * Locally, events wait this long for others to share their POST: every POST
 * out of the worker costs far more than the events in it (at 100 events a
 * POST, counting cost a third of the cache hit's throughput; at 500, nothing
 * measurable — tests/bench/stats-throughput.ts).
 */
export const INGEST_DELAY_MS = 1000;
/** A batch this large leaves at once (the most one ingest request may carry). */
export const INGEST_BATCH = MAX_INGEST_EVENTS;

/** The app's `POST /api/internal/stats` (local default): one signed POST per batch. */
export function appIngestSink(
  url: string,
  secret: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): StatsSink {
  return {
    async write(events) {
      try {
        const res = await fetcher(url, {
          method: "POST",
          headers: { "Content-Type": "application/json", [STATS_INGEST_SECRET_HEADER]: secret },
          body: JSON.stringify({ events }),
        });
        await res.body?.cancel();
        if (!res.ok) console.warn(`stats ingest answered ${res.status}`);
      } catch (err) {
        // Counting never breaks a page; a lost batch is lost counts.
        console.warn("stats ingest failed", err);
      }
    },
  };
}

/** User agents already judged by isbot (a large regex): visitors share a few hundred agents. */
const botVerdicts = new Map<string, boolean>();
function isBot(ua: string): boolean {
  let verdict = botVerdicts.get(ua);
  if (verdict === undefined) {
    verdict = isbot(ua);
    if (botVerdicts.size >= 2000) botVerdicts.clear();
    botVerdicts.set(ua, verdict);
  }
  return verdict;
}

/** How long an isolate trusts its copy of the salt record before reading it again. */
const SALT_TTL_MS = 60 * 60_000;
/** Cap counters tracked before the map is cleared (a flood of addresses). */
const MAX_TRACKED = 50_000;

export interface StatsCounterOptions {
  sink: StatsSink;
  store: SiteStore;
  now(): Date;
  cap?: number;
  /** How long the first event of a batch waits for others (0 = the same request's events only). */
  delayMs?: number;
  /**
   * Hash the visitor's address from CF-Connecting-IP: only on Cloudflare, whose
   * edge sets that header and replaces a client's. The local worker leaves it
   * off: Miniflare passes a client-sent one through and knows no address of
   * its own, so there visitors differ by browser only (ADR 015).
   */
  addressFromEdge?: boolean;
}

/** An event as seen on the request, before hashing: held in memory until its batch is processed. */
interface RawEvent extends Omit<StatsEvent, "visitor"> {
  ip: string;
  ua: string;
}

/**
 * Counts views and clicks. A request adds its event to the isolate's pending
 * batch (an array push); the request that starts a batch hands its
 * processing to its own `ctx.waitUntil`: after `delayMs` (or at INGEST_BATCH
 * events) it takes the batch, hashes each visitor with the day's salt,
 * applies the per-minute cap and writes the batch to the sink. Address and
 * agent live only in that array, for at most `delayMs`. The batch holds
 * plain data and all I/O happens in that one request's context (workerd
 * forbids sharing I/O objects across requests).
 */
export class StatsCounter {
  private salt: { record: SaltRecord; read: number } | null = null;
  private minute = -1;
  private readonly perVisitor = new Map<string, number>();
  private pending: RawEvent[] = [];

  constructor(private readonly opts: StatsCounterOptions) {}

  /** A page answer: counted when it is a landing served with 200 to a GET from a person. */
  view(request: Request, entry: EdgeEntry, hostname: string, ctx?: ExecutionContextLike): void {
    const landing = entry.landing;
    if (!landing || landing.statsOff || entry.status !== 200 || request.method !== "GET") return;
    const ua = request.headers.get("User-Agent") ?? "";
    if (isBot(ua)) return;
    this.enqueue(request, ua, ctx, {
      kind: "view",
      landing: landing.uuid,
      referrer: referrerDomain(request.headers.get("Referer"), hostname),
      target: "",
    });
  }

  /** A click beacon whose page resolved to `entry`; false when it is not counted. */
  click(
    request: Request,
    entry: EdgeEntry | null,
    target: string,
    ctx?: ExecutionContextLike,
  ): boolean {
    const landing = entry?.landing;
    if (!landing || landing.statsOff || entry!.status !== 200 || !isClickTarget(target))
      return false;
    const ua = request.headers.get("User-Agent") ?? "";
    if (isBot(ua)) return false;
    this.enqueue(request, ua, ctx, { kind: "click", landing: landing.uuid, referrer: "", target });
    return true;
  }

  private enqueue(
    request: Request,
    ua: string,
    ctx: ExecutionContextLike | undefined,
    e: Pick<StatsEvent, "kind" | "landing" | "referrer" | "target">,
  ): void {
    const cf = (request as { cf?: { country?: unknown } }).cf;
    this.pending.push({
      ...e,
      at: this.opts.now().getTime(),
      country: countryCode(cf?.country),
      ip: this.opts.addressFromEdge ? (request.headers.get("CF-Connecting-IP") ?? "") : "",
      ua,
    });
    let work: Promise<void> | null = null;
    if (this.pending.length >= INGEST_BATCH) work = this.flush();
    else if (this.pending.length === 1) {
      const delay = this.opts.delayMs ?? 0;
      const wait = delay > 0 ? new Promise((r) => setTimeout(r, delay)) : Promise.resolve();
      const batch = this.pending;
      // Unless that batch already left full (then a newer one is pending, with its own timer).
      work = wait.then(() => (this.pending === batch ? this.flush() : undefined));
    }
    if (work && ctx) ctx.waitUntil(work);
  }

  private async flush(): Promise<void> {
    const batch = this.pending;
    this.pending = [];
    if (!batch.length) return;
    try {
      const events: StatsEvent[] = [];
      for (const { ip, ua, ...e } of batch) {
        const salt = await this.saltFor(e.at);
        const visitor = salt ? await visitorHash(salt, e.landing, ip, ua) : "";
        if (visitor && !this.underCap(visitor, e.landing, e.at)) continue;
        events.push({ ...e, visitor });
      }
      if (events.length) await this.opts.sink.write(events);
    } catch (err) {
      console.warn("stats: events not counted", err);
    }
  }

  /** This isolate's share of the per-minute cap (the app applies it again across isolates). */
  private underCap(visitor: string, landing: string, at: number): boolean {
    const minute = minuteOf(at);
    if (minute !== this.minute || this.perVisitor.size > MAX_TRACKED) {
      this.minute = minute;
      this.perVisitor.clear();
    }
    const key = `${landing}|${visitor}`;
    const n = (this.perVisitor.get(key) ?? 0) + 1;
    this.perVisitor.set(key, n);
    return n <= (this.opts.cap ?? STATS_EVENTS_PER_MINUTE);
  }

  /** Today's salt: from this isolate's copy, read from the bucket at most once an hour (or on a new day). */
  private async saltFor(at: number): Promise<string | null> {
    const day = utcDay(at);
    const held = this.salt;
    if (held && held.record.salts[day] && at - held.read < SALT_TTL_MS)
      return held.record.salts[day];
    if (held && !held.record.salts[day] && at - held.read < 60_000) return null;
    const obj = await this.opts.store.get(STATS_SALT_KEY);
    this.salt = { record: parseSaltRecord(obj?.body), read: at };
    return this.salt.record.salts[day] ?? null;
  }
}

/** The beacon's body: the page's path, a newline, the target (`button:0`, `card:2`). */
export function parseBeacon(body: string): { path: string; target: string } | null {
  const nl = body.indexOf("\n");
  if (nl <= 0) return null;
  const path = body.slice(0, nl);
  const target = body.slice(nl + 1).trim();
  return path.startsWith("/") && isClickTarget(target) ? { path, target } : null;
}

const NO_CONTENT_HEADERS = { "Cache-Control": "no-store" };

/**
 * A beacon the page itself sent: the browser says so with `Origin` (always on
 * a POST) and `Sec-Fetch-Site`. Every one present must say same-origin, and at
 * least one must be there; another site, or a sibling landing's subdomain
 * (same-site), cannot click into this page's counts from a visitor's browser.
 */
export function isSameOriginBeacon(request: Request): boolean {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  if (origin === null && site === null) return false;
  if (site !== null && site !== "same-origin") return false;
  return origin === null || origin === new URL(request.url).origin;
}

/**
 * `POST /_v`: always 204 (nothing to learn from the answer); the click is
 * counted when it comes from the page's own origin and the page it names is
 * a landing served here with counting on.
 */
export async function beaconResponse(
  request: Request,
  counter: StatsCounter | null | undefined,
  resolve: (path: string) => Promise<EdgeEntry | null>,
  ctx?: ExecutionContextLike,
): Promise<Response> {
  if (request.method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "POST", ...NO_CONTENT_HEADERS } });
  }
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (counter && length <= MAX_BEACON_BYTES && isSameOriginBeacon(request)) {
    const text = await request.text();
    const beacon = text.length <= MAX_BEACON_BYTES ? parseBeacon(text) : null;
    if (beacon) counter.click(request, await resolve(beacon.path), beacon.target, ctx);
  } else {
    await request.body?.cancel();
  }
  return new Response(null, { status: 204, headers: NO_CONTENT_HEADERS });
}

/**
 * The counter the worker's env asks for: Analytics Engine (Cloudflare), else
 * the app's ingest endpoint (this machine's worker), else none.
 */
export function statsCounterFor(
  env: {
    STATS?: AnalyticsEngineDataset;
    APP_URL?: string;
    STATS_INGEST_URL?: string;
    STATS_INGEST_SECRET?: string;
  },
  store: SiteStore,
  now: () => Date,
): StatsCounter | null {
  if (env.STATS && typeof env.STATS.writeDataPoint === "function") {
    const sink = analyticsEngineSink(env.STATS);
    return new StatsCounter({ sink, store, now, addressFromEdge: true });
  }
  if (env.STATS_INGEST_SECRET && (env.STATS_INGEST_URL || env.APP_URL)) {
    const url = env.STATS_INGEST_URL || `${new URL(env.APP_URL!).origin}${STATS_INGEST_PATH}`;
    const sink = appIngestSink(url, env.STATS_INGEST_SECRET);
    return new StatsCounter({ sink, store, now, delayMs: INGEST_DELAY_MS });
  }
  return null;
}
