import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fixtureMeta, fullLanding } from "../../tests/fixtures/full-landing";
import type { LandingContent } from "../../core/landing/schema";
import { renderLanding } from "../render-landing";

/** Issue 27 "Save contact": the page's link to the vCard publish stores beside it. */
const render = (patch: Partial<LandingContent> = {}, meta = {}) =>
  renderLanding({ ...fullLanding, ...patch }, fixtureMeta({ includeAnalytics: false, ...meta }), {
    log: () => {},
  });
const saveLink = (html: string) => /<a [^>]*contact\.vcf[^>]*>[^<]*<\/a>/.exec(html)?.[0] ?? null;

describe("the Save contact link (issue 27)", () => {
  it("downloads {page URL}/contact.vcf, named in the page's language, among the profile's actions", () => {
    const html = render();
    expect(saveLink(html)).toBe(
      '<a class="btn alt" href="http://localhost:8787/l/dubrava-mebel/contact.vcf" download="">Сохранить контакт</a>',
    );
    // In the profile's row of visitor actions, right after the contacts.
    expect(html).toMatch(/<\/ul><div class="acts"><a class="btn alt" href="[^"]+contact\.vcf"/);
    for (const [lang, label] of [
      ["en", "Save contact"],
      ["id", "Simpan kontak"],
      ["uk", "Зберегти контакт"],
    ])
      expect(saveLink(render({}, { lang })), lang).toContain(`>${label}</a>`);
  });

  it("points a language version and a custom host at their own vCard", () => {
    const en = render({}, { lang: "en", canonicalUrl: "https://shop.example/en" });
    expect(saveLink(en)).toContain('href="https://shop.example/en/contact.vcf"');
    const host = render({}, { canonicalUrl: "https://shop.example/" });
    expect(saveLink(host)).toContain('href="https://shop.example/contact.vcf"');
  });

  it("is absent without a contact to save", () => {
    expect(saveLink(render({ contacts: { ...fullLanding.contacts, ...NO_CONTACTS } }))).toBeNull();
    // One messenger is enough.
    const one = render({ contacts: { ...NO_CONTACTS, vkLink: "https://vk.com/x" } });
    expect(saveLink(one)).not.toBeNull();
  });

  it("costs the page under 60 bytes gzip", () => {
    const html = render();
    const without = html.replace(saveLink(html)!, "");
    const added = gzipSync(html).byteLength - gzipSync(without).byteLength;
    expect(added).toBeLessThan(60);
  });
});

const NO_CONTACTS = {
  mainPhone: "",
  extraPhone: "",
  whatsapp: "",
  telegramContact: "",
  telegramChannelLink: "",
  instagramLink: "",
  vkLink: "",
  youtubeLink: "",
  website: "",
  email: "",
};
