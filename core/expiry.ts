import { accountExpired } from "./plans";
import { DAY_MS, HOUR_MS } from "./time";

/**
 * Landing expiry (SPEC §4 "Landing expiry", §9 warning window). Pure: `now` is passed in.
 *
 * Readings chosen where SPEC is loose:
 * - A landing's own date is `tariff_expiration_date ?? expiration_date`; when it
 *   has none, the owner's `owner_tariff_expiration_date ?? owner_expiration_date`.
 * - Either expired flag (`owner_expired` or `expired`) always counts.
 * - Expired ⇔ flag is truthy, or the date exists and is ≤ now ("not in the future"):
 *   core/plans accountExpired, the one rule the app and the worker share.
 * - Days left: `ceil((expiresAt − now − 3 h) / 1 day)`. The 3-hour offset moves day
 *   boundaries to Moscow time (UTC+3), where the product's dates are set. A landing
 *   that has not expired always shows at least 1 day (the offset could otherwise
 *   print 0 for the last 3 hours); an expired one has 0.
 * - The warning bar shows when not expired and 1 ≤ daysLeft ≤ 8.
 * - No date and no flag: not expired, daysLeft null (UI shows the trial text, TRIAL_DAYS).
 */
export const DAYS_LEFT_OFFSET_MS = 3 * HOUR_MS;
export const WARN_MIN_DAYS = 1;
export const WARN_MAX_DAYS = 8;

export type DateLike = string | number | Date | null | undefined;

export interface ExpiryInput {
  expired?: unknown;
  owner_expired?: unknown;
  expiration_date?: DateLike;
  tariff_expiration_date?: DateLike;
  owner_expiration_date?: DateLike;
  owner_tariff_expiration_date?: DateLike;
}

export interface Expiry {
  expired: boolean;
  expiresAt: Date | null;
  daysLeft: number | null;
  warn: boolean;
}

/** Expired flags arrive as boolean, number (non-zero = true) or the texts true/t/1. */
export function isTruthyFlag(v: unknown): boolean {
  if (typeof v === "boolean") return v;
  if (typeof v === "number") return v !== 0 && !Number.isNaN(v);
  if (typeof v === "bigint") return v !== 0n;
  if (typeof v === "string") return ["true", "t", "1"].includes(v.trim().toLowerCase());
  return false;
}

export function toDate(v: DateLike): Date | null {
  if (v === null || v === undefined || v === "") return null;
  const d = v instanceof Date ? new Date(v.getTime()) : new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function daysLeftUntil(expiresAt: Date, now: Date): number {
  return Math.ceil((expiresAt.getTime() - now.getTime() - DAYS_LEFT_OFFSET_MS) / DAY_MS);
}

export function landingExpiry(input: ExpiryInput, now: Date): Expiry {
  const own = toDate(input.tariff_expiration_date) ?? toDate(input.expiration_date);
  const expiresAt =
    own ?? toDate(input.owner_tariff_expiration_date) ?? toDate(input.owner_expiration_date);
  const flag = isTruthyFlag(input.owner_expired) || isTruthyFlag(input.expired);
  const expired = accountExpired({ expired: flag, tariff_expiration_date: expiresAt }, now);
  let daysLeft: number | null = null;
  if (expired) daysLeft = expiresAt ? 0 : null;
  else if (expiresAt) daysLeft = Math.max(1, daysLeftUntil(expiresAt, now));
  const warn =
    !expired && daysLeft !== null && daysLeft >= WARN_MIN_DAYS && daysLeft <= WARN_MAX_DAYS;
  return { expired, expiresAt, daysLeft, warn };
}
