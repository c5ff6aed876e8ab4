import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixtureMeta, fullLanding } from "../../tests/fixtures/full-landing";
import { FormSchema } from "../../core/landing/form";
import type { LandingContent } from "../../core/landing/schema";
import { ANALYTICS_ATTR } from "../../core/overlay";
import { renderLanding } from "../render-landing";
import { CONSENT_SCRIPT, SHARE_SCRIPT, VISITOR_CSS } from "./visitor-actions";

/** Issue 27 on the page: Share, messengers with a message typed, analytics after consent. */
const SNIPPET = "<script>window.__vtAnalytics = 1</script>";
const render = (patch: Partial<LandingContent> = {}, meta = {}) =>
  renderLanding(
    { ...fullLanding, analytics: [{ name: "Flag", code: SNIPPET }], ...patch },
    fixtureMeta({ includeAnalytics: true, ...meta }),
    { log: () => {} },
  );
const hrefOf = (html: string, className: string) =>
  new RegExp(`<li class="${className}"><a href="([^"]*)"`).exec(html)?.[1].replace(/&amp;/g, "&");
const textOf = (href: string | undefined) => new URL(href!).searchParams.get("text");

describe("Share (issue 27)", () => {
  it.each([
    ["ru", "Поделиться", "Скопировано"],
    ["en", "Share", "Copied"],
    ["id", "Bagikan", "Disalin"],
    ["uk", "Поділитися", "Скопійовано"],
  ])("is one button named in the page's language (%s), with a polite status", (lang, name, ok) => {
    const html = render({}, { lang });
    expect(html).toContain(
      `<button type="button" class="btn alt" id="vt-sh" data-ok="${ok}">${name}</button><span role="status"></span>`,
    );
    expect(html.split('id="vt-sh"')).toHaveLength(2);
    expect(html).toContain(`<script>${SHARE_SCRIPT}</script>`);
  });
});

describe("messengers with a message typed", () => {
  it.each([
    ["ru", "Здравствуйте! Пишу со страницы Дубрава — мебель на заказ"],
    ["en", "Hello! I'm writing from the page Дубрава — мебель на заказ"],
    ["id", "Halo! Saya menulis dari halaman Дубрава — мебель на заказ"],
    ["uk", "Вітаю! Пишу зі сторінки Дубрава — мебель на заказ"],
  ])("types the default text of the page's language (%s) with the project's name", (lang, text) => {
    const html = render({}, { lang });
    expect(hrefOf(html, "wa")).toMatch(/^https:\/\/wa\.me\/79991234567\?text=/);
    expect(textOf(hrefOf(html, "wa"))).toBe(text);
    expect(textOf(hrefOf(html, "tg"))).toBe(text);
    // The channel is read, not written to: its link stays as it is.
    expect(hrefOf(html, "tc")).toBe("https://t.me/dubrava_news");
  });

  it("types the owner's own message (& # ? new line and emoji arrive whole)", () => {
    const messageText = "Добрый день & #1? Хочу кухню\nсрочно 👋";
    const html = render({ contacts: { ...fullLanding.contacts, messageText } });
    expect(textOf(hrefOf(html, "wa"))).toBe(messageText);
    expect(textOf(hrefOf(html, "tg"))).toBe(messageText);
  });

  it("keeps the profiles themselves, without the message, in the JSON-LD sameAs", () => {
    const html = render();
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]*)</.exec(html)![1]);
    expect(ld.sameAs).toContain("https://wa.me/79991234567");
    expect(JSON.stringify(ld.sameAs)).not.toContain("text=");
  });
});

