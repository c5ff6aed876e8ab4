import { describe, expect, it } from "vitest";
import { jsonLdText, metaDescription, organizationJsonLd } from "./seo";

describe("metaDescription", () => {
  const long = `${"Мебель из массива дуба ".repeat(12)}конец`;

  it("prefers the owner's own description", () => {
    expect(
      metaDescription({ seo: { description: "Столы на заказ" }, projectDescription: long }, "x"),
    ).toBe("Столы на заказ");
  });

  it("falls back to the first 160 characters of the description, cut at a word", () => {
    const d = metaDescription({ projectDescription: long }, "x");
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith("…")).toBe(true);
    expect(long.startsWith(d.slice(0, -1).trimEnd())).toBe(true);
    // A blank own description counts as none.
    expect(metaDescription({ seo: { description: "  " }, projectDescription: long }, "x")).toBe(d);
  });

  it("uses the fallback sentence when there is no description at all", () => {
    expect(metaDescription({ projectDescription: "" }, "Дубрава — страница компании")).toBe(
      "Дубрава — страница компании",
    );
  });
});

describe("jsonLdText", () => {
  it("can never close the script element, and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script> & <!-- \u2028" };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text.toLowerCase()).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("organizationJsonLd", () => {
  it("names the company with its contacts and leaves out what is empty", () => {
    const ld = organizationJsonLd({
      name: "Дубрава",
      url: "https://dubrava.example/",
      description: "Мебель",
      logo: null,
      telephones: ["+7 900 000-00-00"],
      email: "hi@dubrava.example",
      location: "",
      sameAs: ["https://t.me/dubrava"],
    });
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "Дубрава",
      url: "https://dubrava.example/",
      description: "Мебель",
      telephone: "+7 900 000-00-00",
      email: "hi@dubrava.example",
      sameAs: ["https://t.me/dubrava"],
    });
  });
});
