import { describe, expect, it } from "vitest";
import { countUrls, MIN_FILL_MS, spamRule, type SpamInput } from "./spam";

const T = 1_800_000_000_000;
const person = (patch: Partial<SpamInput> = {}): SpamInput => ({
  honeypot: "",
  viewedAt: T,
  submittedAt: T + 20_000,
  fields: [
    { kind: "name", value: "Анна" },
    { kind: "phone", value: "+7 900 000-00-00" },
    { kind: "message", value: "Нужна кухня, см. https://example.test/photo" },
  ],
  ...patch,
});

describe("spam rules (issue 24)", () => {
  it("lets a person's request through", () => {
    expect(spamRule(person())).toBeNull();
    expect(spamRule(person({ honeypot: undefined }))).toBeNull();
  });

  it("a filled honeypot is spam", () => {
    expect(spamRule(person({ honeypot: "http://spam.test" }))).toBe("honeypot");
    expect(spamRule(person({ honeypot: " " }))).toBe("honeypot");
  });

  it("a submit under 3 s after its signed view is spam; any later one is not", () => {
    expect(MIN_FILL_MS).toBe(3000);
    expect(spamRule(person({ submittedAt: T + 2999 }))).toBe("tooFast");
    expect(spamRule(person({ submittedAt: T - 5000 }))).toBe("tooFast");
    expect(spamRule(person({ submittedAt: T + 3000 }))).toBeNull();
    // No upper age: a browser may show a copy kept for days (304).
    expect(spamRule(person({ submittedAt: T + 30 * 86_400_000 }))).toBeNull();
  });

  it("a missing or forged view time (passed as null) is spam", () => {
    expect(spamRule(person({ viewedAt: null }))).toBe("noViewTime");
  });

  it("three URLs in one value are spam, two are not", () => {
    const msg = (value: string) => person({ fields: [{ kind: "message", value }] });
    expect(spamRule(msg("https://a.test http://b.test www.c.test"))).toBe("links");
    expect(spamRule(msg("https://a.test and https://b.test"))).toBeNull();
    expect(spamRule(msg("HTTPS://A.TEST HTTP://B.TEST WWW.C.TEST"))).toBe("links");
  });

  it("any URL in a name or phone field is spam, not in other kinds", () => {
    expect(spamRule(person({ fields: [{ kind: "name", value: "Buy www.x.test" }] }))).toBe("links");
    expect(spamRule(person({ fields: [{ kind: "phone", value: "https://x.test" }] }))).toBe(
      "links",
    );
    expect(spamRule(person({ fields: [{ kind: "text", value: "https://x.test" }] }))).toBeNull();
    // An email's domain is not a link.
    expect(
      spamRule(person({ fields: [{ kind: "name", value: "anna@www-shop.test" }] })),
    ).toBeNull();
  });

  it("HTML alone is not spam", () => {
    const html = '<b>Здравствуйте</b><script>alert(1)</script><a href="#">x</a>';
    expect(spamRule(person({ fields: [{ kind: "message", value: html }] }))).toBeNull();
    expect(spamRule(person({ fields: [{ kind: "name", value: "<i>Анна</i>" }] }))).toBeNull();
  });

  it("checks the cheapest rule first and names the one that fired", () => {
    const all = person({
      honeypot: "x",
      viewedAt: null,
      fields: [{ kind: "name", value: "http://x.test" }],
    });
    expect(spamRule(all)).toBe("honeypot");
    expect(spamRule({ ...all, honeypot: "" })).toBe("noViewTime");
    expect(spamRule({ ...all, honeypot: "", viewedAt: T, submittedAt: T + 1 })).toBe("tooFast");
  });

  it("counts URLs by scheme or www.", () => {
    expect(countUrls("see http://a.test, https://b.test/x?y and www.c.test")).toBe(3);
    expect(countUrls("example.test or a@b.test")).toBe(0);
    expect(countUrls("http:// alone")).toBe(0);
  });

  it("with Turnstile set up, a failed or missing token is spam; a passed or unanswered one is not (issue 25)", () => {
    expect(spamRule(person({ turnstile: "failed" }))).toBe("turnstile");
    expect(spamRule(person({ turnstile: "missing" }))).toBe("turnstile");
    expect(spamRule(person({ turnstile: "passed" }))).toBeNull();
    expect(spamRule(person({ turnstile: "unverified" }))).toBeNull();
    expect(spamRule(person({ turnstile: undefined }))).toBeNull();
  });
});
