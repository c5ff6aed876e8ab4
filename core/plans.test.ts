import { describe, expect, it } from "vitest";
import {
  accountExpired,
  availableLandings,
  extraLandingExpiry,
  isActivePro,
  isPurchaseItem,
  landingCoverage,
  pageExpired,
  pageShowsPro,
  proExpiryAfterPayment,
  PURCHASE_ITEMS,
  storedPlan,
  TARIFF_FREE,
  TARIFF_PRO,
  toMajor,
} from "./plans";

const DAY = 86_400_000;
const paidAt = new Date("2026-06-01T10:00:00Z");
const plus = (d: Date, days: number) => new Date(d.getTime() + days * DAY);
const iso = (d: Date) => d.toISOString();

describe("prices", () => {
  it("are integer minor units; toMajor gives SPEC amounts", () => {
    expect(PURCHASE_ITEMS.pro_year).toEqual({
      amountMinor: 50000,
      currency: "USD",
      purchaseType: "pro",
    });
    expect(PURCHASE_ITEMS.extra_landing.amountMinor).toBe(30000);
    expect(toMajor(50000)).toBe(500);
    expect(isPurchaseItem("pro_year")).toBe(true);
    expect(isPurchaseItem("extra_landing")).toBe(true);
    expect(isPurchaseItem("toString")).toBe(false);
    expect(isPurchaseItem(undefined)).toBe(false);
  });
});

describe("proExpiryAfterPayment", () => {
  it("a trial user gets exactly 365 days from payment; the trial's days are not added", () => {
    const trial = { tariff: TARIFF_FREE, tariff_expiration_date: iso(plus(paidAt, 6)) };
    expect(proExpiryAfterPayment(trial, paidAt)).toEqual(plus(paidAt, 365));
  });

  it("a free user without a date gets 365 days from payment", () => {
    const free = { tariff: TARIFF_FREE, tariff_expiration_date: null };
    expect(proExpiryAfterPayment(free, paidAt)).toEqual(plus(paidAt, 365));
  });

  it("an active PRO gets 365 days added to its current expiry", () => {
    const current = plus(paidAt, 40);
    const pro = { tariff: TARIFF_PRO, tariff_expiration_date: iso(current) };
    expect(proExpiryAfterPayment(pro, paidAt)).toEqual(plus(current, 365));
  });

  it("an expired PRO gets 365 days from payment", () => {
    const pro = { tariff: TARIFF_PRO, tariff_expiration_date: iso(plus(paidAt, -3)) };
    expect(proExpiryAfterPayment(pro, paidAt)).toEqual(plus(paidAt, 365));
    const exactlyNow = { tariff: TARIFF_PRO, tariff_expiration_date: iso(paidAt) };
    expect(proExpiryAfterPayment(exactlyNow, paidAt)).toEqual(plus(paidAt, 365));
  });

  it("an extra showroom lasts 365 days from its payment", () => {
    expect(extraLandingExpiry(paidAt)).toEqual(plus(paidAt, 365));
  });
});

describe("isActivePro / availableLandings", () => {
  const now = paidAt;
  const pro = { tariff: TARIFF_PRO, tariff_expiration_date: iso(plus(now, 100)) };
  const extras = [iso(plus(now, 10)), iso(plus(now, -1)), iso(plus(now, 200))];

  it("isActivePro: PRO with a future date or no date; never free or lapsed", () => {
    expect(isActivePro(pro, now)).toBe(true);
    expect(isActivePro({ tariff: TARIFF_PRO, tariff_expiration_date: null }, now)).toBe(true);
    expect(isActivePro({ tariff: TARIFF_PRO, tariff_expiration_date: iso(now) }, now)).toBe(false);
    expect(
      isActivePro({ tariff: TARIFF_FREE, tariff_expiration_date: iso(plus(now, 5)) }, now),
    ).toBe(false);
  });

  it("base plus the unexpired extras while PRO is active", () => {
    expect(availableLandings({ ...pro, total_available_landings: 1 }, extras, now)).toBe(3);
    expect(availableLandings({ ...pro, total_available_landings: 2 }, [], now)).toBe(2);
  });

  it("only the base when PRO has lapsed or the account is free", () => {
    const lapsed = {
      tariff: TARIFF_PRO,
      tariff_expiration_date: iso(plus(now, -1)),
      total_available_landings: 1,
    };
    expect(availableLandings(lapsed, extras, now)).toBe(1);
    const free = { tariff: TARIFF_FREE, tariff_expiration_date: null, total_available_landings: 1 };
    expect(availableLandings(free, extras, now)).toBe(1);
  });
});

