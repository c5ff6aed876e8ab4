import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFileMailer, toTransportMessage } from "./mail.server";

function sentEml(dir: string): string {
  const [file] = readdirSync(dir);
  return readFileSync(path.join(dir, file), "utf8").replace(/\r\n/g, "\n");
}

describe("List-Unsubscribe (RFC 8058)", () => {
  it("non-transactional mail carries both headers with the one-click URL", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrina-mail-"));
    const url = "https://app.test/api/unsubscribe/7.newsletter.abc";
    await createFileMailer(dir, "Vitrina <no-reply@app.test>").send({
      to: "a@example.com",
      subject: "News",
      text: "Hello",
      listUnsubscribe: url,
    });
    const head = sentEml(dir).split("\n\n")[0];
    expect(head).toMatch(
      /^List-Unsubscribe: <https:\/\/app\.test\/api\/unsubscribe\/7\.newsletter\.abc>$/m,
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it("transactional mail (no listUnsubscribe) has neither header", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrina-mail-"));
    await createFileMailer(dir, "no-reply@app.test").send({
      to: "a@example.com",
      subject: "Reset",
      text: "Link",
    });
    expect(sentEml(dir)).not.toMatch(/List-Unsubscribe/i);
  });

  it("refuses a URL that is not http(s); line breaks cannot reach the header", () => {
    expect(() =>
      toTransportMessage("f@x", {
        to: "a@x.io",
        subject: "s",
        text: "t",
        listUnsubscribe: "javascript:alert(1)",
      }),
    ).toThrow();
    const msg = toTransportMessage("f@x", {
      to: "a@x.io",
      subject: "s",
      text: "t",
      listUnsubscribe: "https://app.test/u/1\r\nBcc: evil@x.io",
    });
    expect(JSON.stringify(msg.headers)).not.toMatch(/\\r|\\n/);
    expect(msg).not.toHaveProperty("listUnsubscribe");
  });
});

describe("Reply-To (issue 24: the visitor's address on a lead mail)", () => {
  it("is written when it is one plain address", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrina-mail-"));
    await createFileMailer(dir, "no-reply@app.test").send({
      to: "owner@example.com",
      subject: "New lead",
      text: "Hello",
      replyTo: "anna@visitor.test",
    });
    expect(sentEml(dir).split("\n\n")[0]).toMatch(/^Reply-To: anna@visitor\.test$/m);
  });

  it.each([
    "anna@visitor.test\r\nBcc: evil@x.io",
    "anna@visitor.test\nBcc: evil@x.io",
    "a@x.io, b@y.io",
    "Anna <anna@visitor.test>",
    "anna@visitor.test\u0000",
  ])("refuses anything else (%j): the mail is not sent with it", (replyTo) => {
    expect(() =>
      toTransportMessage("f@x", { to: "a@x.io", subject: "s", text: "t", replyTo }),
    ).toThrow(/replyTo/);
  });
});
