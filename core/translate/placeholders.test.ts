import { describe, expect, it } from "vitest";
import { protectPlaceholders, restorePlaceholders } from "./placeholders";

describe("placeholders", () => {
  it("wraps placeholders, links and addresses in the ignored tag and escapes the rest", () => {
    expect(protectPlaceholders("Hi {name}, see https://a.test/x?y=1 & <b>")).toBe(
      "Hi <x>{name}</x>, see <x>https://a.test/x?y=1</x> &amp; &lt;b&gt;",
    );
    expect(protectPlaceholders("Write to info@shop.test or {{count}} %s")).toBe(
      "Write to <x>info@shop.test</x> or <x>{{count}}</x> <x>%s</x>",
    );
  });

  it("restores the text exactly after a round trip", () => {
    for (const s of ["plain", "a < b && c > d", "{x} y {{z}}", "mail: a@b.cd!", "5 % off"])
      expect(restorePlaceholders(protectPlaceholders(s))).toBe(s);
  });
});
