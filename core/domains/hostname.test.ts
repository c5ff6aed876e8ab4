import { describe, expect, it } from "vitest";
import {
  challengeName,
  hostnameRefusal,
  isApex,
  normalizeHostname,
  ownDomains,
  twinHostname,
  wwwPartner,
} from "./hostname";

const own = ownDomains([
  "vitrina.app",
  "vitrina.site",
  "cdn.vitrina.site",
  "localhost",
  "127.0.0.1",
]);
const check = (input: string) => hostnameRefusal(normalizeHostname(input), own);

describe("normalizeHostname", () => {
  it("lower-cases, drops a trailing dot and turns an IDN into punycode", () => {
    expect(normalizeHostname("  Shop.Example.COM. ")).toBe("shop.example.com");
    expect(normalizeHostname("магазин.рф")).toBe("xn--80aairftm.xn--p1ai");
    expect(normalizeHostname("Bücher.Example.de")).toBe("xn--bcher-kva.example.de");
  });

  it("takes the host out of a pasted address", () => {
    expect(normalizeHostname("https://Shop.Example.com/catalog?x=1")).toBe("shop.example.com");
  });
});

describe("hostnameRefusal", () => {
  it("accepts subdomains and apexes under a public suffix", () => {
    expect(check("shop.example.com")).toBeNull();
    expect(check("example.co.uk")).toBeNull();
    expect(check("магазин.рф")).toBeNull();
  });

  it("refuses IP addresses", () => {
    expect(check("1.2.3.4")).toBe("hostnameIsIp");
    expect(check("[::1]")).toBe("hostnameIsIp");
  });

  it("refuses localhost and names under it", () => {
    expect(check("localhost")).toBe("hostnameIsLocal");
    expect(check("shop.localhost")).toBe("hostnameIsLocal");
  });

  it("refuses our own hosts and anything under their domains", () => {
    expect(check("vitrina.site")).toBe("hostnameReserved");
    expect(check("someone.vitrina.site")).toBe("hostnameReserved");
    expect(check("x.vitrina.app")).toBe("hostnameReserved");
    expect(check("notvitrina.site")).toBeNull();
  });

  it("refuses names that are not under a public suffix, or are one", () => {
    expect(check("shop.internal-thing")).toBe("hostnameNoPublicSuffix");
    expect(check("co.uk")).toBe("hostnameNoPublicSuffix");
  });

  it("refuses malformed names", () => {
    expect(check("")).toBe("invalidHostname");
    expect(check("shop_x.example.com")).toBe("invalidHostname");
    expect(check("shop.example.com:8080")).toBe("invalidHostname");
    expect(check("-shop.example.com")).toBe("invalidHostname");
  });

  it("refuses A-labels that do not survive the IDNA round trip, keeping valid ones", () => {
    // Not Punycode at all, empty, and an encoding of a decomposed "ä" (not NFC).
    expect(check("xn--abc.example.com")).toBe("invalidHostname");
    expect(check("shop.xn--.com")).toBe("invalidHostname");
    expect(check("xn--a-ecp.example.ru")).toBe("invalidHostname");
    // U+0378, unassigned; and plain "abc", which needs no A-label.
    expect(check("xn--zva.example.com")).toBe("invalidHostname");
    expect(check("xn--abc-.example.com")).toBe("invalidHostname");
    expect(check("xn--bcher-kva.example.de")).toBeNull();
    expect(check("xn--80aairftm.xn--p1ai")).toBeNull();
  });
});

describe("apex and www", () => {
  it("tells an apex from a subdomain by the public suffix list", () => {
    expect(isApex("example.com")).toBe(true);
    expect(isApex("example.co.uk")).toBe(true);
    expect(isApex("shop.example.co.uk")).toBe(false);
    expect(wwwPartner("example.com")).toBe("www.example.com");
    expect(wwwPartner("www.example.com")).toBe("example.com");
    expect(wwwPartner("shop.example.com")).toBeNull();
  });

  it("binds the www twin of an apex, and the apex of www only when apexes are offered", () => {
    expect(twinHostname("example.com", true)).toBe("www.example.com");
    expect(twinHostname("www.example.com", true)).toBe("example.com");
    expect(twinHostname("www.example.com", false)).toBeNull();
    expect(twinHostname("shop.example.com", true)).toBeNull();
    expect(twinHostname("www.shop.example.com", true)).toBeNull();
  });

  it("names the TXT challenge under the host", () => {
    expect(challengeName("shop.example.com")).toBe("_vitrina-challenge.shop.example.com");
  });
});
