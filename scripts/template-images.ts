/**
 * Renders the template illustrations (core/templates/art/{id}/{ref}.svg, drawn
 * by scripts/template-art.ts) to WebP with sharp, in the upload convention of
 * core/landing/images.ts: an original {sha256}.webp plus {sha256}-{w}.webp for
 * every IMAGE_WIDTHS entry (never enlarged, always written). Writes
 * core/templates/assets/manifest.json and removes files no ref uses any more.
 * The output is checked in; rerun after changing the art:
 *   npm run templates:images
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, variantKey } from "../core/landing/images";

const ART = path.resolve("core/templates/art");
const OUT = path.resolve("core/templates/assets");
const QUALITY = 78;

export interface ManifestEntry {
  sha256: string;
  ext: "webp";
  width: number;
  height: number;
}

/** SVG at exactly `width` px wide: rasterised at that size, not scaled from a bigger bitmap. */
async function encode(
  svg: Buffer,
  svgWidth: number,
  width: number,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(svg, { density: (72 * width) / svgWidth })
    .resize({ width })
    .webp({ quality: QUALITY, effort: 6 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const manifest: Record<string, ManifestEntry> = {};
  const keep = new Set(["manifest.json"]);
  const ids = readdirSync(ART, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const id of ids) {
    for (const file of readdirSync(path.join(ART, id))
      .filter((f) => f.endsWith(".svg"))
      .sort()) {
      const ref = file.slice(0, -4);
      const svg = readFileSync(path.join(ART, id, file));
      const svgWidth = (await sharp(svg).metadata()).width ?? 0;
      const original = await encode(svg, svgWidth, svgWidth);
      const sha256 = createHash("sha256").update(original.data).digest("hex");
      const write = (name: string, data: Buffer) => {
        keep.add(name);
        if (!existsSync(path.join(OUT, name))) writeFileSync(path.join(OUT, name), data);
      };
      write(`${sha256}.webp`, original.data);
      let bytes = original.data.length;
      for (const w of IMAGE_WIDTHS) {
        const v = w >= svgWidth ? original : await encode(svg, svgWidth, w);
        write(variantKey(sha256, w), v.data);
        bytes += v.data.length;
      }
      manifest[`${id}/${ref}`] = {
        sha256,
        ext: "webp",
        width: original.width,
        height: original.height,
      };
      console.info(
        `${id}/${ref}: ${original.width}×${original.height}, ${(bytes / 1024).toFixed(0)} KB with variants`,
      );
    }
  }
  for (const f of readdirSync(OUT)) if (!keep.has(f)) rmSync(path.join(OUT, f));
  const sorted = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((k) => [k, manifest[k]]),
  );
  writeFileSync(path.join(OUT, "manifest.json"), JSON.stringify(sorted, null, 2) + "\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
