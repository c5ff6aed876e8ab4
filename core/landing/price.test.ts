import { describe, expect, it } from "vitest";
import { CURRENCIES, formatPrice, isCurrency, PriceSchema } from "./price";

// Intl separates groups and symbols with no-break spaces; the test reads them as spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("card prices (issue 24)", () => {
  it("lists exactly the issue's currencies", () => {
    expect(CURRENCIES).toEqual(["RUB", "USD", "EUR", "IDR", "UAH"]);
    expect(isCurrency("IDR")).toBe(true);
    expect(isCurrency("GBP")).toBe(false);
  });

  it("takes whole minor units of a listed currency, zero included", () => {
    expect(PriceSchema.safeParse({ amount: 0, currency: "RUB" }).success).toBe(true);
    expect(PriceSchema.safeParse({ amount: 99.5, currency: "RUB" }).success).toBe(false);
    expect(PriceSchema.safeParse({ amount: -100, currency: "RUB" }).success).toBe(false);
    expect(PriceSchema.safeParse({ amount: "100", currency: "RUB" }).success).toBe(false);
    expect(PriceSchema.safeParse({ amount: 100, currency: "rub" }).success).toBe(false);
    expect(PriceSchema.safeParse({ amount: 2 ** 53, currency: "RUB" }).success).toBe(false);
  });

  it("formats for the page's language, with kopecks or cents only when there are some", () => {
    expect(plain(formatPrice({ amount: 150000, currency: "RUB" }, "ru"))).toBe("1 500 ₽");
    expect(plain(formatPrice({ amount: 150050, currency: "RUB" }, "ru"))).toBe("1 500,50 ₽");
    expect(formatPrice({ amount: 1550, currency: "USD" }, "en")).toBe("$15.50");
    expect(formatPrice({ amount: 1500, currency: "EUR" }, "en")).toBe("€15");
    expect(plain(formatPrice({ amount: 15_000_000, currency: "IDR" }, "id"))).toBe("Rp 150.000");
    expect(plain(formatPrice({ amount: 25000, currency: "UAH" }, "uk"))).toBe("250 ₴");
    expect(plain(formatPrice({ amount: 1500, currency: "USD" }, "ru"))).toBe("15 $");
  });
});
