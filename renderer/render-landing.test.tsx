import { describe, expect, it } from "vitest";
import { fixtureMeta, fullLanding } from "../tests/fixtures/full-landing";
import { LandingContentSchema, type LandingContent } from "../core/landing/schema";
import { ANALYTICS_ATTR } from "../core/overlay";
import { renderLanding } from "./render-landing";
import { STATS_SCRIPT } from "./page/client-script";
import { SHARE_SCRIPT } from "./page/visitor-actions";

const render = (patch: Partial<LandingContent> = {}, meta = {}) =>
  renderLanding({ ...fullLanding, ...patch }, fixtureMeta(meta), { log: () => {} });

const count = (html: string, re: RegExp) => (html.match(re) ?? []).length;
const minimal = LandingContentSchema.parse({
  projectName: "Solo",
  projectDescription: "Only text",
});

describe("renderLanding — full landing", () => {
  const html = render();

  it("is one HTML document with lang, title and one inline stylesheet", () => {
    expect(html.startsWith('<!doctype html><html lang="ru">')).toBe(true);
    expect(html).toContain("<title>Дубрава — мебель на заказ — Vitrina</title>");
    expect(count(html, /<style>/g)).toBe(1);
    expect(count(html, /<link[^>]+rel="stylesheet"/g)).toBe(0);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
  });

  it("has meta description, canonical, Open Graph and Twitter card with the cover", () => {
    expect(html).toMatch(
      /<meta name="description" content="Проектируем и изготавливаем мебель[^"]*"\/>/,
    );
    expect(html).toContain('<link rel="canonical" href="http://localhost:8787/l/dubrava-mebel"/>');
    expect(html).toContain(
      '<meta property="og:title" content="Дубрава — мебель на заказ — Vitrina"/>',
    );
    expect(html).toContain(
      '<meta property="og:url" content="http://localhost:8787/l/dubrava-mebel"/>',
    );
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:8787\/assets\/[0-9a-f]{64}-1280\.webp"\/>/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta property="og:locale" content="ru_RU"/>');
    expect(html).toMatch(/<link rel="icon" href="\/assets\/[0-9a-f]{64}-320\.webp"\/>/);
  });

  it("preloads the hero with its srcset and loads below-the-fold images lazily", () => {
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/assets\/[0-9a-f]{64}\.jpg" imageSrcSet="[^"]+-320\.webp 320w, [^"]+-1920\.webp 1920w"/,
    );
    const imgs = render({}, { includeAnalytics: false }).match(/<img [^>]*>/g) ?? [];
    expect(imgs.length).toBe(12); // cover, logo, 9 cards, video preview
    for (const img of imgs) {
      expect(img).toMatch(/ width="\d+" height="\d+"/);
      expect(img).toMatch(/ alt="/);
      expect(img).toMatch(/ srcSet="[^"]+ 320w, /);
    }
    expect(imgs.filter((i) => i.includes('loading="lazy"'))).toHaveLength(10);
    expect(imgs[0]).toContain('fetchpriority="high"');
  });

  it("shows the left block: logo, names, both buttons, description, location, phones, email, website", () => {
    expect(html).toContain('alt="Логотип: Дубрава — мебель на заказ"');
    expect(html).toContain("<h1>Дубрава — мебель на заказ</h1>");
    expect(html).toContain("ООО «Дубрава»");
    expect(html).toMatch(
      /<a class="btn main" href="https:\/\/dubrava\.example\/calc"[^>]*>Рассчитать стоимость<\/a>/,
    );
    expect(html).toMatch(
      /<a class="btn alt" href="https:\/\/dubrava\.example\/catalog\.pdf"[^>]*>Каталог в PDF<\/a>/,
    );
    expect(html).toContain("Собственное производство в Подмосковье");
    expect(html).toContain("Москва, ул. Садовая, 12");
    expect(html).toContain('href="tel:+74951234567"');
    expect(html).toContain('href="tel:88005553535"');
    expect(html).toContain('href="mailto:hello@dubrava.example"');
    expect(html).toMatch(/href="https:\/\/dubrava\.example\/"[^>]*>dubrava\.example<\/a>/);
  });

  it("shows anchors and every section: 9 cards, video, 9 FAQ entries, all socials", () => {
    for (const id of ["cards", "video", "faq", "socials"]) {
      expect(html).toContain(`<a href="#${id}">`);
      expect(html).toContain(`<section id="${id}"`);
    }
    expect(count(html, /<li class="card">/g)).toBe(9);
    expect(count(html, /<details /g)).toBe(9);
    expect(count(html, /<details [^>]*open=""/g)).toBe(2);
    // Issue 27: the chats open with the page's default message typed.
    const typed = `?text=${encodeURIComponent("Здравствуйте! Пишу со страницы Дубрава — мебель на заказ")}`;
    for (const href of [
      `https://wa.me/79991234567${typed}`,
      `https://t.me/dubrava_mebel${typed}`,
      "https://t.me/dubrava_news",
      "https://instagram.com/dubrava.mebel",
      "https://vk.com/dubrava_mebel",
      "https://www.youtube.com/@dubrava",
    ]) {
      expect(html).toContain(`href="${href}"`);
    }
    expect(count(html, /<svg /g)).toBeGreaterThan(10);
  });

  it("renders the video as a thumbnail whose player loads only on click", () => {
    expect(html).toContain(
      'data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;rel=0"',
    );
    expect(html).not.toMatch(/<iframe/);
    expect(html).toMatch(
      /<button type="button" class="play"[^>]*aria-label="Смотреть видео: Экскурсия по производству"/,
    );
    expect(html).toContain('href="https://vimeo.com/76979871"');
    expect(count(html, /<script>\(function\(\)/g)).toBe(1);
  });

  it("has a footer with the project name and a link to Vitrina, and the badge", () => {
    expect(html).toMatch(
      /<footer><strong>Дубрава — мебель на заказ<\/strong><p>[^<]*<a href="https:\/\/vitrina\.app\/">Vitrina<\/a>/,
    );
    expect(html).toContain('<a class="badge" href="https://vitrina.app/">Сделано на Vitrina</a>');
  });
});

