import { describe, expect, it } from "vitest";
import {
  encodeText,
  linkText,
  messageText,
  messengerLinks,
  orderText,
  telegramHref,
  whatsappDigits,
  whatsappHref,
} from "./messenger-links";

/** What a messenger reads back from the link: the text after decoding. */
const textOf = (href: string | null) => new URL(href!).searchParams.get("text");

describe("WhatsApp number (issue 27)", () => {
  it("keeps only the digits of a typed phone", () => {
    expect(whatsappDigits("+7 (900) 000-00-00")).toBe("79000000000");
    expect(whatsappDigits("  +62 812-3456-7890 ")).toBe("6281234567890");
  });

  it("keeps a leading 8 as typed (no guessing of country codes)", () => {
    expect(whatsappDigits("8 900 000 00 00")).toBe("89000000000");
  });

  it("reads the number from wa.me and api.whatsapp.com links", () => {
    expect(whatsappDigits("https://wa.me/79000000000")).toBe("79000000000");
    expect(whatsappDigits("wa.me/79000000000?text=Hi")).toBe("79000000000");
    expect(whatsappDigits("https://api.whatsapp.com/send?phone=+79000000000&text=x")).toBe(
      "79000000000",
    );
  });

  it("finds no number in a catalogue, a short message link or another site", () => {
    expect(whatsappDigits("https://wa.me/message/ABCDEF123")).toBeNull();
    expect(whatsappDigits("https://wa.me/c/79000000000")).toBeNull();
    expect(whatsappDigits("https://evil.test/79000000000")).toBeNull();
    expect(whatsappDigits("")).toBeNull();
  });
});

describe("WhatsApp link with the message typed", () => {
  it("opens wa.me/{digits} with the text encoded", () => {
    const href = whatsappHref("+7 (900) 000-00-00", "Здравствуйте! Пишу со страницы Мебель");
    expect(href).toBe(
      `https://wa.me/79000000000?text=${encodeURIComponent("Здравствуйте! Пишу со страницы Мебель")}`,
    );
    expect(textOf(href)).toBe("Здравствуйте! Пишу со страницы Мебель");
  });

  it("encodes &, #, ?, +, new lines and emoji so the whole text arrives", () => {
    const text = "Tom & Jerry #1? 2+2=4\nновая строка 👋🏽";
    const href = whatsappHref("79000000000", text)!;
    expect(href.slice(href.indexOf("?") + 1)).not.toMatch(/[&#?\n +]/);
    expect(textOf(href)).toBe(text);
  });

  it("does not throw on half an emoji (a lone surrogate)", () => {
    expect(textOf(whatsappHref("79000000000", "a\uD83D"))).toBe("a\uFFFD");
    expect(encodeText("\uDE00")).toBe("%EF%BF%BD");
  });

  it("replaces the text an owner's wa.me link carried with the one it is given", () => {
    expect(textOf(whatsappHref("https://wa.me/79000000000?text=Old", "New"))).toBe("New");
  });

  it("leaves no ?text= when the text is blank", () => {
    expect(whatsappHref("79000000000", "  ")).toBe("https://wa.me/79000000000");
  });

  it("keeps a WhatsApp link that names no number as it is", () => {
    expect(whatsappHref("https://wa.me/message/ABC", "Hi")).toBe("https://wa.me/message/ABC");
    expect(whatsappHref("", "Hi")).toBeNull();
  });
});

describe("Telegram link with the message typed", () => {
  it("turns @name into t.me/name with the text (a public username link)", () => {
    const href = telegramHref("@mebel_shop", "Привет & #1");
    expect(href).toBe(`https://t.me/mebel_shop?text=${encodeURIComponent("Привет & #1")}`);
    expect(textOf(href)).toBe("Привет & #1");
  });

  it("types the text into a t.me or telegram.me username link too", () => {
    expect(textOf(telegramHref("https://telegram.me/mebel_shop/", "Hi"))).toBe("Hi");
    expect(telegramHref("t.me/mebel_shop", "")).toBe("https://t.me/mebel_shop");
  });

  it("keeps invite links and deeper paths as they are", () => {
    expect(telegramHref("https://t.me/+AbCdEf123", "Hi")).toBe("https://t.me/+AbCdEf123");
    expect(telegramHref("https://t.me/joinchat/AbC", "Hi")).toBe("https://t.me/joinchat/AbC");
    expect(telegramHref("https://t.me/shop/12", "Hi")).toBe("https://t.me/shop/12");
    expect(telegramHref("", "Hi")).toBeNull();
  });
});

describe("which text is typed", () => {
  it("prefers the owner's message, then their link's own text, then the default", () => {
    const link = "https://wa.me/79000000000?text=From%20the%20link";
    expect(messageText(" Мой текст ", link, "Default")).toBe("Мой текст");
    expect(messageText(undefined, link, "Default")).toBe("From the link");
    expect(messageText("", "https://wa.me/79000000000", "Default")).toBe("Default");
    expect(linkText("not a url")).toBeNull();
  });

  it("adds a card's title on a line of its own for Order", () => {
    expect(orderText("Здравствуйте!", " Кухня «Модерн» ")).toBe("Здравствуйте!\nКухня «Модерн»");
    expect(orderText("Здравствуйте!", "")).toBe("Здравствуйте!");
  });
});

describe("the page's messenger links", () => {
  const contacts = { whatsapp: "+7 900 000-00-00", telegramContact: "@shop_bot1" };

  it("types the default into both and orders through WhatsApp first, then Telegram", () => {
    const m = messengerLinks(contacts, "Привет");
    expect(textOf(m.whatsapp)).toBe("Привет");
    expect(textOf(m.telegram)).toBe("Привет");
    expect(m.order("Торт")).toMatch(/^https:\/\/wa\.me\/79000000000\?text=/);
    expect(textOf(m.order("Торт"))).toBe("Привет\nТорт");
    const tgOnly = messengerLinks({ ...contacts, whatsapp: "" }, "Hi");
    expect(tgOnly.whatsapp).toBe("");
    expect(tgOnly.order("Cake")).toMatch(/^https:\/\/t\.me\/shop_bot1\?text=Hi%0ACake$/);
    expect(messengerLinks({ whatsapp: "", telegramContact: "" }, "Hi").order("Cake")).toBeNull();
  });
});
