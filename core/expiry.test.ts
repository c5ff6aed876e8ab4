import { describe, expect, it } from "vitest";
import { isTruthyFlag, landingExpiry } from "./expiry";
import { DAY_MS } from "./time";

const now = new Date("2026-11-21T12:00:00Z");
const inDays = (d: number, extraMs = 0) =>
  new Date(now.getTime() + d * DAY_MS + extraMs).toISOString();

describe("isTruthyFlag (SPEC §3: boolean, non-zero number, or the text true/t/1)", () => {
  it.each([
    [true, true],
    [false, false],
    [1, true],
    [-2, true],
    [0, false],
    [Number.NaN, false],
    ["true", true],
    ["TRUE", true],
    [" t ", true],
    ["1", true],
    ["false", false],
    ["f", false],
    ["0", false],
    ["yes", false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("%j → %j", (v, out) => {
    expect(isTruthyFlag(v)).toBe(out);
  });
});

describe("landingExpiry (SPEC §4)", () => {
  it("is expired when the owner's flag is true, whatever the date", () => {
    const e = landingExpiry({ owner_expired: "t", expiration_date: inDays(30) }, now);
    expect(e.expired).toBe(true);
    expect(e.warn).toBe(false);
    expect(landingExpiry({ expired: 1 }, now).expired).toBe(true);
  });

  it("is expired when the date is not in the future (equal counts as expired)", () => {
    expect(landingExpiry({ expiration_date: now.toISOString() }, now).expired).toBe(true);
    expect(landingExpiry({ expiration_date: inDays(-1) }, now)).toMatchObject({
      expired: true,
      daysLeft: 0,
      warn: false,
    });
    expect(landingExpiry({ expiration_date: inDays(0, 1) }, now).expired).toBe(false);
  });

  it("uses the landing's own date before the owner's", () => {
    const e = landingExpiry(
      { expiration_date: inDays(20), owner_expiration_date: inDays(-5) },
      now,
    );
    expect(e.expired).toBe(false);
    expect(e.expiresAt?.toISOString()).toBe(inDays(20));
  });

  it("falls back to the owner's date when the landing has none", () => {
    expect(landingExpiry({ owner_tariff_expiration_date: inDays(-1) }, now).expired).toBe(true);
    expect(
      landingExpiry({ expiration_date: null, owner_expiration_date: inDays(3) }, now),
    ).toMatchObject({
      expired: false,
      warn: true,
    });
  });

  it("has no date and no days left when nothing is known (trial text)", () => {
    expect(landingExpiry({}, now)).toEqual({
      expired: false,
      expiresAt: null,
      daysLeft: null,
      warn: false,
    });
    expect(landingExpiry({ expiration_date: "not a date" }, now).expiresAt).toBeNull();
  });

  it("counts days left as ceil((expiresAt − now − 3 h) / day)", () => {
    expect(landingExpiry({ expiration_date: inDays(8, 3 * 3600_000) }, now).daysLeft).toBe(8);
    expect(landingExpiry({ expiration_date: inDays(8, 3 * 3600_000 + 1) }, now).daysLeft).toBe(9);
    expect(landingExpiry({ expiration_date: inDays(2) }, now).daysLeft).toBe(2);
    expect(landingExpiry({ expiration_date: inDays(1, 2 * 3600_000) }, now).daysLeft).toBe(1);
  });

  it("shows at least one day while not expired", () => {
    expect(landingExpiry({ expiration_date: inDays(0, 3600_000) }, now)).toMatchObject({
      expired: false,
      daysLeft: 1,
      warn: true,
    });
  });

  it("warns only when 1 to 8 days remain", () => {
    const warn = (d: number) =>
      landingExpiry({ expiration_date: inDays(d, 3 * 3600_000) }, now).warn;
    expect(warn(1)).toBe(true);
    expect(warn(8)).toBe(true);
    expect(warn(9)).toBe(false);
    expect(warn(30)).toBe(false);
  });

  it("accepts Date objects and epoch numbers", () => {
    expect(
      landingExpiry({ expiration_date: new Date(now.getTime() + DAY_MS * 40) }, now).daysLeft,
    ).toBe(40);
    expect(landingExpiry({ expiration_date: now.getTime() - 1 }, now).expired).toBe(true);
  });
});