describe("renderLanding — rules", () => {
  it("hides anchors and sections without content", () => {
    const html = renderLanding(minimal, fixtureMeta(), { log: () => {} });
    expect(html).not.toContain("<nav");
    for (const id of ["cards", "video", "faq", "socials"]) {
      expect(html).not.toContain(`href="#${id}"`);
      expect(html).not.toContain(`id="${id}"`);
    }
    // No executable script but the Share button's (issue 27); the JSON-LD data block (issue 15) is not one.
    expect(
      html
        .replace(/<script type="application\/ld\+json">[^<]*<\/script>/, "")
        .replace(`<script>${SHARE_SCRIPT}</script>`, ""),
    ).not.toContain("<script");
    expect(html).toContain("<h1>Solo</h1>");
    expect(html).toContain('rel="icon" href="data:image/svg+xml,');
  });

  it("shows only the anchors of filled sections", () => {
    const html = render({ cards: [], qas: [], videoLink: "", videoUrl: "", extraVideoLink: "" });
    expect(html).toContain('href="#socials"');
    expect(html).not.toContain('href="#cards"');
    expect(html).not.toContain('href="#video"');
    expect(html).not.toContain('href="#faq"');
  });

  it("drops unsafe links everywhere and escapes text", () => {
    const html = render({
      projectName: '<script>alert("x")</script>',
      mainButtonLink: "javascript:alert(1)",
      extraButtonLink: "JaVaScRiPt:alert(2)",
      cards: [
        {
          id: "1",
          title: "Evil",
          link: "java\tscript:alert(3)",
          url: "data:image/svg+xml,<svg onload=alert(4)>",
        },
      ],
      contacts: {
        ...fullLanding.contacts,
        website: "javascript:alert(5)",
        instagramLink: "vbscript:x",
        vkLink: "data:text/html,x",
      },
      videoLink: "javascript:alert(6).mp4",
    });
    expect(html).not.toMatch(/javascript:|vbscript:|data:text|data:image\/svg\+xml,<svg/i);
    expect(html).not.toContain('<script>alert("x")');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).not.toContain('class="btn main"');
    // The only secondary button link left is Save contact (issue 27), to the page's own vCard.
    expect(html.match(/<a class="btn alt" href="[^"]*"/g)).toEqual([
      '<a class="btn alt" href="http://localhost:8787/l/dubrava-mebel/contact.vcf"',
    ]);
    expect(html).toMatch(/<li class="card"><div><h3>Evil<\/h3><\/div><\/li>/);
    expect(html).not.toContain(`data-embed="`);
    expect(html).not.toMatch(/class="play"/);
  });

  it("injects analytics only when includeAnalytics (published pages, never previews)", () => {
    expect(render({}, { includeAnalytics: true })).toContain(
      "googletagmanager.com/gtag/js?id=G-TEST123",
    );
    const preview = render({}, { includeAnalytics: false });
    expect(preview).not.toContain("googletagmanager");
    expect(preview).not.toContain("ymTest");
  });

  it("marks every analytics element (not the page's own script) for the worker's overlay", () => {
    const html = render({}, { includeAnalytics: true });
    const tags = html.match(/<(script|noscript)\b[^>]*>/g) ?? [];
    // The JSON-LD data block (issue 15) is not executed and needs no mark.
    const own = tags.filter((t) => !t.includes(ANALYTICS_ATTR) && !t.includes("ld+json"));
    // The page's own scripts: the video/FAQ one, Share (issue 27) and the click statistics beacon (issue 15).
    expect(own).toEqual(["<script>", "<script>", "<script>"]);
    expect(tags.length).toBeGreaterThan(4);
    expect(html).toMatch(new RegExp(`<script>\\(function\\(\\)\\{var d=document`));
  });

  it("skips a malformed analytics snippet and keeps the rest of the page and the others", () => {
    const logs: string[] = [];
    const html = renderLanding(
      {
        ...fullLanding,
        analytics: [
          { name: "broken", code: "<div><script>document.write('<!--')" },
          ...fullLanding.analytics,
        ],
      },
      fixtureMeta(),
      { log: (m) => logs.push(m) },
    );
    expect(html).not.toContain("document.write");
    expect(html).toContain("ymTest");
    expect(html.endsWith("</noscript></body></html>")).toBe(true);
    expect(logs).toHaveLength(1);
  });

  it("takes lang and fixed text from meta.lang, with Russian fallback", () => {
    const en = render({}, { lang: "en" });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain(">Questions and answers</h2>");
    expect(en).toContain("Made with Vitrina");
    const id = render({}, { lang: "id" });
    expect(id).toContain('<html lang="id">');
    expect(id).toContain("Dibuat dengan Vitrina");
    expect(render({}, { lang: "xx" })).toContain('<html lang="ru">');
  });

  it("shows the badge unless showBadge is false; the footer link stays", () => {
    const html = render({}, { showBadge: false });
    expect(html).not.toContain('class="badge"');
    expect(html).toContain('<a href="https://vitrina.app/">Vitrina</a>');
  });

  it("gives a titleless card a readable image alt so its link has a name", () => {
    const html = render({
      cards: [{ id: "", title: "", link: "https://x.example", url: fullLanding.cards[0].url }],
    });
    expect(html).toMatch(/<a href="https:\/\/x\.example\/"[^>]*><img[^>]* alt="Наши работы 1"/);
  });

  it("embeds direct video files and Vimeo on click", () => {
    expect(render({ videoLink: "https://cdn.example/promo.mp4" })).toContain('data-kind="file"');
    expect(render({ videoLink: "https://vimeo.com/76979871" })).toContain(
      'data-embed="https://player.vimeo.com/video/76979871?autoplay=1"',
    );
  });
});

describe("click statistics script (issue 15)", () => {
  it("marks both buttons and every card link, and stays a tiny script under 600 bytes", () => {
    const html = renderLanding(fullLanding, fixtureMeta());
    expect(html).toContain('data-v="button:0"');
    expect(html).toContain('data-v="button:1"');
    expect(html.match(/data-v="card:\d"/g)).toHaveLength(fullLanding.cards.length);
    expect(new TextEncoder().encode(STATS_SCRIPT).byteLength).toBeLessThanOrEqual(600);
    expect(html).toContain(`<script>${STATS_SCRIPT}</script>`);
    // Nothing for it to count: no script.
    const bare = renderLanding(
      {
        ...fullLanding,
        mainButtonName: "",
        mainButtonLink: "",
        extraButtonName: "",
        extraButtonLink: "",
        cards: [],
      },
      fixtureMeta(),
    );
    expect(bare).not.toContain("sendBeacon");
  });
});
