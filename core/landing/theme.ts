import type { Theme } from "./schema";

/**
 * PRO colours (issue 13, ADR 012): the page's palette from an accent and a
 * mode, with WCAG 2 contrast rules. One source for the renderer (CSS
 * variables) and the editor's Design section (swatches, the contrast note).
 */
export type ThemeMode = Theme["mode"];
export const THEME_MODES = ["light", "dark"] as const satisfies readonly ThemeMode[];

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** Today's accent: an absent theme and {accent: DEFAULT_ACCENT, mode: "light"} are the same page. */
export const DEFAULT_ACCENT = "#3236b8";

/** The editor's swatches; names are `design:presets.<id>`. */
export const PRESET_ACCENTS = [
  { id: "indigo", accent: DEFAULT_ACCENT },
  { id: "blue", accent: "#1c7ed6" },
  { id: "teal", accent: "#0c8599" },
  { id: "green", accent: "#2f9e44" },
  { id: "amber", accent: "#f5b301" },
  { id: "orange", accent: "#f76707" },
  { id: "red", accent: "#e03131" },
  { id: "pink", accent: "#d6336c" },
] as const;
export type PresetId = (typeof PRESET_ACCENTS)[number]["id"];

/**
 * Every colour the page uses. bg page, sf cards and panels, tx text, t2/t3
 * description and answer text, mu secondary text, ln/lf rules, ph image
 * placeholder; ac accent (button fill), at accent as text, ao text on the
 * accent, ah the button's shadow, sa/st the second button's fill and text,
 * g2/g3 the cover gradient's later stops.
 */
export interface Palette {
  mode: ThemeMode;
  bg: string;
  sf: string;
  tx: string;
  t2: string;
  t3: string;
  mu: string;
  ln: string;
  lf: string;
  ph: string;
  ac: string;
  at: string;
  ao: string;
  ah: string;
  sa: string;
  st: string;
  g2: string;
  g3: string;
}

type Base = Pick<Palette, "bg" | "sf" | "tx" | "t2" | "t3" | "mu" | "ln" | "lf" | "ph">;

const BASE: Record<ThemeMode, Base> = {
  light: {
    bg: "#f4f5f9",
    sf: "#fff",
    tx: "#1c2033",
    t2: "#343950",
    t3: "#3e4358",
    mu: "#565b70",
    ln: "#eceef4",
    lf: "#e2e4ee",
    ph: "#e6e8f2",
  },
  dark: {
    bg: "#11131a",
    sf: "#1c1f2b",
    tx: "#e9ebf3",
    t2: "#cdd1de",
    t3: "#c3c7d4",
    mu: "#a4a9bc",
    ln: "#2c3040",
    lf: "#2c3040",
    ph: "#282c3b",
  },
};

