import { describe, expect, it } from "vitest";
import { validTimeZone } from "./time-zone";

describe("validTimeZone: the zone cookie is user input (issue 29)", () => {
  it("keeps the zones Intl knows", () => {
    expect(validTimeZone("Asia/Jakarta")).toBe("Asia/Jakarta");
    expect(validTimeZone("UTC")).toBe("UTC");
    // Intl may answer a zone's canonical name.
    expect(validTimeZone("America/Argentina/Buenos_Aires")).toMatch(/Buenos_Aires$/);
  });
  it("refuses anything else", () => {
    for (const bad of [
      "",
      null,
      undefined,
      "Mars/Olympus",
      "Asia/Jakarta; x=1",
      "<b>",
      "a".repeat(80),
    ])
      expect(validTimeZone(bad)).toBeNull();
  });
});
