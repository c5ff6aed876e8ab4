import { describe, expect, it } from "vitest";
import { DNS_LABEL_MAX, subdomainLabel } from "./subdomain";
import { textAliasError } from "./textalias";

describe("subdomainLabel", () => {
  it("accepts link names and uuids that are DNS labels, lower-cased", () => {
    expect(subdomainLabel("coffee-shop")).toBe("coffee-shop");
    expect(subdomainLabel("Coffee")).toBe("coffee");
    expect(subdomainLabel("a".repeat(DNS_LABEL_MAX))).toBe("a".repeat(63));
    expect(subdomainLabel("0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b")).toBe(
      "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b",
    );
  });

  it("refuses names that cannot be a label: too long, reserved `--` in positions 3–4, other characters", () => {
    expect(subdomainLabel("a".repeat(64))).toBeNull();
    expect(subdomainLabel("xn--80ak6aa92e")).toBeNull();
    expect(subdomainLabel("ab--c")).toBeNull();
    expect(subdomainLabel("a--b")).toBe("a--b");
    for (const bad of ["", "-a", "a-", "a_b", "a.b", "кофе", "_dmarc"])
      expect(subdomainLabel(bad)).toBeNull();
  });

  it("keeps DNS-special names out of link names", () => {
    for (const name of ["www", "mail", "mta-sts", "autoconfig", "autodiscover", "wpad"])
      expect(textAliasError(name)).toBe("reservedLinkName");
    for (const name of ["_dmarc", "_acme-challenge", "_mta-sts"])
      expect(textAliasError(name)).toBe("invalidLinkName");
  });
});
