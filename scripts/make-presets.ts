/**
 * Generates the 15 preset card images (SPEC §9) once: abstract compositions
 * drawn as SVG and encoded to WebP at the recommended card size (750×540).
 * The output is committed under public/presets/; run again only to change them:
 *   npx tsx scripts/make-presets.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { presetFileName } from "../app/services/landings/index.server";
import { PRESET_CARD_IMAGES } from "../core/landing/limits";

const W = 750;
const H = 540;

/** Colour pairs picked to read well behind white card titles. */
const PALETTES: [string, string, string][] = [
  ["#0f766e", "#14b8a6", "#ccfbf1"],
  ["#1e3a8a", "#3b82f6", "#dbeafe"],
  ["#7c2d12", "#f97316", "#ffedd5"],
  ["#581c87", "#a855f7", "#f3e8ff"],
  ["#831843", "#ec4899", "#fce7f3"],
  ["#14532d", "#22c55e", "#dcfce7"],
  ["#0c4a6e", "#0ea5e9", "#e0f2fe"],
  ["#713f12", "#eab308", "#fef9c3"],
  ["#1f2937", "#6b7280", "#f3f4f6"],
  ["#312e81", "#6366f1", "#e0e7ff"],
  ["#7f1d1d", "#ef4444", "#fee2e2"],
  ["#134e4a", "#2dd4bf", "#f0fdfa"],
  ["#3b0764", "#c026d3", "#fae8ff"],
  ["#052e16", "#65a30d", "#ecfccb"],
  ["#0b1120", "#0891b2", "#cffafe"],
];

/** Deterministic pseudo-random numbers so reruns give the same files. */
function rng(seed: number) {
  let s = seed * 9301 + 49297;
  return () => {
    s = (s * 9301 + 49297) % 233280;
    return s / 233280;
  };
}

function composition(i: number): string {
  const [dark, mid, light] = PALETTES[i % PALETTES.length];
  const r = rng(i + 1);
  const style = i % 5;
  const defs = `<defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${light}" stop-opacity="0.55"/><stop offset="1" stop-color="${light}" stop-opacity="0"/>
    </radialGradient>
  </defs>`;
  let shapes = "";
  if (style === 0) {
    // soft orbs
    for (let k = 0; k < 5; k++) {
      shapes += `<circle cx="${r() * W}" cy="${r() * H}" r="${120 + r() * 200}" fill="url(#glow)"/>`;
    }
  } else if (style === 1) {
    // diagonal bands
    for (let k = 0; k < 7; k++) {
      const x = -200 + k * 150 + r() * 40;
      shapes += `<polygon points="${x},${H} ${x + 120},${H} ${x + 420},0 ${x + 300},0" fill="${light}" fill-opacity="${0.05 + r() * 0.12}"/>`;
    }
  } else if (style === 2) {
    // concentric rings
    const cx = W * (0.6 + r() * 0.3);
    const cy = H * (0.2 + r() * 0.6);
    for (let k = 1; k < 12; k++) {
      shapes += `<circle cx="${cx}" cy="${cy}" r="${k * 48}" fill="none" stroke="${light}" stroke-opacity="${0.22 - k * 0.015}" stroke-width="${2 + (k % 3)}"/>`;
    }
  } else if (style === 3) {
    // waves
    for (let k = 0; k < 6; k++) {
      const y = 120 + k * 70;
      const a = 30 + r() * 50;
      shapes += `<path d="M0 ${y} C ${W * 0.25} ${y - a}, ${W * 0.5} ${y + a}, ${W} ${y - a / 2} L ${W} ${H} L 0 ${H} Z" fill="${light}" fill-opacity="${0.06 + k * 0.015}"/>`;
    }
  } else {
    // dot grid with a glow
    shapes += `<circle cx="${W * 0.25}" cy="${H * 0.3}" r="320" fill="url(#glow)"/>`;
    for (let x = 30; x < W; x += 36) {
      for (let y = 30; y < H; y += 36) {
        shapes += `<circle cx="${x}" cy="${y}" r="2.2" fill="${light}" fill-opacity="${0.12 + ((x + y) % 5) * 0.03}"/>`;
      }
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}<rect width="${W}" height="${H}" fill="url(#g)"/>${shapes}</svg>`;
}

async function main() {
  const out = path.resolve("public/presets");
  mkdirSync(out, { recursive: true });
  for (let i = 0; i < PRESET_CARD_IMAGES; i++) {
    const buf = await sharp(Buffer.from(composition(i)))
      .webp({ quality: 78, effort: 6 })
      .toBuffer();
    writeFileSync(path.join(out, presetFileName(i)), buf);
    console.info(`${presetFileName(i)} ${(buf.length / 1024).toFixed(1)} KB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
