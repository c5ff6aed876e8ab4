import { describe, expect, it } from "vitest";
import { landingPublicUrl, landingUrls } from "./urls";

const uuid = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";
const local = { publicUrl: "http://127.0.0.1:8787", publicDomain: null };
const prod = { publicUrl: "https://vitrina.site", publicDomain: "vitrina.site" };

describe("landingUrls", () => {
  it("lists /l/{alias}, /l/{uuid}, the old alias and the custom hosts locally", () => {
    expect(
      landingUrls(local, {
        uuid,
        alias: "Coffee",
        previousAliases: ["tea", null, undefined],
        hosts: ["Shop.Example.", "shop.example:443"],
      }),
    ).toEqual([
      `http://127.0.0.1:8787/l/${uuid}`,
      "http://127.0.0.1:8787/l/coffee",
      "http://127.0.0.1:8787/l/tea",
      "https://shop.example/",
    ]);
  });

  it("adds each name's subdomain of the public domain in production, when it is a DNS label", () => {
    expect(landingUrls(prod, { uuid, alias: "coffee", previousAliases: ["ab--old"] })).toEqual([
      `https://vitrina.site/l/${uuid}`,
      `https://${uuid}.vitrina.site/`,
      "https://vitrina.site/l/coffee",
      "https://coffee.vitrina.site/",
      "https://vitrina.site/l/ab--old",
    ]);
    const long = "a".repeat(64);
    expect(landingUrls(prod, { uuid, alias: long })).toContain(`https://vitrina.site/l/${long}`);
    expect(landingUrls(prod, { uuid, alias: long })).not.toContain(`https://${long}.vitrina.site/`);
  });

  it("stays within one Cloudflare purge call for a landing with a few hosts", () => {
    const hosts = Array.from({ length: 20 }, (_, i) => `shop${i}.example`);
    expect(
      landingUrls(prod, { uuid, alias: "coffee", previousAliases: ["tea"], hosts }).length,
    ).toBeLessThanOrEqual(30);
  });
});

describe("landingPublicUrl", () => {
  it("gives out the subdomain in production and /l/{alias} otherwise", () => {
    expect(landingPublicUrl(prod, { uuid, textalias: "coffee" })).toBe(
      "https://coffee.vitrina.site/",
    );
    expect(landingPublicUrl(prod, { uuid, textalias: "ab--cd" })).toBe(
      "https://vitrina.site/l/ab--cd",
    );
    expect(landingPublicUrl(local, { uuid, textalias: "coffee" })).toBe(
      "http://127.0.0.1:8787/l/coffee",
    );
    expect(landingPublicUrl(local, { uuid, textalias: null })).toBe(
      `http://127.0.0.1:8787/l/${uuid}`,
    );
  });
});
