import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS, variantKey } from "../landing/images";
import { templateRefsIn } from "./refs";

/**
 * The template illustrations are checked in (issue 26: images must be ours):
 * SVG sources in art/, WebP renditions and a manifest in assets/, written by
 * `npm run templates:images`. These checks fail when a template gains an
 * image ref without art, or when the shipped files drift from the manifest.
 */
const ROOT = path.dirname(new URL(import.meta.url).pathname);
const DATA = path.join(ROOT, "data");
const ART = path.join(ROOT, "art");
const ASSETS = path.join(ROOT, "assets");

interface Entry {
  sha256: string;
  ext: string;
  width: number;
  height: number;
}
const manifest = JSON.parse(readFileSync(path.join(ASSETS, "manifest.json"), "utf8")) as Record<
  string,
  Entry
>;

const templates = readdirSync(DATA)
  .filter((f) => f.endsWith(".json"))
  .map(
    (f) =>
      JSON.parse(readFileSync(path.join(DATA, f), "utf8")) as {
        id: string;
        images: Record<string, string>;
        i18n: Record<string, { content: unknown }>;
      },
  );

/** Every ref a template uses: its images brief plus every `template:…` in every language's content. */
function refsOf(t: (typeof templates)[number]): string[] {
  const refs = new Set(Object.keys(t.images));
  for (const lang of Object.values(t.i18n))
    for (const r of templateRefsIn(lang.content)) refs.add(r);
  return [...refs].sort();
}

describe("template images", () => {
  it("has a data file for each of the 16 templates", () => {
    expect(templates.length).toBeGreaterThanOrEqual(16);
  });

  it.each(templates.map((t) => [t.id, t] as const))(
    "%s: every image ref has an SVG source and a manifest entry",
    (id, t) => {
      const refs = refsOf(t);
      expect(refs).toContain("cover");
      expect(refs).toContain("logo");
      for (const ref of refs) {
        expect(existsSync(path.join(ART, id, `${ref}.svg`)), `${id}/${ref}.svg`).toBe(true);
        expect(manifest[`${id}/${ref}`], `manifest ${id}/${ref}`).toBeDefined();
      }
    },
  );

  it("lists only refs some template uses, in sorted order", () => {
    const used = new Set(templates.flatMap((t) => refsOf(t).map((r) => `${t.id}/${r}`)));
    expect(Object.keys(manifest).filter((k) => !used.has(k))).toEqual([]);
    expect(Object.keys(manifest)).toEqual([...Object.keys(manifest)].sort());
  });

  it("ships every file of every entry: the original named by its sha256, and each srcset width", async () => {
    for (const [key, e] of Object.entries(manifest)) {
      expect(e.ext, key).toBe("webp");
      const original = readFileSync(path.join(ASSETS, `${e.sha256}.webp`));
      expect(createHash("sha256").update(original).digest("hex"), key).toBe(e.sha256);
      const meta = await sharp(original).metadata();
      expect([meta.format, meta.width, meta.height], key).toEqual(["webp", e.width, e.height]);
      const ratio = key.endsWith("/cover") ? 16 / 9 : key.endsWith("/logo") ? 1 : 4 / 3;
      expect(e.width / e.height, key).toBeCloseTo(ratio, 2);
      for (const w of IMAGE_WIDTHS) {
        const file = path.join(ASSETS, variantKey(e.sha256, w));
        expect(existsSync(file), `${key} ${w}w`).toBe(true);
        expect((await sharp(readFileSync(file)).metadata()).width, `${key} ${w}w`).toBe(
          Math.min(w, e.width),
        );
      }
    }
  });

  it("keeps no file in assets/ that the manifest does not name", () => {
    const named = new Set(["manifest.json"]);
    for (const e of Object.values(manifest)) {
      named.add(`${e.sha256}.webp`);
      for (const w of IMAGE_WIDTHS) named.add(variantKey(e.sha256, w));
    }
    expect(readdirSync(ASSETS).filter((f) => !named.has(f))).toEqual([]);
  });
});
