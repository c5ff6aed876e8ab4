import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { emptyContent, type LandingContent } from "./schema";
import { buildVcard, hasSavableContact, vcardUrl } from "./vcard";

/**
 * The vCard is read back with ical.js (Mozilla's iCalendar/vCard parser, which
 * reads vCard 3.0 with its own design set), never with a pattern of ours.
 */
const NOW = new Date("2030-01-02T03:04:05.678Z");
const PAGE = "https://pub.example/l/zerno";
const LONG_NAME =
  "Кофейня «Зерно», обжарка \\ зал\nи бар — очень длинное название, чтобы строка сложилась";

function content(over: Partial<LandingContent> = {}, contacts = {}): LandingContent {
  const c = emptyContent();
  return { ...c, ...over, contacts: { ...c.contacts, ...contacts } };
}

const FULL = content(
  { projectName: LONG_NAME, companyName: "ООО «Зерно»; филиал, Москва" },
  {
    mainPhone: "+7 (999) 123-45-67",
    extraPhone: "8 800 555-35-35",
    email: "зерно,кофе@example.com",
    website: "shop.example/a;b,c",
    whatsapp: "+7 999 1234567",
    telegramContact: "@zerno",
    telegramChannelLink: "t.me/zerno_news",
    instagramLink: "https://instagram.com/zerno",
    vkLink: "https://vk.com/zerno",
    youtubeLink: "https://youtube.com/@zerno",
  },
);

function parse(text: string) {
  const card = new ICAL.Component(ICAL.parse(text));
  expect(card.name).toBe("vcard");
  return card;
}

/** Each URL with the label of its group (`itemN.URL` + `itemN.X-ABLabel`). */
function labelledUrls(card: ICAL.Component) {
  const props = card.getAllProperties();
  const label = (group: unknown) =>
    props.find((p) => p.name === "x-ablabel" && p.getParameter("group") === group)?.getFirstValue();
  return props
    .filter((p) => p.name === "url" && p.getParameter("group"))
    .map((p) => [label(p.getParameter("group")), p.getFirstValue()]);
}

describe("buildVcard (issue 27, RFC 2426)", () => {
  it("carries every contact, read back by a vCard parser with Cyrillic, escapes and folding", () => {
    const text = buildVcard({ content: FULL, pageUrl: PAGE, lang: "ru", now: NOW })!;
    const card = parse(text);
    expect(card.getFirstPropertyValue("version")).toBe("3.0");
    expect(card.getFirstPropertyValue("fn")).toBe(LONG_NAME);
    expect(card.getFirstProperty("n")).not.toBeNull();
    expect(card.getFirstPropertyValue("org")).toBe("ООО «Зерно»; филиал, Москва");
    const tels = card.getAllProperties("tel");
    expect(tels.map((t) => t.getFirstValue())).toEqual(["+79991234567", "88005553535"]);
    expect(tels[0].getParameter("type")).toEqual(["WORK", "VOICE", "PREF"]);
    expect(tels[1].getParameter("type")).toEqual(["WORK", "VOICE"]);
    const email = card.getFirstProperty("email")!;
    expect(email.getFirstValue()).toBe("зерно,кофе@example.com");
    expect(email.getParameter("type")).toBe("INTERNET");
    const site = card.getAllProperties("url").find((p) => !p.getParameter("group"))!;
    expect(site.getParameter("type")).toBe("WORK");
    // `;` and `,` of a URL are percent-encoded: the same address for every reader.
    expect(site.getFirstValue()).toBe("https://shop.example/a%3Bb%2Cc");
    expect(labelledUrls(card)).toEqual([
      ["WhatsApp", "https://wa.me/79991234567"],
      ["Telegram", "https://t.me/zerno"],
      ["Telegram-канал", "https://t.me/zerno_news"],
      ["Instagram", "https://instagram.com/zerno"],
      ["ВКонтакте", "https://vk.com/zerno"],
      ["YouTube", "https://youtube.com/@zerno"],
      ["Витрина", PAGE],
    ]);
    expect(card.getFirstPropertyValue("x-abshowas")).toBe("COMPANY");
    expect(String(card.getFirstPropertyValue("rev"))).toBe("2030-01-02T03:04:05Z");
  });

  it("ends every line with CRLF and folds at 75 octets without splitting a character", () => {
    const text = buildVcard({ content: FULL, pageUrl: PAGE, lang: "ru", now: NOW })!;
    expect(text.endsWith("END:VCARD\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split("\r\n");
    const strict = new TextDecoder("utf-8", { fatal: true });
    for (const line of lines) {
      const bytes = new TextEncoder().encode(line);
      expect(bytes.byteLength, line).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character was cut in two.
      expect(strict.decode(bytes)).toBe(line);
    }
    const continued = lines.filter((l) => l.startsWith(" "));
    expect(continued.length).toBeGreaterThan(0);
    // Folded exactly at the limit: the FN line is filled to 74 or 75 octets before it wraps.
    const fn = lines.findIndex((l) => l.startsWith("FN:"));
    expect(new TextEncoder().encode(lines[fn]).byteLength).toBeGreaterThanOrEqual(74);
    expect(lines[fn + 1].startsWith(" ")).toBe(true);
  });

  it("escapes a semicolon in FN as RFC 2426 text (\\;)", () => {
    const text = buildVcard({
      content: content({ projectName: "A;B" }, { mainPhone: "+1 555 0100" }),
      pageUrl: PAGE,
      lang: "en",
      now: NOW,
    })!;
    // ical.js reads unstructured text the vCard 4 way, which leaves "\;" as it
    // is; Android's and Apple's 3.0 readers unescape it. So the wire is checked here.
    expect(text).toContain("\r\nFN:A\\;B\r\n");
    expect(parse(text).getFirstPropertyValue("org")).toBe("A;B");
  });

  it("labels in the page's language and falls back to the company name", () => {
    const text = buildVcard({
      content: content({ companyName: "Acme" }, { telegramChannelLink: "@acme_news" }),
      pageUrl: "https://acme.example/",
      lang: "en",
      now: NOW,
    })!;
    const card = parse(text);
    expect(card.getFirstPropertyValue("fn")).toBe("Acme");
    expect(card.getFirstPropertyValue("org")).toBe("Acme");
    expect(card.getAllProperties("tel")).toEqual([]);
    expect(card.getFirstProperty("email")).toBeNull();
    expect(labelledUrls(card)).toEqual([
      ["Telegram channel", "https://t.me/acme_news"],
      ["Showroom", "https://acme.example/"],
    ]);
  });

  it("has nothing to save without a contact the page would show", () => {
    const none = content(
      { projectName: "X" },
      { mainPhone: "12", email: "not an email", website: "javascript:alert(1)" },
    );
    expect(hasSavableContact(none)).toBe(false);
    expect(buildVcard({ content: none, pageUrl: PAGE, lang: "ru", now: NOW })).toBeNull();
    for (const one of [{ mainPhone: "+7 999" }, { email: "a@b.co" }, { vkLink: "vk.com/x" }])
      expect(hasSavableContact(content({}, one)), JSON.stringify(one)).toBe(true);
  });

  it("lives at the page's address plus /contact.vcf", () => {
    expect(vcardUrl("https://pub.example/l/zerno")).toBe("https://pub.example/l/zerno/contact.vcf");
    expect(vcardUrl("https://shop.example/")).toBe("https://shop.example/contact.vcf");
    expect(vcardUrl("https://shop.example/en")).toBe("https://shop.example/en/contact.vcf");
  });
});
