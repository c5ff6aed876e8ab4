import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { absoluteUrl, isHttpUrl, safeUrl } from "./url";

describe("safeUrl", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/a?b=1#c", "http://example.com/a?b=1#c"],
    ["HTTPS://Example.com/x", "https://example.com/x"],
    ["  https://example.com/x  ", "https://example.com/x"],
    ["mailto:hello@example.com", "mailto:hello@example.com"],
    ["MAILTO:hello@example.com", "mailto:hello@example.com"],
    ["tel:+74951234567", "tel:+74951234567"],
    ["//cdn.example.com/a.png", "https://cdn.example.com/a.png"],
    ["example.com", "https://example.com/"],
    ["shop.example.com/catalog", "https://shop.example.com/catalog"],
    ["/assets/abc.jpg", "/assets/abc.jpg"],
  ])("keeps %j as %j", (input, out) => {
    expect(safeUrl(input)).toBe(out);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "java\rscript:alert(1)",
    "\u0000javascript:alert(1)",
    "jav\u0001ascript:alert(1)",
    "javascript&#58;alert(1)",
    "vbscript:msgbox(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "file:///etc/passwd",
    "ftp://example.com",
    "blob:https://example.com/x",
    "/\\evil.com",
    "http://",
    "https://exa mple.com",
    "mailto:",
    "tel:",
    "",
    "   ",
    "just words",
    "hello",
  ])("refuses %j", (input) => {
    expect(safeUrl(input)).toBeNull();
  });

  it("refuses non-strings", () => {
    for (const v of [null, undefined, 1, {}, [], true]) expect(safeUrl(v)).toBeNull();
  });

  it("only ever returns http(s), mailto, tel or root-relative URLs", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (s) => {
        const out = safeUrl(s);
        if (out === null) return;
        expect(out).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/))/);
        expect([...out].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)).toBe(
          false,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("refuses any case/whitespace/control-char disguise of a bad scheme", () => {
    const scheme = fc.constantFrom("javascript", "vbscript", "data", "file", "livescript");
    const noise = fc.constantFrom("", "\t", "\n", "\r", "\u0000", "\u001f", " ");
    fc.assert(
      fc.property(
        scheme,
        fc.array(fc.boolean()),
        fc.array(noise),
        fc.string(),
        (sch, caps, noises, rest) => {
          let s = "";
          for (let i = 0; i < sch.length; i++) {
            s += (caps[i] ? sch[i].toUpperCase() : sch[i]) + (noises[i] ?? "");
          }
          expect(safeUrl(`${noises[0] ?? ""}${s}:${rest}`)).toBeNull();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it("is idempotent", () => {
    const arb = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string(),
    );
    fc.assert(
      fc.property(arb, (s) => {
        const once = safeUrl(s);
        if (once !== null) expect(safeUrl(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps every well-formed web URL", () => {
    fc.assert(
      fc.property(fc.webUrl(), (u) => {
        expect(safeUrl(u)).toBe(new URL(u).href);
      }),
    );
  });
});

describe("isHttpUrl / absoluteUrl", () => {
  it("tells absolute http(s) from the rest", () => {
    expect(isHttpUrl("https://a.example")).toBe(true);
    expect(isHttpUrl("/assets/x.jpg")).toBe(false);
    expect(isHttpUrl("mailto:a@b.c")).toBe(false);
  });
  it("resolves root-relative URLs against an origin", () => {
    expect(absoluteUrl("/assets/x.webp", "http://localhost:8787")).toBe(
      "http://localhost:8787/assets/x.webp",
    );
    expect(absoluteUrl("https://cdn.example/x", "http://localhost:8787")).toBe(
      "https://cdn.example/x",
    );
    expect(absoluteUrl("javascript:x", "http://localhost:8787")).toBeNull();
  });
});
