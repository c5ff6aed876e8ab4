import { describe, expect, it } from "vitest";
import { batchTexts } from "./batch";

describe("batchTexts", () => {
  it("puts at most 50 texts in one request, in order", () => {
    const texts = Array.from({ length: 120 }, (_, i) => `t${i}`);
    const batches = batchTexts(texts, { maxTexts: 50, maxBytes: 128 * 1024 });
    expect(batches.map((b) => b.length)).toEqual([50, 50, 20]);
    expect(batches.flat()).toEqual(texts.map((_, i) => i));
  });

  it("keeps each request within 128 KiB, counting UTF-8 bytes", () => {
    // 3000 Cyrillic letters = 6000 bytes each: 21 fit in 128 KiB, 22 do not.
    const texts = Array.from({ length: 30 }, () => "ж".repeat(3000));
    const batches = batchTexts(texts, { maxTexts: 50, maxBytes: 128 * 1024 });
    expect(batches.map((b) => b.length)).toEqual([21, 9]);
    for (const b of batches) expect(b.length * 6000).toBeLessThanOrEqual(128 * 1024);
  });

  it("counts the request overhead and a custom size (the form-encoded body)", () => {
    const texts = ["a b", "c d", "e f"];
    const sizeOf = (t: string) => new URLSearchParams({ text: t }).toString().length + 1;
    expect(batchTexts(texts, { maxTexts: 50, maxBytes: 30, overhead: 10, sizeOf })).toEqual([
      [0, 1],
      [2],
    ]);
  });

  it("sends nothing for no texts, and a text over the limit alone", () => {
    expect(batchTexts([], { maxTexts: 50, maxBytes: 100 })).toEqual([]);
    expect(batchTexts(["x".repeat(200), "y"], { maxTexts: 50, maxBytes: 100 })).toEqual([[0], [1]]);
  });
});
