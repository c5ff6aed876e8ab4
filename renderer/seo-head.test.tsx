import { describe, expect, it } from "vitest";
import { fixtureMeta, fullLanding } from "../tests/fixtures/full-landing";
import type { LandingContent } from "../core/landing/schema";
import { renderLanding } from "./render-landing";

/** Issue 15 "Share image and SEO": what the published page's head says about it. */
const render = (patch: Partial<LandingContent> = {}, meta = {}) =>
  renderLanding({ ...fullLanding, ...patch }, fixtureMeta(meta), { log: () => {} });

const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
function jsonLd(html: string): Record<string, unknown> {
  const body = attr(html, /<script type="application\/ld\+json">([^<]*)<\/script>/);
  expect(body).toBeDefined();
  return JSON.parse(body!) as Record<string, unknown>;
}

describe("head tags", () => {
  it("uses the owner's meta description for the page, Open Graph and Twitter alike", () => {
    const html = render({ seo: { description: "Столы из дуба за 3 недели" } });
    for (const tag of [
      'name="description"',
      'property="og:description"',
      'name="twitter:description"',
    ]) {
      expect(html).toContain(`<meta ${tag} content="Столы из дуба за 3 недели"/>`);
    }
  });

  it("names the share image as og:image with its size, once there is one", () => {
    const share = `http://localhost:8787/assets/${"b".repeat(64)}.png`;
    const html = render({}, { shareImage: share });
    expect(html).toContain(`<meta property="og:image" content="${share}"/>`);
    expect(html).toContain(`<meta name="twitter:image" content="${share}"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    // Without one, the cover is shared and no size is claimed for it.
    const plain = render();
    expect(attr(plain, /property="og:image" content="([^"]+)"/)).toContain("-1280.webp");
    expect(plain).not.toContain("og:image:width");
  });

  it("describes the company as JSON-LD Organization with its contacts", () => {
    const ld = jsonLd(render());
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: fullLanding.companyName,
      url: "http://localhost:8787/l/dubrava-mebel",
      email: fullLanding.contacts.email,
    });
    expect(JSON.stringify(ld.telephone)).toContain(fullLanding.contacts.mainPhone);
    expect(ld.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\//)]));
  });

  it("keeps a hostile company name inside the JSON-LD data block", () => {
    const name = '</script><script>alert("x")</script><!--';
    const html = render({ companyName: name });
    expect(html).not.toContain('<script>alert("x")');
    expect(jsonLd(html).name).toBe(name);
  });

  it("takes the favicon from the logo's smallest rendition", () => {
    const html = render();
    expect(attr(html, /<link rel="icon" href="([^"]+)"/)).toMatch(/-320\.webp$/);
  });
});
