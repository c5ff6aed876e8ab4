import { describe, expect, it } from "vitest";
import { formatDate } from "./dates";

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
