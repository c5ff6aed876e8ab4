import { createHash, timingSafeEqual } from "node:crypto";
import { aggregateEvents } from "../../../core/stats/aggregate";
import {
  MAX_INGEST_EVENTS,
  STATS_INGEST_SECRET_HEADER,
  minuteOf,
  parseStatsEvent,
  type StatsEvent,
} from "../../../core/stats/rules";
import { DAY_MS } from "../../../core/time";
import { addAggregation, countedLandings, usedMinutes } from "../../../db/queries/stats";
import type { AppContext } from "../platform/index.server";
import {
  errorResponse,
  HttpError,
  methodNotAllowed,
  reasonPhraseError,
} from "../platform/index.server";

type Ctx = Pick<AppContext, "db" | "config" | "now">;

/** Largest ingest body read (a full batch of events is about 100 KB). */
const MAX_BODY_BYTES = 256 * 1024;
/** Events older than this (a batch held back) or from the future are not counted. */
const MAX_AGE_MS = 2 * DAY_MS;
const MAX_SKEW_MS = 5 * 60_000;

/** Constant time over equal-length digests, whatever the length of what was sent. */
export function secretMatches(received: string | null, expected: string): boolean {
  const a = createHash("sha256")
    .update(received ?? "")
    .digest();
  const b = createHash("sha256").update(expected).digest();
  return received !== null && timingSafeEqual(a, b);
}

export interface IngestResult {
  counted: number;
  dropped: number;
}

/** Adds a batch of already-parsed events to the daily rows (the per-minute cap applied). */
export async function recordEvents(ctx: Ctx, events: StatsEvent[]): Promise<IngestResult> {
  const now = ctx.now().getTime();
  const fresh = events.filter((e) => e.at > now - MAX_AGE_MS && e.at < now + MAX_SKEW_MS);
  const counted = await countedLandings(ctx.db, [...new Set(fresh.map((e) => e.landing))]);
  const mine = fresh.filter((e) => counted.has(e.landing));
  if (!mine.length) return { counted: 0, dropped: events.length };
  return ctx.db.transaction().execute(async (trx) => {
    const fromMinute = Math.min(...mine.map((e) => minuteOf(e.at)));
    const used = await usedMinutes(trx, [...counted], fromMinute);
    const agg = aggregateEvents(mine, (l, v, m) => used.get(`${l}|${v}|${m}`) ?? 0);
    await addAggregation(trx, agg);
    const kept = mine.length - agg.dropped;
    return { counted: kept, dropped: events.length - kept };
  });
}

/**
 * `POST /api/internal/stats` (local default): the worker's batched events,
 * `{events: [...]}`, signed by STATS_INGEST_SECRET in X-Stats-Secret.
 */
export async function ingestRequest(ctx: Ctx, request: Request): Promise<Response> {
  if (request.method !== "POST") return methodNotAllowed("POST");
  if (ctx.config.stats.driver !== "local") {
    return errorResponse(new HttpError(503, "notConfigured"));
  }
  if (
    !secretMatches(request.headers.get(STATS_INGEST_SECRET_HEADER), ctx.config.stats.ingestSecret)
  ) {
    return errorResponse(reasonPhraseError(403));
  }
  const length = Number(request.headers.get("Content-Length") ?? "0");
  if (length > MAX_BODY_BYTES) return errorResponse(new HttpError(413, "tooLarge"));
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return errorResponse(new HttpError(413, "tooLarge"));
    body = JSON.parse(text);
  } catch {
    return errorResponse(new HttpError(400, "invalidBody"));
  }
  const raw = (body as { events?: unknown } | null)?.events;
  if (!Array.isArray(raw) || raw.length > MAX_INGEST_EVENTS) {
    return errorResponse(new HttpError(400, "invalidBody"));
  }
  const events = raw.map(parseStatsEvent).filter((e): e is StatsEvent => e !== null);
  const result = await recordEvents(ctx, events);
  return Response.json({ ...result, dropped: result.dropped + (raw.length - events.length) });
}
