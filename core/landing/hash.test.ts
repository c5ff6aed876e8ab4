import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, contentHash, sha256Hex } from "./hash";

describe("contentHash", () => {
  it("is SHA-256 (checked against node:crypto)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 300 }), (s) => {
        expect(sha256Hex(s)).toBe(createHash("sha256").update(s, "utf8").digest("hex"));
      }),
      { numRuns: 300 },
    );
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  });

  it("ignores key order and changes when any value changes", () => {
    expect(contentHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      contentHash({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(contentHash({ a: 1 })).not.toBe(contentHash({ a: 2 }));
    expect(canonicalJson({ b: 1, a: undefined, c: null })).toBe('{"b":1,"c":null}');
  });

  it("hashes a string as-is (rendered pages)", () => {
    expect(contentHash("<html>")).toBe(sha256Hex("<html>"));
  });
});
