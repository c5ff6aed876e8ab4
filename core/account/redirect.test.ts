import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("refuses dot segments that normalise into a protocol-relative URL", () => {
    for (const to of [
      "/.//evil.example/phish",
      "/%2e//evil.example/phish",
      "/a/..//evil.example/x",
      "/./\\evil.example",
    ]) {
      const out = safeRedirect(to);
      expect(out, to).toBe("/landings");
    }
    expect(safeRedirect("/a/../landings?x=1")).toBe("/landings?x=1");
  });

  it("keeps same-site paths only", () => {
    expect(safeRedirect("/e/abc?x=1")).toBe("/e/abc?x=1");
    expect(safeRedirect("//evil.com")).toBe("/landings");
    expect(safeRedirect("/\\evil.com")).toBe("/landings");
    expect(safeRedirect("https://evil.com")).toBe("/landings");
    expect(safeRedirect(null)).toBe("/landings");
  });

  it("refuses paths that browsers turn into another origin", () => {
    for (const trick of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r//evil.example",
      "/ /evil.example",
    ]) {
      expect(safeRedirect(trick)).toBe("/landings");
    }
  });

  it("whatever it returns resolves to the app's own origin", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeRedirect(s);
        const base = "https://app.example";
        const cleaned = out.replace(/[\t\n\r]/g, "");
        expect(new URL(cleaned, base).origin).toBe(base);
      }),
      { numRuns: 2000 },
    );
  });
});
