import { describe, expect, it } from "vitest";
import { cardStatus } from "./format";

describe("the landing card's badge (issue 29)", () => {
  it("a published page whose plan has ended reads unavailable, not published", () => {
    expect(cardStatus({ published: true, expired: true })).toBe("unavailable");
  });

  it("a live published page reads published; a never-published one draft, ended or not", () => {
    expect(cardStatus({ published: true, expired: false })).toBe("published");
    expect(cardStatus({ published: false, expired: false })).toBe("draft");
    expect(cardStatus({ published: false, expired: true })).toBe("draft");
  });
});
