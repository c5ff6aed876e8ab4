import { describe, expect, it } from "vitest";
import {
  accentAdjusted,
  accentText,
  contrastRatio,
  DEFAULT_ACCENT,
  DEFAULT_PALETTE,
  effectiveTheme,
  isDefaultTheme,
  MIN_TEXT_CONTRAST,
  onAccentText,
  PRESET_ACCENTS,
  readableOn,
  relativeLuminance,
  resolvePalette,
  THEME_MODES,
} from "./theme";

describe("WCAG luminance and contrast", () => {
  it("matches the reference values", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 6);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#fff")).toBeCloseTo(1, 6);
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 6);
    expect(contrastRatio("#ffffff", "#000000")).toBe(contrastRatio("#000000", "#ffffff"));
  });

  it("refuses what is not a colour", () => {
    expect(() => relativeLuminance("red")).toThrow();
  });
});

describe("text on the accent (buttons)", () => {
  it("is white when white passes 4.5:1, else black", () => {
    expect(onAccentText(DEFAULT_ACCENT)).toBe("#ffffff");
    expect(onAccentText("#f5b301")).toBe("#000000"); // amber
    expect(onAccentText("#ffffff")).toBe("#000000");
    expect(onAccentText("#000000")).toBe("#ffffff");
  });

  it("always reaches AA, whatever the accent", () => {
    for (let v = 0; v < 256; v += 5) {
      for (const c of [
        [v, 0, 0],
        [0, v, 0],
        [0, 0, v],
        [v, v, v],
        [255, v, 128],
      ]) {
        const accent = "#" + c.map((x) => x.toString(16).padStart(2, "0")).join("");
        expect(contrastRatio(onAccentText(accent), accent)).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
      }
    }
  });
});

describe("the accent as text", () => {
  it("is kept when it already reads at 4.5:1", () => {
    expect(accentText(DEFAULT_ACCENT, "light")).toBe(DEFAULT_ACCENT);
    expect(accentText("#f5b301", "dark")).toBe("#f5b301");
  });

  it("is darkened on a light page and lightened on a dark one until it passes", () => {
    const light = resolvePalette({ accent: "#f5b301", mode: "light" });
    expect(contrastRatio("#f5b301", light.bg)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(relativeLuminance(light.at)).toBeLessThan(relativeLuminance("#f5b301"));
    expect(contrastRatio(light.at, light.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);

    const dark = resolvePalette({ accent: DEFAULT_ACCENT, mode: "dark" });
    expect(contrastRatio(DEFAULT_ACCENT, dark.bg)).toBeLessThan(MIN_TEXT_CONTRAST);
    expect(relativeLuminance(dark.at)).toBeGreaterThan(relativeLuminance(DEFAULT_ACCENT));
    expect(contrastRatio(dark.at, dark.bg)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(dark.at, dark.sf)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it("changes no more than needed (one step less would fail)", () => {
    const at = readableOn("#f5b301", "light", ["#f4f5f9"]);
    expect(contrastRatio(at, "#f4f5f9")).toBeLessThan(MIN_TEXT_CONTRAST + 0.2);
  });

  it("says when it was adjusted", () => {
    expect(accentAdjusted({ accent: "#f5b301", mode: "light" })).toBe(true);
    expect(accentAdjusted({ accent: "#f5b301", mode: "dark" })).toBe(false);
    expect(accentAdjusted({ accent: DEFAULT_ACCENT, mode: "light" })).toBe(false);
    expect(accentAdjusted({ accent: DEFAULT_ACCENT, mode: "dark" })).toBe(true);
  });
});

describe("palettes", () => {
  it("default is today's page, whether the theme is absent or the default accent in light mode", () => {
    expect(resolvePalette(undefined)).toBe(DEFAULT_PALETTE);
    expect(resolvePalette({ accent: DEFAULT_ACCENT, mode: "light" })).toBe(DEFAULT_PALETTE);
    expect(resolvePalette({ accent: "#3236B8", mode: "light" })).toBe(DEFAULT_PALETTE);
    expect(isDefaultTheme({ accent: DEFAULT_ACCENT, mode: "dark" })).toBe(false);
    expect(DEFAULT_PALETTE).toMatchObject({ bg: "#f4f5f9", tx: "#1c2033", ac: "#3236b8" });
  });

  it("every preset in both modes: text, buttons and accent text reach AA", () => {
    expect(PRESET_ACCENTS).toHaveLength(8);
    expect(new Set(PRESET_ACCENTS.map((p) => p.accent)).size).toBe(8);
    for (const mode of THEME_MODES) {
      for (const { accent } of [...PRESET_ACCENTS, { accent: "#ffffff" }, { accent: "#000000" }]) {
        const p = resolvePalette({ accent, mode });
        const pass = (a: string, b: string) =>
          expect(contrastRatio(a, b), `${mode} ${accent} ${a}/${b}`).toBeGreaterThanOrEqual(
            MIN_TEXT_CONTRAST,
          );
        for (const text of [p.tx, p.t2, p.t3, p.mu, p.at]) {
          pass(text, p.bg);
          pass(text, p.sf);
        }
        pass(p.ao, p.ac);
        pass(p.st, p.sa);
        expect(p.ac).toBe(accent);
      }
    }
  });

  it("dark mode has dark surfaces and light text", () => {
    const p = resolvePalette({ accent: "#f5b301", mode: "dark" });
    expect(p.mode).toBe("dark");
    expect(relativeLuminance(p.bg)).toBeLessThan(0.02);
    expect(relativeLuminance(p.sf)).toBeLessThan(0.03);
    expect(relativeLuminance(p.tx)).toBeGreaterThan(0.7);
    expect(p.ah).toBe("rgba(245,179,1,.3)");
  });
});

describe("who gets a theme", () => {
  const theme = { accent: "#0c8599", mode: "dark" as const };
  it("only a PRO owner's page", () => {
    expect(effectiveTheme(theme, true)).toEqual(theme);
    expect(effectiveTheme(theme, false)).toBeUndefined();
    expect(effectiveTheme(undefined, true)).toBeUndefined();
  });
});
