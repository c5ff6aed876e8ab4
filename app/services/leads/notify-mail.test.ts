import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createMailer } from "../platform/index.server";
import { headerText, leadMail } from "./notify-mail.server";

const base = {
  to: "owner@shop.test",
  appUrl: "https://app.test",
  project: "Пекарня",
  lead: {
    id: "L1",
    fields: [{ label: "Имя", value: "Анна" }],
    item: null,
    pageUrl: "https://pages.test/l/shop",
  },
};

describe("leadMail (issue 24)", () => {
  it("names the chosen card with its price formatted for the owner's language", () => {
    const item = { title: "Торт <Наполеон>", price: { amount: 150000, currency: "RUB" } };
    const ru = leadMail({ ...base, language: "ru", lead: { ...base.lead, item } });
    expect(ru.text).toMatch(/Товар: Торт <Наполеон> — 1\s500\s₽/);
    expect(ru.html).toContain("Торт &lt;Наполеон&gt;");
    const en = leadMail({ ...base, language: "en", lead: { ...base.lead, item } });
    expect(en.text).toContain("Item: Торт <Наполеон> — RUB");
  });

  it("words the subject in each UI language and names an untitled project", () => {
    expect(leadMail({ ...base, language: "id" }).subject).toBe("Prospek baru: Пекарня");
    expect(leadMail({ ...base, language: "ru", project: " \r\n " }).subject).toBe(
      "Новая заявка: Без названия",
    );
    expect(leadMail({ ...base, language: "en", project: "" }).subject).toBe("New lead: Untitled");
  });

  it("sets Reply-To only from a valid visitor address", () => {
    expect(leadMail({ ...base, language: "ru", visitorEmail: " anna@v.test " }).replyTo).toBe(
      "anna@v.test",
    );
    for (const bad of ["anna", "a@v.test\r\nBcc: x@y.z", "a@v.test\u0085", "<a@v.test>", ""]) {
      expect(leadMail({ ...base, language: "ru", visitorEmail: bad })).not.toHaveProperty(
        "replyTo",
      );
    }
  });

  it("leaves out a Reply-To the mailer would refuse (a C1 control) and the mail is sent", async () => {
    const message = leadMail({ ...base, language: "ru", visitorEmail: "a\u0081b@x.com" });
    expect(message).not.toHaveProperty("replyTo");
    const dataDir = await mkdtemp(path.join(tmpdir(), "lead-mail-"));
    try {
      const mailer = createMailer({ smtpUrl: undefined, mailFrom: "app@vitrina.test", dataDir });
      await mailer.send(message);
      expect(await readdir(path.join(dataDir, "mail"))).toHaveLength(1);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it("headerText leaves no line break or control character", () => {
    expect(headerText("a\r\nb\u2028c\u0000d\te")).toBe("a b c d e");
  });
});
