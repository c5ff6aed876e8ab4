import { DAY_MS } from "./time";

/** SPEC §9 commercial constants: one source for the plans page, the dialogs and payments. */
export const PRO_PRICE_USD = 500;
export const EXTRA_LANDING_PRICE_USD = 300;
export const SUBSCRIPTION_DAYS = 365;
/** A new account's free trial (SPEC §4 Account); the catalogue texts that name it interpolate it. */
export const TRIAL_DAYS = 7;
export const TARIFF_FREE = 0;
export const TARIFF_PRO = 1;
/** SPEC §9: the promotion countdown's target, unless PROMO_ENDS_AT says otherwise. */
export const DEFAULT_PROMO_ENDS_AT = "2025-05-01T00:00:00Z";

/** What can be bought. Prices in integer minor units (cents): money is never a float here. */
export const PURCHASE_ITEMS = {
  pro_year: { amountMinor: PRO_PRICE_USD * 100, currency: "USD", purchaseType: "pro" },
  extra_landing: {
    amountMinor: EXTRA_LANDING_PRICE_USD * 100,
    currency: "USD",
    purchaseType: "extra_landing",
  },
} as const;
export type PurchaseItem = keyof typeof PURCHASE_ITEMS;
export const isPurchaseItem = (v: unknown): v is PurchaseItem =>
  typeof v === "string" && Object.hasOwn(PURCHASE_ITEMS, v);

/** Major units for display and SPEC §3's purchase `amount` (500, not 50000). */
export const toMajor = (minor: number): number => minor / 100;

/**
 * SPEC §1: PRO lasts 365 days from payment. A PRO account that has not yet
 * expired gets the 365 days added to its current expiry instead; a trial's or
 * a free account's remaining days are not carried over.
 */
export function proExpiryAfterPayment(
  account: { tariff: number; tariff_expiration_date: string | null },
  paidAt: Date,
): Date {
  const current = account.tariff_expiration_date ? new Date(account.tariff_expiration_date) : null;
  const base =
    account.tariff === TARIFF_PRO && current && current.getTime() > paidAt.getTime()
      ? current
      : paidAt;
  return new Date(base.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}

/** An extra showroom is its own 365-day entitlement from payment. */
export const extraLandingExpiry = (paidAt: Date): Date =>
  new Date(paidAt.getTime() + SUBSCRIPTION_DAYS * DAY_MS);

/** PRO and not expired: what extra showrooms need to count. */
export function isActivePro(
  account: { tariff: number; tariff_expiration_date: string | null },
  now: Date,
): boolean {
  if (account.tariff !== TARIFF_PRO) return false;
  const exp = account.tariff_expiration_date;
  return exp === null || new Date(exp).getTime() > now.getTime();
}

/**
 * How many showrooms the account may hold now: its base allowance (1, or what
 * an admin set) plus, for an active PRO account, each unexpired extra.
 */
export function availableLandings(
  account: {
    tariff: number;
    tariff_expiration_date: string | null;
    total_available_landings: number;
  },
  extraExpiries: readonly string[],
  now: Date,
): number {
  if (!isActivePro(account, now)) return account.total_available_landings;
  const live = extraExpiries.filter((e) => new Date(e).getTime() > now.getTime()).length;
  return account.total_available_landings + live;
}

/**
 * When each of an owner's landings stops being covered, oldest landing first.
 * The base allowance covers the oldest landings until the account expires;
 * each extra entitlement covers one more, the longest-lived going to the
 * oldest, so when one lapses it is the newest landing over the limit that
 * goes dark and no landing is ever deleted. `null` means never expires.
 * Returned per landing, in the order given (ids ascending).
 */
export function landingCoverage(
  account: {
    tariff: number;
    tariff_expiration_date: string | null;
    total_available_landings: number;
  },
  landingCount: number,
  extraExpiries: readonly string[],
): Array<string | null | "none"> {
  const ownerExp = account.tariff_expiration_date;
  const extras =
    account.tariff === TARIFF_PRO
      ? [...extraExpiries].sort((a, b) => new Date(b).getTime() - new Date(a).getTime())
      : [];
  const out: Array<string | null | "none"> = [];
  for (let i = 0; i < landingCount; i++) {
    if (i < account.total_available_landings) {
      out.push(ownerExp);
      continue;
    }
    const extra = extras[i - account.total_available_landings];
    if (!extra) {
      out.push("none");
      continue;
    }
    out.push(ownerExp === null || new Date(extra) < new Date(ownerExp) ? extra : ownerExp);
  }
  return out;
}
