import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("formatDate", () => {
  it("never ends a Russian date with a full stop, so a sentence has one", () => {
    const ru = formatDate("2026-11-23T12:00:00Z", "ru");
    expect(ru).toBe("23 ноября 2026");
    expect(`Витрина активна до ${ru}.`).not.toMatch(/\.\.$/);
  });
  it("keeps English and Indonesian as Intl writes them", () => {
    expect(formatDate("2026-11-23T12:00:00Z", "en")).toBe("November 23, 2026");
    expect(formatDate("2026-11-23T12:00:00Z", "id")).toBe("23 November 2026");
  });
  it("prints the Moscow day, and nothing for a bad date", () => {
    expect(formatDate("2026-11-23T22:30:00Z", "en")).toBe("November 24, 2026");
    expect(formatDate("not a date", "en")).toBe("");
  });
});

describe("in the user's time zone (issue 29)", () => {
  const at = "2026-11-23T22:30:00Z";
  it("prints the day and the time where the user is, and names the zone when asked", () => {
    expect(formatDate(at, "en", "Asia/Jakarta")).toBe("November 24, 2026");
    expect(formatDate(at, "en", "America/New_York")).toBe("November 23, 2026");
    expect(formatDateTime(at, "en", "Asia/Jakarta", { zone: true })).toBe(
      "Nov 24, 2026, 05:30 AM GMT+7",
    );
    expect(formatDateTime(at, "ru", "Asia/Jakarta", { zone: true })).toBe(
      "24 нояб. 2026 г., 05:30 GMT+7",
    );
    expect(formatDateTime(at, "ru", "UTC")).toBe("23 нояб. 2026 г., 22:30");
  });
  it("has a short and a time-only form", () => {
    expect(formatDateTime(at, "ru", "Asia/Jakarta", { short: true, zone: true })).toBe(
      "24.11.2026, 05:30 GMT+7",
    );
    expect(formatDateTime(at, "ru", "Asia/Jakarta", { timeOnly: true, zone: true })).toBe(
      "05:30 GMT+7",
    );
  });
});
