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

/** A PRO feature that needs a provider this server may not have set up (issue 29). */
export type ServerFeature = "ai" | "translate" | "domains";

/**
 * SPEC §2 Plans lists PRO's eight lines (the catalogues' `plans.features`, in
 * that order); the ones a server delivers only once set up name their feature,
 * so the page can say which of them this server does not offer.
 */
export const PRO_FEATURE_NEEDS: readonly (ServerFeature | null)[] = [
  null, // 1 showroom
  null, // up to 9 cards
  "translate",
  null, // personal support
  "domains",
  null, // colours
  null, // no ads
  "ai",
];

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
    storedPlan(account) === "pro" && current && current.getTime() > paidAt.getTime()
      ? current
      : paidAt;
  return new Date(base.getTime() + SUBSCRIPTION_DAYS * DAY_MS);
}

/** An extra showroom is its own 365-day entitlement from payment. */
export const extraLandingExpiry = (paidAt: Date): Date =>
  new Date(paidAt.getTime() + SUBSCRIPTION_DAYS * DAY_MS);

/*
 * The plan rules (issue 22). Every "is this PRO" and "has this ended" in the
 * app, the landing lists and the worker is decided by the functions below.
 */

export type StoredPlan = "free" | "pro";

/**
 * The tariff as stored (SPEC §3: 0 free, 1 PRO, "standard" in the admin),
 * whatever its date: the admin's badge, and at the showroom limit the choice
 * between buying an extra (PRO) and the plans page (free).
 */
export function storedPlan(account: { tariff: number }): StoredPlan {
  return account.tariff === TARIFF_PRO ? "pro" : "free";
}

/** What an account's end is decided from (a users row, SPEC §3's User, a session's user). */
export interface PlanEnd {
  tariff_expiration_date?: string | Date | null;
  /** Already decided (SPEC §3 User `expired`), or a page's own reason to be dark: counts as ended. */
  expired?: boolean;
}

/**
 * SPEC §4: ended when flagged, or when its date is not in the future. No date
 * never ends (the seeded admin; PRO granted without one).
 */
export function accountExpired(account: PlanEnd, now: Date): boolean {
  if (account.expired === true) return true;
  const end = account.tariff_expiration_date;
  if (end === null || end === undefined || end === "") return false;
  return !(new Date(end).getTime() > now.getTime());
}

/** PRO and not ended: the PRO-only calls (AI, domains, translation), Settings' PRO flags, extras. */
export function isActivePro(account: { tariff: number } & PlanEnd, now: Date): boolean {
  return storedPlan(account) === "pro" && !accountExpired(account, now);
}

/** A landing with its owner's plan facts (db/queries/landings LandingWithOwner). */
export interface PageOwnerPlan {
  owner_tariff: number;
  /** The date that covers this page: the owner's, or for one beyond the base allowance its extra's. */
  owner_tariff_expiration_date: string | null;
  owner_active: number | boolean;
  /** Beyond the owner's allowance with no extra showroom to cover it. */
  over_limit: boolean;
}

function pageEnd(page: PageOwnerPlan): { tariff: number } & PlanEnd {
  return {
    tariff: page.owner_tariff,
    tariff_expiration_date: page.owner_tariff_expiration_date,
    // SPEC §4/§6: a deactivated owner's page, or one over the limit, is dark whatever the date.
    expired: !page.owner_active || page.over_limit,
  };
}

/** SPEC §4 "Landing expiry": the public page shows the unavailable overlay; editing stops. */
export function pageExpired(page: PageOwnerPlan, now: Date): boolean {
  return accountExpired(pageEnd(page), now);
}

/**
 * This page shows PRO (theme, hidden badge, language versions, the share
 * image's colours): a PRO owner, active, the page within the limit and not ended.
 */
export function pageShowsPro(page: PageOwnerPlan, now: Date): boolean {
  return isActivePro(pageEnd(page), now);
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
  const live = extraExpiries.filter(
    (e) => !accountExpired({ tariff_expiration_date: e }, now),
  ).length;
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
    storedPlan(account) === "pro"
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
