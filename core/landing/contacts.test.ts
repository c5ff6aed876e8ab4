import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mailtoHref, shapeContacts, shapeTelegram, shapeWhatsapp, telHref } from "./contacts";

describe("contact input shaping (SPEC §5)", () => {
  it.each([
    ["+7 (999) 123-45-67", "https://wa.me/79991234567"],
    ["8 999 123 45 67", "https://wa.me/89991234567"],
    ["https://wa.me/79991234567", "https://wa.me/79991234567"],
    ["https://api.whatsapp.com/send?phone=1", "https://api.whatsapp.com/send?phone=1"],
    ["wa.me/7999", "https://wa.me/7999"],
    ["no digits", ""],
    ["", ""],
  ])("WhatsApp %j → %j", (input, out) => {
    expect(shapeWhatsapp(input)).toBe(out);
  });

  it.each([
    ["@shop_bot", "https://t.me/shop_bot"],
    ["shop", "https://t.me/shop"],
    ["@@shop", "https://t.me/shop"],
    ["https://t.me/shop", "https://t.me/shop"],
    ["t.me/shop", "https://t.me/shop"],
    ["@", ""],
    ["", ""],
  ])("Telegram %j → %j", (input, out) => {
    expect(shapeTelegram(input)).toBe(out);
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(shapeWhatsapp(shapeWhatsapp(s))).toBe(shapeWhatsapp(s));
        expect(shapeTelegram(shapeTelegram(s))).toBe(shapeTelegram(s));
      }),
    );
  });

  it("shapes the three messenger fields and keeps the others", () => {
    const c = shapeContacts({
      whatsapp: "8 (900) 000",
      telegramContact: "@me",
      telegramChannelLink: "chan",
      website: "x.example",
    });
    expect(c).toEqual({
      whatsapp: "https://wa.me/8900000",
      telegramContact: "https://t.me/me",
      telegramChannelLink: "https://t.me/chan",
      website: "x.example",
    });
  });

  it("builds tel: and mailto: links", () => {
    expect(telHref("+7 (495) 123-45-67")).toBe("tel:+74951234567");
    expect(telHref("8 800 555-35-35")).toBe("tel:88005553535");
    expect(telHref("call us")).toBeNull();
    expect(mailtoHref("hello@shop.example")).toBe("mailto:hello@shop.example");
    expect(mailtoHref("not an email")).toBeNull();
  });
});