describe("landingCoverage", () => {
  const ownerExp = iso(plus(paidAt, 700));
  const account = {
    tariff: TARIFF_PRO,
    tariff_expiration_date: ownerExp,
    total_available_landings: 1,
  };

  it("base landings follow the owner; the longest-lived extra goes to the oldest extra landing", () => {
    const short = iso(plus(paidAt, 30));
    const long = iso(plus(paidAt, 300));
    expect(landingCoverage(account, 3, [short, long])).toEqual([ownerExp, long, short]);
  });

  it("the newest landing over the limit gets 'none' once an entitlement is gone", () => {
    const only = iso(plus(paidAt, 300));
    expect(landingCoverage(account, 3, [only])).toEqual([ownerExp, only, "none"]);
    expect(landingCoverage(account, 2, [])).toEqual([ownerExp, "none"]);
  });

  it("an extra never outlives the account", () => {
    const later = iso(plus(paidAt, 900));
    expect(landingCoverage(account, 2, [later])).toEqual([ownerExp, ownerExp]);
  });

  it("a free account's extras cover nothing", () => {
    const free = { ...account, tariff: TARIFF_FREE };
    expect(landingCoverage(free, 2, [iso(plus(paidAt, 300))])).toEqual([ownerExp, "none"]);
  });
});

describe("the plan rules (issue 22)", () => {
  const now = paidAt;
  const later = iso(plus(now, 3));
  const earlier = iso(plus(now, -3));

  it("storedPlan is the tariff as stored, whatever the date", () => {
    expect(storedPlan({ tariff: TARIFF_PRO })).toBe("pro");
    expect(storedPlan({ tariff: TARIFF_FREE })).toBe("free");
    expect(storedPlan({ tariff: 7 })).toBe("free");
  });

  it.each([
    { case: "no date", date: null, flag: undefined, ended: false },
    { case: "a date ahead", date: later, flag: undefined, ended: false },
    { case: "a date passed", date: earlier, flag: undefined, ended: true },
    {
      case: "a date exactly now (not in the future)",
      date: iso(now),
      flag: undefined,
      ended: true,
    },
    { case: "flagged, date ahead", date: later, flag: true, ended: true },
    { case: "flag false, date passed", date: earlier, flag: false, ended: true },
    { case: "a Date ahead", date: plus(now, 1), flag: undefined, ended: false },
  ])("accountExpired: $case → $ended", ({ date, flag, ended }) => {
    expect(accountExpired({ tariff_expiration_date: date, expired: flag }, now)).toBe(ended);
    for (const tariff of [TARIFF_FREE, TARIFF_PRO]) {
      expect(isActivePro({ tariff, tariff_expiration_date: date, expired: flag }, now)).toBe(
        tariff === TARIFF_PRO && !ended,
      );
    }
  });

  it.each([
    {
      case: "PRO, active, in the limit, date ahead",
      tariff: 1,
      active: 1,
      over: false,
      date: later,
      expired: false,
      pro: true,
    },
    {
      case: "PRO without a date",
      tariff: 1,
      active: 1,
      over: false,
      date: null,
      expired: false,
      pro: true,
    },
    {
      case: "PRO, date passed",
      tariff: 1,
      active: 1,
      over: false,
      date: earlier,
      expired: true,
      pro: false,
    },
    {
      case: "PRO, owner deactivated",
      tariff: 1,
      active: 0,
      over: false,
      date: later,
      expired: true,
      pro: false,
    },
    {
      case: "PRO, page over the limit",
      tariff: 1,
      active: 1,
      over: true,
      date: later,
      expired: true,
      pro: false,
    },
    {
      case: "free (trial), date ahead",
      tariff: 0,
      active: 1,
      over: false,
      date: later,
      expired: false,
      pro: false,
    },
    {
      case: "free, date passed",
      tariff: 0,
      active: 1,
      over: false,
      date: earlier,
      expired: true,
      pro: false,
    },
  ])("a page: $case", ({ tariff, active, over, date, expired, pro }) => {
    const page = {
      owner_tariff: tariff,
      owner_tariff_expiration_date: date,
      owner_active: active,
      over_limit: over,
    };
    expect(pageExpired(page, now)).toBe(expired);
    expect(pageShowsPro(page, now)).toBe(pro);
  });
});
