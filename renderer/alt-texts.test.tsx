import { describe, expect, it } from "vitest";
import type { LandingContent } from "../core/landing/schema";
import { fixtureMeta, fullLanding } from "../tests/fixtures/full-landing";
import { renderLanding } from "./render-landing";

const render = (patch: Partial<LandingContent> = {}) =>
  renderLanding({ ...fullLanding, ...patch }, fixtureMeta({ includeAnalytics: false }), {
    log: () => {},
  });
const altsOf = (html: string) => [...html.matchAll(/<img[^>]*?alt="([^"]*)"/g)].map((m) => m[1]);

describe("alt texts on the published page (issue 14)", () => {
  it("uses the owner's alt texts for the logo, the cover and each card image, escaped", () => {
    const html = render({
      projectLogoAlt: "Roti Bali logo",
      projectBackgroundAlt: 'Bakery counter with "fresh" loaves',
      cards: fullLanding.cards.map((c, i) => (i === 0 ? { ...c, alt: "A sourdough loaf" } : c)),
    });
    const alts = altsOf(html);
    expect(alts).toContain("Roti Bali logo");
    expect(alts).toContain("Bakery counter with &quot;fresh&quot; loaves");
    expect(alts).toContain("A sourdough loaf");
  });

  it("without them keeps today's alts: the logo named after the project, decorative cover and titled cards", () => {
    const html = render();
    const alts = altsOf(html);
    expect(alts).not.toContain("A sourdough loaf");
    expect(alts.filter((a) => a === "").length).toBeGreaterThan(0);
  });
});
