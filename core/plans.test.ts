import { describe, expect, it } from "vitest";
import {
  availableLandings,
  extraLandingExpiry,
  isActivePro,
  isPurchaseItem,
  landingCoverage,
  proExpiryAfterPayment,
  PURCHASE_ITEMS,
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
