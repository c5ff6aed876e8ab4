import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  normalizeTextAlias,
  RESERVED_TEXTALIASES,
  textAliasError,
  TEXTALIAS_PATTERN,
} from "./textalias";

describe("link name (textalias)", () => {
  it("normalises case, spaces and underscores", () => {
    expect(normalizeTextAlias("  My Shop_2 ")).toBe("my-shop-2");
  });

  it.each([
    ["", "enterLinkName"],
    ["  ", "enterLinkName"],
    ["ab", "invalidLinkName"],
    ["a".repeat(65), "invalidLinkName"],
    ["-shop", "invalidLinkName"],
    ["shop-", "invalidLinkName"],
    ["магазин", "invalidLinkName"],
    ["shop.ru", "invalidLinkName"],
    ["shop/x", "invalidLinkName"],
    ["admin", "reservedLinkName"],
    ["API", "reservedLinkName"],
    ["assets", "reservedLinkName"],
    ["www", "reservedLinkName"],
    ["3f1c2a9e-8b7d-4c6e-9a5f-1d2e3f4a5b6c", "reservedLinkName"],
    ["shop", null],
    ["my-shop-2026", null],
    ["a".repeat(64), null],
    ["abc", null],
  ])("%j → %j", (input, out) => {
    expect(textAliasError(input)).toBe(out);
  });

  it("accepts only names matching the documented pattern and length", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (textAliasError(s) === null) {
          const v = normalizeTextAlias(s);
          expect(v).toMatch(TEXTALIAS_PATTERN);
          expect(v.length).toBeGreaterThanOrEqual(3);
          expect(v.length).toBeLessThanOrEqual(64);
          expect(RESERVED_TEXTALIASES.has(v)).toBe(false);
        }
      }),
    );
  });
});
