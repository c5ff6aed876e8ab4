import { describe, expect, it } from "vitest";
import { PRICE_AMOUNT_MAX } from "./limits";
import { defaultCurrency, formatMajorAmount, parseMajorAmount } from "./price-input";

describe("a card price typed in major units (issue 24)", () => {
  it("stores what the owner typed in minor units", () => {
    expect(parseMajorAmount("1 500", "RUB")).toBe(150_000);
    expect(parseMajorAmount("1\u00a0500,50", "RUB")).toBe(150_050);
    expect(parseMajorAmount("15.5", "USD")).toBe(1550);
    expect(parseMajorAmount("1,500", "USD")).toBe(150_000);
    expect(parseMajorAmount("1,500.99", "USD")).toBe(150_099);
    expect(parseMajorAmount("150.000", "IDR")).toBe(15_000_000);
    expect(parseMajorAmount("1.500,50", "EUR")).toBe(150_050);
    expect(parseMajorAmount("0", "UAH")).toBe(0);
    expect(parseMajorAmount(" 007 ", "RUB")).toBe(700);
  });

  it("tells a blank input (no price) from one that is not an amount", () => {
    expect(parseMajorAmount("  ", "RUB")).toBe("");
    for (const bad of ["abc", "-5", "1.2.3", "15.5055", "1,50,0", "1e3", "12,3456", "₽100"]) {
      expect(parseMajorAmount(bad, "RUB"), bad).toBeNull();
    }
  });

  it("refuses an amount beyond the stored limit", () => {
    expect(parseMajorAmount("999 999 999 999,99", "RUB")).toBe(PRICE_AMOUNT_MAX);
    expect(parseMajorAmount("1 000 000 000 000", "RUB")).toBeNull();
  });

  it("shows a stored amount in a form that reads back to the same amount", () => {
    expect(formatMajorAmount(150_000, "RUB", "ru")).toBe("1 500");
    expect(formatMajorAmount(150_050, "RUB", "ru")).toBe("1 500,50");
    expect(formatMajorAmount(1550, "USD", "en")).toBe("15.50");
    expect(formatMajorAmount(15_000_000, "IDR", "id")).toBe("150.000");
    for (const lang of ["ru", "en", "id"] as const) {
      for (const amount of [0, 5, 150_050, 123_456_789]) {
        expect(parseMajorAmount(formatMajorAmount(amount, "EUR", lang), "EUR")).toBe(amount);
      }
    }
  });

  it("starts a new price in the page language's currency", () => {
    expect([defaultCurrency("ru"), defaultCurrency("en"), defaultCurrency("id")]).toEqual([
      "RUB",
      "USD",
      "IDR",
    ]);
  });
});
