import { describe, expect, it } from "vitest";
import { edgeConfig } from "./config";
import { etagMatches, PAGE_CACHE_CONTROL, securityHeaders } from "./headers";
import { visitorLanguage } from "./not-found";

describe("etagMatches", () => {
  it("matches strong, weak, listed and wildcard tags", () => {
    expect(etagMatches('"a"', '"a"')).toBe(true);
    expect(etagMatches('W/"a"', '"a"')).toBe(true);
    expect(etagMatches('"b", "a"', '"a"')).toBe(true);
    expect(etagMatches("*", '"a"')).toBe(true);
    expect(etagMatches('"a-x"', '"a"')).toBe(false);
    expect(etagMatches(null, '"a"')).toBe(false);
  });
});

describe("edge headers", () => {
  it("makes browsers and shared caches past the edge revalidate every view (only the edge is purged)", () => {
    expect(PAGE_CACHE_CONTROL).toBe("public, no-cache");
  });

  it("lets only the page itself and the app frame a landing", () => {
    const h = securityHeaders(edgeConfig({ APP_URL: "https://app.example/x" }), false);
    expect(h["Content-Security-Policy"]).toBe(
      "frame-ancestors 'self' https://app.example; base-uri 'self'; object-src 'none'",
    );
    expect(h["Strict-Transport-Security"]).toBeUndefined();
  });

  it("clamps the cache TTL to 0 s … a day, 30 s when unset", () => {
    expect(edgeConfig({ EDGE_CACHE_TTL: "90" }).pageTtl).toBe(90);
    expect(edgeConfig({ EDGE_CACHE_TTL: "86400" }).pageTtl).toBe(86_400);
    expect(edgeConfig({ EDGE_CACHE_TTL: "999999" }).pageTtl).toBe(86_400);
    expect(edgeConfig({ EDGE_CACHE_TTL: "-1" }).pageTtl).toBe(0);
    expect(edgeConfig({ EDGE_CACHE_TTL: "junk" }).pageTtl).toBe(30);
    expect(edgeConfig({}).pageTtl).toBe(30);
  });

  it("reads the public domain and the purge secret", () => {
    expect(edgeConfig({ PUBLIC_DOMAIN: " Vitrina.Site. " }).publicDomain).toBe("vitrina.site");
    expect(edgeConfig({ PUBLIC_DOMAIN: "not a domain" }).publicDomain).toBeNull();
    expect(edgeConfig({}).publicDomain).toBeNull();
    expect(edgeConfig({}).purgeSecret).toBeNull();
    expect(edgeConfig({ EDGE_PURGE_SECRET: "s3cret" }).purgeSecret).toBe("s3cret");
  });

  it("picks the visitor's language for the 404 page", () => {
    expect(visitorLanguage("en-GB,en;q=0.8")).toBe("en");
    expect(visitorLanguage("de-DE, id;q=0.5")).toBe("id");
    expect(visitorLanguage("fr")).toBe("ru");
    expect(visitorLanguage(null)).toBe("ru");
  });
});
