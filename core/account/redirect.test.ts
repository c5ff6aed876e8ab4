import { describe, expect, it } from "vitest";
import { safeRedirect } from "./redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths only", () => {
    expect(safeRedirect("/e/abc?x=1")).toBe("/e/abc?x=1");
    expect(safeRedirect("//evil.com")).toBe("/landings");
    expect(safeRedirect("/\\evil.com")).toBe("/landings");
    expect(safeRedirect("https://evil.com")).toBe("/landings");
    expect(safeRedirect(null)).toBe("/landings");
  });
});
