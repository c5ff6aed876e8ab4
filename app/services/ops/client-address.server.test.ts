import { describe, expect, it } from "vitest";
import {
  clientAddress,
  normalizeIp,
  parseCidr,
  parseTrustedProxies,
  TrustedProxiesError,
  untrustedNearbyProxy,
} from "./client-address.server";

describe("normalizeIp", () => {
  it("keeps IPv4, lower-cases IPv6 and unwraps IPv4-mapped IPv6", () => {
    expect(normalizeIp("203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeIp(" 2001:DB8::1 ")).toBe("2001:db8::1");
    expect(normalizeIp("::ffff:10.1.2.3")).toBe("10.1.2.3");
    expect(normalizeIp("::FFFF:198.51.100.4")).toBe("198.51.100.4");
    expect(normalizeIp("0:0:0:0:0:ffff:10.0.0.1")).toBe("10.0.0.1");
  });

  it("drops ports, brackets and zone indexes", () => {
    expect(normalizeIp("203.0.113.9:51000")).toBe("203.0.113.9");
    expect(normalizeIp("[2001:db8::2]:443")).toBe("2001:db8::2");
    expect(normalizeIp("[2001:db8::2]")).toBe("2001:db8::2");
    expect(normalizeIp("fe80::1%eth0")).toBe("fe80::1");
  });

  it("refuses what is not an address", () => {
    for (const s of ["", "unknown", "example.com", "1.2.3", "01.2.3.4", "1.2.3.4.5", "::g", null]) {
      expect(normalizeIp(s), String(s)).toBeNull();
    }
  });
});

describe("parseCidr / parseTrustedProxies", () => {
  it("accepts CIDRs and bare addresses of both families", () => {
    expect(parseCidr("10.0.0.0/8")).toEqual({ address: "10.0.0.0", prefix: 8, family: 4 });
    expect(parseCidr("192.0.2.7")).toEqual({ address: "192.0.2.7", prefix: 32, family: 4 });
    expect(parseCidr("FD00::/8")).toEqual({ address: "fd00::", prefix: 8, family: 6 });
    expect(parseCidr("::1")).toEqual({ address: "::1", prefix: 128, family: 6 });
    expect(parseTrustedProxies(" 10.0.0.0/8 , ::1,,").cidrs).toEqual(["10.0.0.0/8", "::1/128"]);
  });

  it("refuses bad entries with a message naming them", () => {
    for (const bad of [
      "10.0.0.0/33",
      "::/129",
      "10.0.0.0/",
      "10.0.0.0/8x",
      "10.0.0.0/-1",
      "not-an-ip",
      "10.0.0/8",
      "1.2.3.4:80",
      "[::1]/128",
      "fe80::1%eth0/64",
    ]) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(TrustedProxiesError);
    }
    expect(() => parseTrustedProxies("10.0.0.0/8,bogus")).toThrow(/bogus/);
  });

  it("matches addresses inside the ranges only", () => {
    const t = parseTrustedProxies("10.0.0.0/8,172.16.0.0/12,192.0.2.7,2001:db8:1::/48,::1");
    expect(t.has("10.255.0.1")).toBe(true);
    expect(t.has("11.0.0.1")).toBe(false);
    expect(t.has("172.31.255.255")).toBe(true);
    expect(t.has("172.32.0.0")).toBe(false);
    expect(t.has("192.0.2.7")).toBe(true);
    expect(t.has("192.0.2.8")).toBe(false);
    expect(t.has("2001:db8:1:ffff::9")).toBe(true);
    expect(t.has("2001:db8:2::9")).toBe(false);
    expect(t.has("::1")).toBe(true);
    expect(t.has("::2")).toBe(false);
    // Node reports IPv4 clients of a dual-stack socket as IPv4-mapped IPv6.
    expect(t.has("::ffff:10.0.0.5")).toBe(true);
    expect(t.has("::ffff:11.0.0.5")).toBe(false);
    expect(t.has("garbage")).toBe(false);
    expect(t.has(undefined)).toBe(false);
  });

  it("a range written with host bits set covers its whole network", () => {
    const t = parseTrustedProxies("10.1.2.3/16");
    expect(t.has("10.1.200.1")).toBe(true);
    expect(t.has("10.2.0.1")).toBe(false);
  });

  it("an empty list trusts no one, /0 trusts everyone of that family", () => {
    expect(parseTrustedProxies("").has("127.0.0.1")).toBe(false);
    const all4 = parseTrustedProxies("0.0.0.0/0");
    expect(all4.has("8.8.8.8")).toBe(true);
    expect(all4.has("2001:db8::1")).toBe(false);
  });
});

describe("clientAddress", () => {
  const lb = parseTrustedProxies("10.0.0.0/8,fd00::/8");

  it("without trusted proxies the socket is the client, whatever the headers say", () => {
    const none = parseTrustedProxies("");
    expect(
      clientAddress(
        { socket: "10.0.0.2", forwardedFor: "1.1.1.1", cfConnectingIp: "2.2.2.2" },
        none,
      ),
    ).toBe("10.0.0.2");
    expect(clientAddress({ socket: "::ffff:203.0.113.5" }, none)).toBe("203.0.113.5");
    expect(clientAddress({ socket: undefined }, none)).toBe("unknown");
  });

  it("a socket that is not a trusted proxy: its headers are ignored", () => {
    expect(
      clientAddress({ socket: "203.0.113.5", forwardedFor: "10.0.0.9, 198.51.100.1" }, lb),
    ).toBe("203.0.113.5");
  });

  it("behind a trusted proxy: the right-most hop that is not a proxy", () => {
    expect(clientAddress({ socket: "10.0.0.2", forwardedFor: "198.51.100.7" }, lb)).toBe(
      "198.51.100.7",
    );
    // Two balancers: the inner one appended the outer one's address.
    expect(clientAddress({ socket: "10.0.0.2", forwardedFor: "198.51.100.7, 10.0.0.3" }, lb)).toBe(
      "198.51.100.7",
    );
    expect(
      clientAddress({ socket: "::ffff:10.0.0.2", forwardedFor: "2001:db8::42, fd00::1" }, lb),
    ).toBe("2001:db8::42");
  });

  it("left-most entries are the client's own words: a spoofed chain changes nothing", () => {
    const spoofed = "1.2.3.4, 10.0.0.77, 127.0.0.1, 198.51.100.7";
    expect(clientAddress({ socket: "10.0.0.2", forwardedFor: spoofed }, lb)).toBe("198.51.100.7");
    // Even a client claiming to be a trusted proxy only adds a hop left of its real address.
    expect(clientAddress({ socket: "10.0.0.2", forwardedFor: "10.9.9.9, 198.51.100.7" }, lb)).toBe(
      "198.51.100.7",
    );
  });

  it("repeated X-Forwarded-For headers read as one list", () => {
    expect(
      clientAddress({ socket: "10.0.0.2", forwardedFor: ["6.6.6.6", "198.51.100.7"] }, lb),
    ).toBe("198.51.100.7");
  });

  it("ports on hops are dropped", () => {
    expect(
      clientAddress({ socket: "10.0.0.2", forwardedFor: "198.51.100.7:4711, [fd00::3]:80" }, lb),
    ).toBe("198.51.100.7");
  });

  it("a hop that is not an address stops the walk at the proxy that forwarded it", () => {
    expect(
      clientAddress({ socket: "10.0.0.2", forwardedFor: "198.51.100.7, unknown, 10.0.0.3" }, lb),
    ).toBe("10.0.0.3");
    expect(clientAddress({ socket: "10.0.0.2", forwardedFor: "junk" }, lb)).toBe("10.0.0.2");
  });

  it("CF-Connecting-IP only when X-Forwarded-For names no one outside the proxies", () => {
    expect(clientAddress({ socket: "10.0.0.2", cfConnectingIp: "198.51.100.9" }, lb)).toBe(
      "198.51.100.9",
    );
    expect(
      clientAddress(
        { socket: "10.0.0.2", forwardedFor: "10.0.0.3", cfConnectingIp: "198.51.100.9" },
        lb,
      ),
    ).toBe("198.51.100.9");
    // A client behind our balancer cannot pick its address with the Cloudflare header.
    expect(
      clientAddress(
        { socket: "10.0.0.2", forwardedFor: "198.51.100.7", cfConnectingIp: "1.1.1.1" },
        lb,
      ),
    ).toBe("198.51.100.7");
    expect(clientAddress({ socket: "203.0.113.5", cfConnectingIp: "1.1.1.1" }, lb)).toBe(
      "203.0.113.5",
    );
    expect(clientAddress({ socket: "10.0.0.2", cfConnectingIp: "nonsense" }, lb)).toBe("10.0.0.2");
  });

  it("every hop a proxy: the furthest one; no header: the socket", () => {
    expect(clientAddress({ socket: "10.0.0.2", forwardedFor: "10.0.0.4, 10.0.0.3" }, lb)).toBe(
      "10.0.0.4",
    );
    expect(clientAddress({ socket: "10.0.0.2" }, lb)).toBe("10.0.0.2");
  });
});

describe("untrustedNearbyProxy (issue 23, medium 4)", () => {
  const none = parseTrustedProxies("");

  it("a proxy on this host or its private network that forwards, unlisted: its address", () => {
    const forwarded = { forwardedFor: "198.51.100.7" };
    expect(untrustedNearbyProxy({ socket: "127.0.0.1", ...forwarded }, none)).toBe("127.0.0.1");
    expect(untrustedNearbyProxy({ socket: "::1", ...forwarded }, none)).toBe("::1");
    expect(untrustedNearbyProxy({ socket: "::ffff:172.17.0.1", ...forwarded }, none)).toBe(
      "172.17.0.1",
    );
    expect(untrustedNearbyProxy({ socket: "10.0.0.2", cfConnectingIp: "198.51.100.7" }, none)).toBe(
      "10.0.0.2",
    );
    // Listed, but not this proxy: the clients still share its address.
    const other = parseTrustedProxies("173.245.48.0/20");
    expect(untrustedNearbyProxy({ socket: "127.0.0.1", ...forwarded }, other)).toBe("127.0.0.1");
  });

  it("null for a trusted proxy, a request nothing forwarded, or a remote socket", () => {
    const forwarded = { forwardedFor: "198.51.100.7" };
    const local = parseTrustedProxies("127.0.0.1,::1");
    expect(untrustedNearbyProxy({ socket: "127.0.0.1", ...forwarded }, local)).toBeNull();
    // The image's own health check, or curl on the host.
    expect(untrustedNearbyProxy({ socket: "127.0.0.1" }, none)).toBeNull();
    expect(untrustedNearbyProxy({ socket: "127.0.0.1", forwardedFor: " " }, none)).toBeNull();
    // A client on the internet may send any header; it only names itself.
    expect(untrustedNearbyProxy({ socket: "203.0.113.5", ...forwarded }, none)).toBeNull();
    expect(untrustedNearbyProxy({ socket: undefined, ...forwarded }, none)).toBeNull();
  });
});
