import { DAY_MS } from "../time";
import { MAX_CARDS } from "../landing/limits";

/**
 * View statistics (issue 15, decision 015): the rules the worker (which
 * counts), the app (which aggregates and shows) and the tests share.
 */

/** The periods the Statistics view offers, in UTC days ending today. */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_DAYS: StatsPeriod = 30;
export const MAX_STATS_DAYS = 90;
/** The landing card shows this many days of views. */
export const CARD_STATS_DAYS = 7;

/** `/_v` is public: events (views and clicks) one visitor hash may add per minute. */
export const STATS_EVENTS_PER_MINUTE = 20;

/** The path of the click beacon on the public origin (the page's inline script posts to it). */
export const BEACON_PATH = "/_v";
/** Largest beacon body read: a page path and a target. */
export const MAX_BEACON_BYTES = 512;

/** Where the worker posts batched events locally (the app's ingest endpoint). */
export const STATS_INGEST_PATH = "/api/internal/stats";
export const STATS_INGEST_SECRET_HEADER = "X-Stats-Secret";
/** Most events one ingest request may carry. */
export const MAX_INGEST_EVENTS = 500;

/** Country of an event when the edge does not know it (always, locally). */
export const UNKNOWN_COUNTRY = "unknown";

export type StatsEventKind = "view" | "click";

/**
 * One counted event. Nothing in it identifies a person: `visitor` is a
 * truncated hash under a salt that is destroyed after two days.
 */
export interface StatsEvent {
  kind: StatsEventKind;
  /** Landing uuid. */
  landing: string;
  /** Epoch milliseconds. */
  at: number;
  /** 16 hex characters, or "" when no salt was known (counted as a view, not as a visitor). */
  visitor: string;
  /** Referrer domain of a view ("" = direct or the page itself). */
  referrer: string;
  /** ISO 3166 alpha-2 country from the edge, or "unknown". */
  country: string;
  /** A click's target (`button:0`, `button:1`, `card:N`); "" for a view. */
  target: string;
}

/** The two buttons and one entry per card: nothing else can be clicked into the counts. */
const TARGET = /^(?:button:[01]|card:(\d))$/;
export function isClickTarget(value: string): boolean {
  const m = TARGET.exec(value);
  return Boolean(m) && (m![1] === undefined || Number(m![1]) < MAX_CARDS);
}

/** "YYYY-MM-DD" of the UTC day holding `at`. */
export function utcDay(at: Date | number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** The `days` UTC days ending with today's, oldest first. */
export function dayRange(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => utcDay(today - (days - 1 - i) * DAY_MS));
}

/** Minute bucket of an event: the unit of the per-visitor cap. */
export const minuteOf = (at: number): number => Math.floor(at / 60_000);

/** A `days` query value: one of the offered periods, else the default. */
export function statsDays(value: string | null | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= MAX_STATS_DAYS ? n : DEFAULT_STATS_DAYS;
}

/**
 * The referrer's domain, lower case without "www."; "" when there is none, it
 * is not http(s), or it is the page's own host (moving around the page).
 */
export function referrerDomain(referer: string | null, ownHost: string): string {
  if (!referer) return "";
  let host: string;
  try {
    const u = new URL(referer);
    if (u.protocol !== "http:" && u.protocol !== "https:") return "";
    host = u.hostname.toLowerCase();
  } catch {
    return "";
  }
  if (host === ownHost) return "";
  return host.replace(/^www\./, "").slice(0, 253);
}

const COUNTRY = /^[A-Z]{2}$/;
export function countryCode(value: unknown): string {
  return typeof value === "string" && COUNTRY.test(value) ? value : UNKNOWN_COUNTRY;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VISITOR = /^(?:[0-9a-f]{16})?$/;
const DOMAIN = /^[a-z0-9.-]{0,253}$/;

/** An event as received by the ingest endpoint, checked field by field; null if malformed. */
export function parseStatsEvent(v: unknown): StatsEvent | null {
  if (!v || typeof v !== "object") return null;
  const e = v as Record<string, unknown>;
  if (e.kind !== "view" && e.kind !== "click") return null;
  if (typeof e.landing !== "string" || !UUID.test(e.landing)) return null;
  if (typeof e.at !== "number" || !Number.isFinite(e.at) || e.at <= 0) return null;
  if (typeof e.visitor !== "string" || !VISITOR.test(e.visitor)) return null;
  const referrer = typeof e.referrer === "string" ? e.referrer : "";
  if (!DOMAIN.test(referrer)) return null;
  const target = typeof e.target === "string" ? e.target : "";
  if (e.kind === "click" ? !isClickTarget(target) : target !== "") return null;
  return {
    kind: e.kind,
    landing: e.landing,
    at: e.at,
    visitor: e.visitor,
    referrer: e.kind === "view" ? referrer : "",
    country: countryCode(e.country),
    target,
  };
}
