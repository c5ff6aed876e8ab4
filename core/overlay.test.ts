import { describe, expect, it } from "vitest";
import en from "./i18n/locales/en/overlay";
import id from "./i18n/locales/id/overlay";
import ru from "./i18n/locales/ru/overlay";
import { OVERLAY_CSS, OVERLAY_LOCK_CLASS, escapeHtml, overlayHtml, overlayTexts } from "./overlay";

const links = { homeUrl: "https://app.example/", activateUrl: "https://app.example/s/" };

describe("overlayHtml", () => {
  it.each([
    ["ru", ru],
    ["en", en],
    ["id", id],
  ] as const)("is written in the landing's language (%s)", (lang, t) => {
    const html = overlayHtml(lang, links);
    expect(html).toContain(escapeHtml(t.unavailableTitle));
    expect(html).toContain(escapeHtml(t.goHome));
    expect(html).toContain(escapeHtml(t.activatePro));
    expect(html).toContain(`lang="${lang}"`);
  });

  it("falls back to Russian for an unknown language", () => {
    const html = overlayHtml("de", links);
    expect(html).toContain(ru.unavailableTitle);
    expect(html).toContain('lang="ru"');
    expect(overlayTexts("xx")).toBe(ru);
  });

  it("links go home and to the plans page, escaped", () => {
    const html = overlayHtml("en", {
      homeUrl: 'https://a.example/?x="1"&y=<2>',
      activateUrl: "https://a.example/s/",
    });
    expect(html).toContain('href="https://a.example/?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
    expect(html).toContain('href="https://a.example/s/"');
    expect(html).not.toContain('x="1"');
  });

  it("is a modal dialog whose CSS locks scrolling through the lock class", () => {
    const html = overlayHtml("ru", links);
    expect(html).toMatch(/role="dialog"[^>]*aria-modal="true"/);
    expect(OVERLAY_CSS).toContain(`html.${OVERLAY_LOCK_CLASS} body{overflow:hidden!important`);
    expect(OVERLAY_CSS).toContain("position:fixed");
    expect(html.startsWith(`<style>${OVERLAY_CSS}</style>`)).toBe(true);
  });

  it("every language defines every key with non-empty text", () => {
    for (const cat of [ru, en, id]) {
      expect(Object.keys(cat).sort()).toEqual(Object.keys(ru).sort());
      for (const v of Object.values(cat)) expect(v.trim()).not.toBe("");
    }
  });
});
