import { describe, expect, it } from "vitest";
import { formatMoney } from "./money";

const plain = (s: string) => s.replace(/\s/g, " ");

describe("formatMoney (issue 29: the checkout said 500,00 $ beside Pay 500 USD)", () => {
  it("writes a whole amount with its currency code and no cents, as each language does", () => {
    expect(plain(formatMoney(500, "USD", "ru"))).toBe("500 USD");
    expect(plain(formatMoney(500, "USD", "en"))).toBe("USD 500");
    expect(plain(formatMoney(300, "USD", "id"))).toBe("USD 300");
  });

  it("keeps cents when there are some", () => {
    expect(plain(formatMoney(12.5, "USD", "ru"))).toBe("12,50 USD");
    expect(plain(formatMoney(12.5, "USD", "en"))).toBe("USD 12.50");
  });
});
