import { describe, expect, it } from "vitest";
import { PURGE_MAX_BODY_BYTES, PURGE_MAX_FILES, purgeBodies } from "./edge-purge";

const files = (body: string) => (JSON.parse(body) as { files: string[] }).files;

describe("purgeBodies", () => {
  it("keeps a short list in one call", () => {
    expect(purgeBodies(["http://a/l/x", "http://a/l/y"])).toEqual([
      '{"files":["http://a/l/x","http://a/l/y"]}',
    ]);
    expect(purgeBodies([])).toEqual([]);
  });

  it("splits by count and by bytes, losing no URL and keeping the order", () => {
    const short = Array.from({ length: 2 * PURGE_MAX_FILES + 1 }, (_, i) => `http://a/l/${i}`);
    const byCount = purgeBodies(short);
    expect(byCount.map((b) => files(b).length)).toEqual([PURGE_MAX_FILES, PURGE_MAX_FILES, 1]);
    expect(byCount.flatMap(files)).toEqual(short);

    // Non-ASCII hosts count in UTF-8 bytes, not characters.
    const long = Array.from(
      { length: 900 },
      (_, i) => `https://магазин-${"я".repeat(60)}-${i}.рф/`,
    );
    const byBytes = purgeBodies(long);
    expect(byBytes.length).toBeGreaterThan(1);
    for (const b of byBytes)
      expect(new TextEncoder().encode(b).byteLength).toBeLessThanOrEqual(PURGE_MAX_BODY_BYTES);
    expect(byBytes.flatMap(files)).toEqual(long);
  });
});
