import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseServerContent } from "../core/landing/parse";
import type { LandingContent } from "../core/landing/schema";
import { fixtureMeta, fullLanding } from "../tests/fixtures/full-landing";
import { renderLanding } from "./render-landing";
import { letterIcon } from "./page/view-model";

/**
 * Issue 11: a project name starting with an emoji broke preview and publish
 * with a 500 (the favicon's initial was half a surrogate pair). Any text in any
 * field must render, in published pages and previews alike.
 */
const EMOJI = ["🎉", "👨‍👩‍👧‍👦", "🇷🇺", "👍🏽", "é", "ñ", "\u0301", "\uD83D", "\uDE00", "𝕍", "ﷺ"];

/** Arbitrary Unicode: whole graphemes, raw code points (lone surrogates too), emoji-led text. */
const text = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme-composite", maxLength: 20 }),
  fc
    .tuple(fc.constantFrom(...EMOJI), fc.string({ unit: "binary", maxLength: 20 }))
    .map(([a, b]) => a + b),
  fc.constantFrom(...EMOJI),
);
/** Text that sometimes looks like the links, phones and handles the fields expect. */
const linkish = fc.oneof(
  text,
  text.map((s) => `https://x.example/${s}`),
  text.map((s) => `/assets/${s}`),
  text.map((s) => `@${s}`),
  text.map((s) => `+7 ${s}`),
  text.map((s) => `mailto:${s}`),
  fc.constantFrom("https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://t.me/x", ""),
);
const longText = fc.oneof(text, fc.string({ unit: "binary", maxLength: 400 }));
const snippet = fc.oneof(
  text,
  text.map((s) => `<script>${s}</script>`),
  text.map((s) => `<noscript><img src="https://p.example/${s}" alt="${s}"></noscript>`),
);

const content: fc.Arbitrary<LandingContent> = fc.record({
  textAlias: text,
  projectName: text,
  companyName: text,
  projectDescription: longText,
  projectLocation: text,
  projectLogoUrl: linkish,
  projectBackgroundUrl: linkish,
  mainButtonName: text,
  mainButtonLink: linkish,
  extraButtonName: text,
  extraButtonLink: linkish,
  cardsSectionTitle: text,
  cards: fc.array(fc.record({ id: text, title: text, link: linkish, url: linkish }), {
    maxLength: 3,
  }),
  videoSectionTitle: text,
  videoLink: linkish,
  extraVideoLink: linkish,
  videoUrl: linkish,
  qas: fc.array(fc.record({ question: text, answer: longText, open: fc.boolean() }), {
    maxLength: 3,
  }),
  contacts: fc.record({
    mainPhone: linkish,
    extraPhone: linkish,
    whatsapp: linkish,
    telegramContact: linkish,
    telegramChannelLink: linkish,
    instagramLink: linkish,
    vkLink: linkish,
    youtubeLink: linkish,
    website: linkish,
    email: linkish,
  }),
  analytics: fc.array(fc.record({ name: text, code: snippet }), { maxLength: 2 }),
});
const lang = fc.constantFrom("ru", "en", "id", "xx");
const quiet = { log: () => {} };

describe("rendering arbitrary Unicode (issue 11)", () => {
  it("the favicon initial is a whole grapheme, also for emoji", () => {
    const initial = (name: string) =>
      decodeURIComponent(letterIcon(name)).match(/<text [^>]*>([^<]*)<\/text>/)?.[1];
    expect(initial("🎉 Party")).toBe("🎉");
    expect(initial("👨‍👩‍👧‍👦 Family")).toBe("👨‍👩‍👧‍👦");
    expect(initial("🇷🇺 Flag")).toBe("🇷🇺");
    expect(initial("ёлка")).toBe("Ё");
    expect(initial("  ")).toBe("V");
    expect(initial("<b>")).toBe("&lt;");
    expect(initial("\uD83D broken")).toBe("\uFFFD");
  });

  it("renders a published page and a preview of an emoji-led name without a logo", () => {
    const c = { ...fullLanding, projectName: "🎉 Праздник", projectLogoUrl: "" };
    for (const includeAnalytics of [true, false]) {
      const html = renderLanding(c, fixtureMeta({ includeAnalytics }), quiet);
      expect(html).toContain("<h1>🎉 Праздник</h1>");
      expect(html).toContain(`rel="icon" href="data:image/svg+xml,`);
    }
  });

  it("never throws for any text in any field, published or preview, straight or parsed", () => {
    fc.assert(
      fc.property(content, lang, fc.boolean(), (c, l, includeAnalytics) => {
        const meta = fixtureMeta({ lang: l, includeAnalytics });
        for (const input of [c, parseServerContent(JSON.stringify(c))]) {
          const html = renderLanding(input, meta, quiet);
          expect(html.startsWith("<!doctype html><html")).toBe(true);
          expect(html.endsWith("</body></html>")).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("meta description is cut between graphemes, never inside one", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", minLength: 150, maxLength: 220 }),
        (description) => {
          const html = renderLanding(
            { ...fullLanding, projectDescription: description },
            fixtureMeta(),
            quiet,
          );
          const got = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
          // No unpaired surrogate was produced by the cut.
          expect(got).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
