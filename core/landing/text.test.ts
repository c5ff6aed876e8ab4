import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clipText, firstGrapheme, graphemeStart, wellFormed } from "./text";

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("grapheme-aware text helpers (issue 11)", () => {
  it("takes a whole first grapheme: emoji, families, flags, accents", () => {
    expect(firstGrapheme("🎉 Party")).toBe("🎉");
    expect(firstGrapheme("  👨‍👩‍👧‍👦 family")).toBe("👨‍👩‍👧‍👦");
    expect(firstGrapheme("🇷🇺🇮🇩")).toBe("🇷🇺");
    expect(firstGrapheme("e\u0301cole")).toBe("e\u0301");
    expect(firstGrapheme("   ")).toBe("");
    expect(firstGrapheme("\uD83D!")).toBe("\uFFFD");
  });

  it("replaces unpaired surrogates only", () => {
    expect(wellFormed("a\uD83Db\uDE00c🎉")).toBe("a\uFFFDb\uFFFDc🎉");
  });

  it("clips between graphemes, at a word boundary, with an ellipsis", () => {
    expect(clipText("short  text", 20)).toBe("short text");
    expect(clipText("ab cd ef", 5)).toBe("ab…");
    expect(clipText("🇷🇺".repeat(10), 6)).toBe("🇷🇺…");
    expect(clipText("e\u0301".repeat(100), 11)).toBe("e\u0301".repeat(5) + "…");
  });

  it("never cuts inside a grapheme, for any text", () => {
    const seg = new Intl.Segmenter(undefined, { granularity: "grapheme" });
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 80 }), fc.nat(90), (s, i) => {
        const at = graphemeStart(s, i);
        const bounds = new Set([...seg.segment(s)].map((g) => g.index).concat(s.length));
        expect(bounds.has(at)).toBe(true);
        expect(at).toBeLessThanOrEqual(Math.max(0, Math.min(i, s.length)));
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 200 }),
        fc.integer({ min: 2, max: 60 }),
        (s, max) => {
          const out = clipText(s, max);
          expect(out).not.toMatch(LONE);
          expect(out.length).toBeLessThanOrEqual(Math.max(max, 1));
        },
      ),
    );
  });
});