/** The page as it looked before themes, colour for colour (renderer/page/styles.ts). */
export const DEFAULT_PALETTE: Palette = {
  mode: "light",
  ...BASE.light,
  ac: DEFAULT_ACCENT,
  at: DEFAULT_ACCENT,
  ao: "#fff",
  ah: "rgba(50,54,184,.3)",
  sa: "#eceefc",
  st: "#262a8c",
  g2: "#7b3fe4",
  g3: "#d6336c",
};

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  let h = hex.replace(/^#/, "");
  if (h.length === 3) h = [...h].map((c) => c + c).join("");
  if (!/^[0-9a-fA-F]{6}$/.test(h)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const hex = (c: Rgb): string =>
  "#" +
  c
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");

/** WCAG 2 relative luminance of an sRGB colour (#rgb or #rrggbb). */
export function relativeLuminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio, 1 to 21, either order. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `t` of the way from a to b. */
function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

/**
 * Text on an accent-filled button: white when white passes AA, else black
 * (one of the two always passes: they meet at about 4.58:1).
 */
export function onAccentText(accent: string): "#ffffff" | "#000000" {
  if (contrastRatio(accent, "#ffffff") >= MIN_TEXT_CONTRAST) return "#ffffff";
  return contrastRatio(accent, "#000000") >= contrastRatio(accent, "#ffffff")
    ? "#000000"
    : "#ffffff";
}

/**
 * The accent moved towards black (light mode) or white (dark mode) in 1 %
 * steps until it reads at 4.5:1 on every one of `backgrounds`; unchanged when
 * it already does. Hue is kept, so a link still looks like the brand.
 */
export function readableOn(
  accent: string,
  mode: ThemeMode,
  backgrounds: readonly string[],
): string {
  const target = mode === "light" ? "#000000" : "#ffffff";
  for (let step = 0; step <= 100; step++) {
    const c = step === 0 ? accent.toLowerCase() : mix(accent, target, step / 100);
    if (backgrounds.every((bg) => contrastRatio(c, bg) >= MIN_TEXT_CONTRAST)) return c;
  }
  return target;
}

/**
 * The accent where it is text on the page (links, icons, focus rings): text
 * sits on the page background and on cards, so it must pass on both.
 */
export function accentText(accent: string, mode: ThemeMode): string {
  const b = BASE[mode];
  return readableOn(accent, mode, [b.bg, b.sf]);
}

function hsl([r, g, b]: Rgb): [number, number, number] {
  const [R, G, B] = [r / 255, g / 255, b / 255];
  const max = Math.max(R, G, B);
  const min = Math.min(R, G, B);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h =
    max === R
      ? ((G - B) / d + (G < B ? 6 : 0)) * 60
      : max === G
        ? ((B - R) / d + 2) * 60
        : ((R - G) / d + 4) * 60;
  return [h, s, l];
}

function fromHsl(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return hex([f(0), f(8), f(4)]);
}

/**
 * The cover gradient when there is no cover: the accent, a neighbour on the
 * colour wheel (as the default's indigo to violet) and a deep shade of the
 * accent, so any accent gives a calm gradient of its own family.
 */
function gradientStops(accent: string): [string, string] {
  const [h, s, l] = hsl(rgb(accent));
  // Yellows and greens turn towards warmer hues; a turn the other way would reach lime.
  const turn = h >= 35 && h < 200 ? -24 : 24;
  const neighbour = fromHsl(
    (h + turn + 360) % 360,
    Math.min(0.75, Math.max(0.45, s)),
    Math.min(0.5, Math.max(0.38, l)),
  );
  return [neighbour, mix(accent, "#000000", 0.45)];
}

/** Whether a saved theme is the default page (absent, or the default accent in light mode). */
export const isDefaultTheme = (theme: Theme | null | undefined): boolean =>
  !theme || (theme.mode === "light" && theme.accent.toLowerCase() === DEFAULT_ACCENT);

/** The whole palette for a theme; absent (or the default accent in light mode) is today's page. */
export function resolvePalette(theme: Theme | null | undefined): Palette {
  if (!theme || isDefaultTheme(theme)) return DEFAULT_PALETTE;
  const mode = theme.mode;
  const accent = theme.accent.toLowerCase();
  const base = BASE[mode];
  const [r, g, b] = rgb(accent);
  // The second button: a faint wash of the accent over the card, its text the accent made readable on it.
  const sa = mix(base.sf, accent, mode === "light" ? 0.1 : 0.18);
  const [g2, g3] = gradientStops(accent);
  return {
    mode,
    ...base,
    ac: accent,
    at: accentText(accent, mode),
    ao: onAccentText(accent),
    ah: `rgba(${r},${g},${b},.3)`,
    sa,
    st: readableOn(accent, mode, [sa]),
    g2,
    g3,
  };
}

/** Whether the accent had to change to be readable as text (the editor says so). */
export function accentAdjusted(theme: Theme): boolean {
  return resolvePalette(theme).at !== theme.accent.toLowerCase();
}

/**
 * The theme a page is rendered with: only PRO owners' themes apply (issue 13);
 * for anyone else the stored theme stays in the content and the page uses the
 * default.
 */
export function effectiveTheme(theme: Theme | undefined, pro: boolean): Theme | undefined {
  return pro ? theme : undefined;
}
