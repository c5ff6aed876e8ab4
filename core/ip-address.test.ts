import { describe, expect, it } from "vitest";
import { isGlobalUnicast } from "./ip-address";

describe("isGlobalUnicast", () => {
  it("accepts public IPv4 and IPv6 addresses", () => {
    for (const address of [
      "8.8.8.8",
      "1.1.1.1",
      "100.63.255.255",
      "100.128.0.0",
      "172.15.255.255",
      "172.32.0.0",
      "192.0.1.1",
      "198.17.255.255",
      "198.20.0.0",
      "223.255.255.255",
      "2001:4860:4860::8888",
      "2606:4700:4700::1111",
      "2a00:1450:4001:80b::200e",
      "2620:4f:8000::42",
      "::ffff:8.8.8.8",
      "::FFFF:0808:0808",
      "64:ff9b::808:808",
    ])
      expect(isGlobalUnicast(address), address).toBe(true);
  });

  it("refuses IPv4 that is this network, private, shared, loopback, link-local, special, documentation, benchmarking, multicast or reserved", () => {
    for (const address of [
      "0.0.0.0",
      "0.1.2.3",
      "10.0.0.53",
      "10.255.255.255",
      "100.64.0.1",
      "100.127.255.255",
      "127.0.0.1",
      "127.255.255.254",
      "169.254.169.254",
      "172.16.0.1",
      "172.31.255.255",
      "192.0.0.8",
      "192.0.2.53",
      "192.88.99.1",
      "192.168.1.1",
      "198.18.0.1",
      "198.19.255.255",
      "198.51.100.7",
      "203.0.113.9",
      "224.0.0.251",
      "239.255.255.250",
      "240.0.0.1",
      "255.255.255.255",
    ])
      expect(isGlobalUnicast(address), address).toBe(false);
  });

  it("refuses IPv6 that is unspecified, loopback, unique-local, link-local, multicast, special or outside 2000::/3", () => {
    for (const address of [
      "::",
      "::1",
      "0:0:0:0:0:0:0:1",
      "fc00::1",
      "fd12:3456:789a::53",
      "fe80::1",
      "febf:ffff::1",
      "ff02::fb",
      "ff0e::1",
      "100::1",
      "2001:db8::53",
      "2001::1",
      "2001:2::1",
      "2002:c000:0204::1",
      "3fff::1",
      "4000::1",
      "64:ff9b:1::1",
      "::1.2.3.4",
    ])
      expect(isGlobalUnicast(address), address).toBe(false);
  });

  it("judges an IPv4 address carried in IPv6 (mapped, NAT64) by the IPv4 address", () => {
    for (const address of [
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "::ffff:a9fe:a9fe",
      "0:0:0:0:0:ffff:192.168.0.1",
      "64:ff9b::10.0.0.1",
      "64:ff9b::7f00:1",
      "64:ff9b::100.64.0.1",
    ])
      expect(isGlobalUnicast(address), address).toBe(false);
  });

  it("refuses what is not one address: zones, ports, prefixes, odd notations, garbage", () => {
    for (const address of [
      "",
      "example.com",
      "fe80::1%eth0",
      "2001:4860:4860::8888%1",
      "8.8.8.8:53",
      "[2001:4860:4860::8888]",
      "8.8.8.0/24",
      "08.8.8.8",
      "8.8.8",
      "8.8.8.8.8",
      "256.1.1.1",
      "0x8.8.8.8",
      "134744072",
      "2001:4860::8888::1",
      "2001:4860:4860:0:0:0:0:8888:1",
      "2001:4860:4860:0:0:0:8888",
      "12345::1",
      "::ffff:8.8.8.256",
      " 8.8.8.8",
    ])
      expect(isGlobalUnicast(address), JSON.stringify(address)).toBe(false);
  });
});