describe("a card's Order without a form", () => {
  const cards = fullLanding.cards.map((c, i) => (i === 1 ? { ...c, order: true } : c));
  const orderHref = (html: string) =>
    /<a class="btn main order" href="([^"]*)"[^>]*>/.exec(html)?.[1].replace(/&amp;/g, "&");

  it("opens WhatsApp with the message and the card's title on its own line", () => {
    const html = render({ cards }, { lang: "en" });
    const href = orderHref(html);
    expect(href).toMatch(/^https:\/\/wa\.me\/79991234567\?text=/);
    expect(textOf(href)).toBe(
      `Hello! I'm writing from the page Дубрава — мебель на заказ\n${fullLanding.cards[1].title}`,
    );
    expect(html).toMatch(
      /<a class="btn main order" href="[^"]*" target="_blank" rel="noopener">Order<\/a>/,
    );
  });

  it("opens Telegram when there is no WhatsApp", () => {
    const contacts = { ...fullLanding.contacts, whatsapp: "" };
    const href = orderHref(render({ cards, contacts }));
    expect(href).toMatch(/^https:\/\/t\.me\/dubrava_mebel\?text=/);
    expect(textOf(href)).toContain(fullLanding.cards[1].title);
  });

  it("goes to the form, as before, when the page has one", () => {
    const form = FormSchema.parse({
      enabled: true,
      fields: [{ id: "name", kind: "name", label: "Имя", required: true }],
    });
    expect(orderHref(render({ cards, form }))).toBe("?item=1#form");
  });
});

describe("analytics only after consent", () => {
  const outsideTemplate = (html: string) => html.replace(/<template[\s\S]*?<\/template>/, "");

  it("changes nothing while the setting is off or missing", () => {
    const missing = render();
    expect(render({ analyticsConsent: false })).toBe(missing);
    expect(missing).toContain(SNIPPET.replace("<script>", `<script ${ANALYTICS_ATTR}>`));
    expect(missing).not.toContain("<template");
    expect(missing).not.toContain('id="vt-cb"');
    expect(missing).not.toContain(".cb{");
  });

  it("keeps the snippets inert in a template and shows the bar in the page's language", () => {
    const html = render({ analyticsConsent: true }, { lang: "id", uuid: "landing-uuid-1" });
    expect(outsideTemplate(html)).not.toContain("__vtAnalytics");
    expect(outsideTemplate(html)).not.toContain(ANALYTICS_ATTR);
    expect(html).toMatch(
      new RegExp(`<template id="vt-an" ${ANALYTICS_ATTR}="">[^]*__vtAnalytics[^]*</template>`),
    );
    expect(html).toContain(
      '<aside class="cb" id="vt-cb" aria-label="Persetujuan analitik" data-k="landing-uuid-1" hidden="">',
    );
    expect(html).toContain('<button type="button" class="btn main" data-c="1">Terima</button>');
    expect(html).toContain('<button type="button" class="btn alt" data-c="0">Tolak</button>');
    expect(html).toContain(`<script>${CONSENT_SCRIPT}</script>`);
    expect(html).toContain(".cb{");
  });

  it("shows no bar where no snippet would run (a preview, or only malformed snippets)", () => {
    const preview = render({ analyticsConsent: true }, { includeAnalytics: false });
    expect(preview).not.toContain('id="vt-cb"');
    const broken = render({ analyticsConsent: true, analytics: [{ name: "x", code: "<b>" }] });
    expect(broken).not.toContain('id="vt-cb"');
  });

  it("adds at most 1 KB gzip: the action row (Share, and the vCard link in it) and the bar", () => {
    const on = render({ analyticsConsent: true });
    const off = render();
    const bar = gzipSync(on).byteLength - gzipSync(off).byteLength;
    const share = /<div class="acts">[^]*?<\/div>/.exec(off)![0];
    const bare = off
      .replace(share, "")
      .replace(`<script>${SHARE_SCRIPT}</script>`, "")
      .replace(VISITOR_CSS, "");
    const shareBytes = gzipSync(off).byteLength - gzipSync(bare).byteLength;
    console.log(`the action row adds ${shareBytes} B gzip, the consent bar ${bar} B gzip`);
    expect(bare).not.toContain("vt-sh");
    expect(bare).not.toContain(".acts");
    expect(shareBytes + bar).toBeLessThanOrEqual(1024);
  });
});
