/**
 * Drawing kit for the template illustrations (issue 26): colour maths, a
 * palette derived from a template's accent, tiny SVG primitives and the scene
 * frame. Everything is flat vector and deterministic, so rerunning the
 * generator rewrites byte-identical SVG files.
 */

export const COVER = { w: 1600, h: 900 } as const;
export const CARD = { w: 1200, h: 900 } as const;
/** Square, twice the 320 px the page asks for (a 96 px logo on a 3× screen), so the 640w srcset entry is sharp too. */
export const LOGO = { w: 640, h: 640 } as const;

type Rgb = [number, number, number];

const hex2rgb = (h: string): Rgb => {
  const n = parseInt(h.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const rgb2hex = (c: Rgb) =>
  "#" +
  c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

/** Linear mix of two hex colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hex2rgb(a);
  const y = hex2rgb(b);
  return rgb2hex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

function toHsl([r, g, b]: Rgb): Rgb {
  r /= 255;
  g /= 255;
  b /= 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return [h * 60, s, l];
}

function fromHsl([h, s, l]: Rgb): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return rgb2hex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** The accent turned round the colour wheel by `deg`, same saturation and lightness. */
export function rotate(accent: string, deg: number, light?: number): string {
  const [h, s, l] = toHsl(hex2rgb(accent));
  return fromHsl([(h + deg + 360) % 360, Math.max(s, 0.45), light ?? l]);
}

/**
 * The roles every object paints with: a accent, d deep accent, l light
 * accent, s pale tint (backgrounds), t a contrasting second colour, tl its
 * light tint, plus fixed neutrals and natural colours (wood, leaf, metal).
 */
export interface Pal {
  a: string;
  d: string;
  l: string;
  s: string;
  t: string;
  tl: string;
  ink: string;
  white: string;
  cream: string;
  metal: string;
  steel: string;
  wood: string;
  brown: string;
  leaf: string;
  leafD: string;
  gold: string;
  shadow: string;
  glass: string;
  bg1: string;
  bg2: string;
  table: string;
  tableEdge: string;
  floor: string;
  backdrop: string;
}

export function palette(accent: string, mode: "light" | "dark" = "light", second = 150): Pal {
  const t = rotate(accent, second, 0.55);
  const dark = mode === "dark";
  const s = dark ? mix(accent, "#10131c", 0.86) : mix(accent, "#ffffff", 0.88);
  return {
    bg1: dark ? mix(accent, "#10131c", 0.9) : mix(accent, "#ffffff", 0.92),
    bg2: dark ? mix(accent, "#10131c", 0.78) : mix(accent, "#ffffff", 0.78),
    table: dark ? mix("#8a5a3a", "#10131c", 0.35) : mix("#d9b38c", accent, 0.12),
    tableEdge: dark ? "#4a3324" : mix("#a9774f", accent, 0.12),
    floor: dark ? mix(accent, "#10131c", 0.7) : mix("#e9dccb", accent, 0.1),
    glass: "#d3ebf7",
    backdrop: dark ? "#5b616e" : "#d7dbe2",
    a: accent,
    d: mix(accent, "#0b1020", 0.45),
    l: mix(accent, "#ffffff", 0.55),
    s,
    t,
    tl: mix(t, "#ffffff", 0.6),
    ink: mix(accent, "#1a1d29", 0.8),
    white: "#ffffff",
    cream: "#fbf6ee",
    metal: "#c9d1db",
    steel: "#7d8896",
    wood: "#c08552",
    brown: "#6f4630",
    leaf: "#4caf6a",
    leafD: "#2f7d4a",
    gold: "#f2b84b",
    shadow: mix(accent, "#1a1d29", 0.7),
  };
}

const n = (v: number) => Math.round(v * 10) / 10;

/** Primitives: short so the object drawings stay readable. */
export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  extra = "",
) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ""} fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const path = (d: string, fill: string, extra = "") =>
  `<path d="${d}" fill="${fill}"${extra}/>`;
export const line = (d: string, stroke: string, w: number, extra = "") =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
export const poly = (pts: number[], fill: string, extra = "") =>
  `<polygon points="${pts.map(n).join(" ")}" fill="${fill}"${extra}/>`;
export const op = (o: number) => ` opacity="${o}"`;
export const g = (transform: string, inner: string) => `<g transform="${transform}">${inner}</g>`;

/** A soft ground shadow under an object drawn in the −100…100 box. */
export const shade = (p: Pal, w = 80, y = 92) => ellipse(0, y, w, 9, p.shadow, op(0.14));

/** A four-point sparkle, used for "clean", "new", "shine". */
export const sparkle = (x: number, y: number, r: number, fill: string) =>
  path(
    `M${n(x)} ${n(y - r)} Q${n(x + r * 0.15)} ${n(y - r * 0.15)} ${n(x + r)} ${n(y)} Q${n(x + r * 0.15)} ${n(y + r * 0.15)} ${n(x)} ${n(y + r)} Q${n(x - r * 0.15)} ${n(y + r * 0.15)} ${n(x - r)} ${n(y)} Q${n(x - r * 0.15)} ${n(y - r * 0.15)} ${n(x)} ${n(y - r)}Z`,
    fill,
  );

/** Five-petal flower head centred on (x, y). */
export function blossom(x: number, y: number, r: number, petal: string, heart: string): string {
  let s = "";
  for (let k = 0; k < 5; k++) {
    const ang = (k * 72 - 90) * (Math.PI / 180);
    s += circle(x + Math.cos(ang) * r * 0.55, y + Math.sin(ang) * r * 0.55, r * 0.5, petal);
  }
  return s + circle(x, y, r * 0.35, heart);
}

/** Simple leaf pointing along `deg` from (x, y). */
export const leaf = (x: number, y: number, len: number, deg: number, fill: string) =>
  g(
    `translate(${n(x)} ${n(y)}) rotate(${deg})`,
    path(
      `M0 0 Q${n(len * 0.5)} ${n(-len * 0.32)} ${n(len)} 0 Q${n(len * 0.5)} ${n(len * 0.32)} 0 0Z`,
      fill,
    ),
  );
