/**
 * Writes the template illustrations as SVG (issue 26): one file per image ref
 * of every core/templates/data/*.json, drawn from the scenes in
 * scripts/template-art/scenes/ in the template's accent. The SVGs are checked
 * in under core/templates/art/; `npm run templates:images` turns them into WebP.
 *   npm run templates:art
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CARD, COVER, LOGO, palette } from "./template-art/draw";
import { renderScene } from "./template-art/scene";
import { SCENES } from "./template-art/scenes/index";

const DATA = path.resolve("core/templates/data");
/** Where the accent's own second colour clashes with the trade (a green rose), a gentler turn of the wheel. */
const SECOND_HUE: Record<string, number> = { "beauty-salon": 40, "flower-shop": 40 };
const ART = path.resolve("core/templates/art");

interface TemplateFile {
  id: string;
  theme: { accent: string; mode: "light" | "dark" };
  images: Record<string, string>;
}

export function main(only?: string) {
  const missing: string[] = [];
  const ids = readdirSync(DATA)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -5))
    .sort();
  for (const id of ids) {
    if (only && id !== only) continue;
    const t = JSON.parse(readFileSync(path.join(DATA, `${id}.json`), "utf8")) as TemplateFile;
    const scenes = SCENES[id];
    if (!scenes) {
      missing.push(`${id}: no scenes`);
      continue;
    }
    const p = palette(t.theme.accent, t.theme.mode, SECOND_HUE[id]);
    const dir = path.join(ART, id);
    mkdirSync(dir, { recursive: true });
    const refs = Object.keys(t.images);
    for (const ref of refs) {
      const sc = scenes[ref];
      if (!sc) {
        missing.push(`${id}/${ref}`);
        continue;
      }
      const { w, h } = ref === "cover" ? COVER : ref === "logo" ? LOGO : CARD;
      writeFileSync(path.join(dir, `${ref}.svg`), renderScene(p, sc, w, h, `${id}/${ref}`));
    }
    for (const f of readdirSync(dir))
      if (!refs.includes(f.replace(/\.svg$/, ""))) rmSync(path.join(dir, f));
  }
  if (missing.length) {
    console.error(`No scene for:\n  ${missing.join("\n  ")}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv[2]);
