import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Issue 29: emoji (🔒, ✉) showed as empty boxes on a system without an emoji
 * font. What users see is drawn with the SVG icons (app/components/icons.tsx,
 * renderer/page/icons.ts); tests may keep emoji as sample text.
 */
const ROOTS = ["app", "renderer"];
// Pictographs that need an emoji font; the arrows block (↕ ↗ …) is in ordinary fonts.
const EMOJI = /(?![\u2190-\u21ff])\p{Extended_Pictographic}/gu;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("no emoji in the app or the published page", () => {
  it("draws icons as SVG, never as emoji", () => {
    const found = ROOTS.flatMap(sources).flatMap((file) => {
      const hits = readFileSync(file, "utf8").match(EMOJI);
      return hits ? [`${file}: ${hits.join(" ")}`] : [];
    });
    expect(found).toEqual([]);
  });
});
