import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "./hash";

describe("canonicalJson", () => {
  it("does not depend on key order, at any depth", () => {
    expect(canonicalJson({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      canonicalJson({ b: [1, { d: 3, c: 2 }], a: 1 }),
    );
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: 2 }));
  });

  it("drops undefined members and keeps array order", () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson([2, 1])).not.toBe(canonicalJson([1, 2]));
  });

  it("round-trips to an equal value for any JSON", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
  });
});
