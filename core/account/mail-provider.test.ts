import { describe, expect, it } from "vitest";
import { mailProviderUrl } from "./mail-provider";

describe("mailProviderUrl", () => {
  it("maps well-known providers to their web mail", () => {
    expect(mailProviderUrl("a@gmail.com")).toBe("https://mail.google.com");
    expect(mailProviderUrl("a@Yandex.RU")).toBe("https://mail.yandex.ru");
    expect(mailProviderUrl("a@ya.ru")).toBe("https://mail.yandex.ru");
    expect(mailProviderUrl("a@bk.ru")).toBe("https://e.mail.ru");
    expect(mailProviderUrl("a@hotmail.com")).toBe("https://outlook.live.com/mail");
  });
  it("falls back to mailto: for other domains", () => {
    expect(mailProviderUrl("boss@company.co.id")).toBe("mailto:boss@company.co.id");
    expect(mailProviderUrl("a@notgmail.com")).toBe("mailto:a@notgmail.com");
  });
});
