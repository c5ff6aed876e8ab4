import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEFAULT_PALETTE, resolvePalette, type Palette } from "../core/landing/theme";
import type { LandingContent } from "../core/landing/schema";
import { fixtureMeta, fullLanding } from "../tests/fixtures/full-landing";
import { renderLanding } from "./render-landing";
import { PAGE_CSS } from "./page/styles";

const render = (patch: Partial<LandingContent> = {}) =>
  renderLanding({ ...fullLanding, ...patch }, fixtureMeta({ includeAnalytics: false }), {
    log: () => {},
  });

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
/** The variables of the page's `:root` rule. */
const varsOf = (html: string) =>
  Object.fromEntries(
    [...(/:root\{([^}]*)\}/.exec(styleOf(html))?.[1] ?? "").matchAll(/--(\w+):([^;]+)/g)].map(
      (m) => [m[1], m[2]],
    ),
  );
/** The stylesheet as it was before themes: every variable written out in the default colour. */
const inlined = (css: string, p: Palette) =>
  css.replace(/var\(--(\w+)\)/g, (_, k: string) => String(p[k as keyof Palette]));
const gz = (s: string) => gzipSync(s, { level: 9 }).length;

describe("theme on the published page", () => {
  it("without a theme the page has today's colours", () => {
    const html = render();
    expect(varsOf(html)).toMatchObject({
      bg: "#f4f5f9",
      tx: "#1c2033",
      ac: "#3236b8",
      at: "#3236b8",
      ao: "#fff",
    });
    expect(html).toContain('<meta name="theme-color" content="#3236b8"/>');
    expect(styleOf(html)).not.toContain("color-scheme:dark");
    // The stylesheet reads only variables the palette defines.
    const used = new Set([...PAGE_CSS.matchAll(/var\(--(\w+)\)/g)].map((m) => m[1]));
    for (const k of used) expect(DEFAULT_PALETTE).toHaveProperty(k);
    expect(inlined(PAGE_CSS, DEFAULT_PALETTE)).not.toContain("var(");
  });

  it("a dark theme with a light accent sets every colour variable", () => {
    const theme = { accent: "#f5b301", mode: "dark" as const };
    const html = render({ theme });
    const p = resolvePalette(theme);
    const vars = varsOf(html);
    expect(vars).toMatchObject({ bg: p.bg, sf: p.sf, tx: p.tx, ac: "#f5b301", ao: "#000000" });
    expect(styleOf(html)).toContain(":root{color-scheme:dark;");
    expect(html).toContain('<meta name="theme-color" content="#f5b301"/>');
  });

  it("a light accent on a light page is darkened where it is text", () => {
    const html = render({ theme: { accent: "#f5b301", mode: "light" } });
    const vars = varsOf(html);
    expect(vars.ac).toBe("#f5b301");
    expect(vars.at).not.toBe("#f5b301");
    expect(vars.at).toBe(resolvePalette({ accent: "#f5b301", mode: "light" }).at);
  });

  it("the letter favicon takes the accent when there is no logo", () => {
    const html = render({ projectLogoUrl: "", theme: { accent: "#0c8599", mode: "light" } });
    const icon = decodeURIComponent(/<link rel="icon" href="([^"]+)"/.exec(html)?.[1] ?? "");
    expect(icon).toContain('fill="#0c8599"');
  });

  it("costs at most 300 bytes gzipped over the page without themes, default or dark", () => {
    for (const theme of [undefined, { accent: "#f5b301", mode: "dark" as const }]) {
      const html = render({ theme });
      const before = html.replace(styleOf(html), inlined(PAGE_CSS, DEFAULT_PALETTE));
      const extra = gz(html) - gz(before);
      expect(extra, `theme ${JSON.stringify(theme)}`).toBeLessThanOrEqual(300);
      expect(extra).toBeGreaterThan(0);
    }
  });
});
