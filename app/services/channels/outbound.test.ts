import { isIP, type LookupFunction } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OUTBOUND_MAX_ANSWER_BYTES } from "../../../core/leads/channels";
import {
  startWebhookReceiver,
  type WebhookReceiver,
} from "../../../tests/stand-ins/webhook-receiver";
import { addressRefusal } from "./address-filter.server";
import { checkOwnerUrl, createOutboundPort, type OutboundPolicy } from "./outbound.server";

/** Issue 25, SSRF: the outbound port refuses every private address, at save and at connect. */

let receiver: WebhookReceiver;
let other: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  other = await startWebhookReceiver();
});
afterEach(async () => {
  await receiver.close();
  await other.close();
});

/** A resolver answering `addresses` in turn for every name (one list per call, the last repeats). */
function resolver(...answers: string[][]): LookupFunction & { calls: number } {
  const fn = ((_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) => {
    const list = answers[Math.min(fn.calls++, answers.length - 1)]!.map((address) => ({
      address,
      family: isIP(address),
    }));
    if (options.all) cb(null, list);
    else cb(null, list[0]!.address, list[0]!.family);
  }) as unknown as LookupFunction & { calls: number };
  fn.calls = 0;
  return fn;
}

const strict: OutboundPolicy = { allowLoopback: false, httpsOnly: false };
const loopbackOk: OutboundPolicy = { allowLoopback: true, httpsOnly: false };
const post = (policy: OutboundPolicy, url: string) =>
  createOutboundPort(policy).postJson(url, '{"type":"lead.created"}', {});

describe("the address filter", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.1", "private"],
    ["172.16.5.4", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "linkLocal"],
    ["100.64.0.1", "carrierGradeNat"],
    ["224.0.0.1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["fd00::1", "uniqueLocal"],
    ["fe80::1", "linkLocal"],
    ["::ffff:127.0.0.1", "ipv4Mapped"],
    ["::ffff:10.0.0.1", "ipv4Mapped"],
    ["::ffff:169.254.169.254", "ipv4Mapped"],
  ])("refuses %s (%s)", (address, range) => {
    expect(addressRefusal(address, false)).toBe(`address not allowed: ${address} (${range})`);
  });

  it("lets public unicast addresses through", () => {
    expect(addressRefusal("93.184.216.34", false)).toBeNull();
    expect(addressRefusal("2606:2800:220:1:248:1893:25c8:1946", false)).toBeNull();
  });

  it("with WEBHOOK_ALLOW_PRIVATE lets loopback through and nothing else private", () => {
    expect(addressRefusal("127.0.0.1", true)).toBeNull();
    expect(addressRefusal("127.20.0.1", true)).toBeNull();
    expect(addressRefusal("::1", true)).toBeNull();
    for (const a of ["10.0.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "fd00::1"]) {
      expect(addressRefusal(a, true)).not.toBeNull();
    }
    expect(addressRefusal("::ffff:127.0.0.1", true)).not.toBeNull();
  });

  it("refuses the deprecated IPv4-compatible block ::/96, which ipaddr.js calls unicast", () => {
    for (const a of ["::7f00:1", "::a00:1", "::a9fe:a9fe", "::5db8:d822"]) {
      expect(addressRefusal(a, false)).toBe(`address not allowed: ${a} (ipv4Compatible)`);
      expect(addressRefusal(a, true)).not.toBeNull();
    }
  });
});

describe("the outbound port at connect time (SSRF matrix)", () => {
  it("refuses loopback receivers, however written, and sends them nothing", async () => {
    const port = receiver.port;
    for (const url of [
      `http://127.0.0.1:${port}/hook`,
      `http://[::1]:${port}/hook`,
      `http://[::ffff:127.0.0.1]:${port}/hook`,
      `http://2130706433:${port}/hook`,
      `http://0x7f000001:${port}/hook`,
      `http://localhost:${port}/hook`,
    ]) {
      const reply = await post(strict, url);
      expect(reply.error, url).toMatch(/not allowed/);
      expect(reply.status, url).toBeUndefined();
    }
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://[fd00::1]/",
    "http://[fe80::1]/",
    "http://[::ffff:10.0.0.1]/",
  ])("refuses %s before connecting, even with WEBHOOK_ALLOW_PRIVATE", async (url) => {
    for (const policy of [strict, loopbackOk]) {
      const reply = await post(policy, url);
      expect(reply.error).toMatch(/^address not allowed/);
      expect(reply.durationMs).toBe(0);
    }
  });

  it("refuses a name that resolves to a private address", async () => {
    const lookup = resolver(["93.184.216.34", "10.0.0.7"]);
    const reply = await post({ ...strict, lookup }, "http://hooks.example/lead");
    expect(reply.error).toBe("address not allowed: 10.0.0.7 (private)");
    expect(lookup.calls).toBe(1);
  });

  it("checks the address it connects to, so a name rebound to loopback after the save reaches nothing", async () => {
    const lookup = resolver(["93.184.216.34"], ["127.0.0.1"]);
    const policy = { ...strict, lookup };
    const url = `http://rebind.example:${receiver.port}/hook`;
    expect(await checkOwnerUrl(url, policy)).toBeNull();
    const reply = await post(policy, url);
    expect(reply.error).toBe("address not allowed: 127.0.0.1 (loopback)");
    expect(receiver.received).toHaveLength(0);
  });

  it("with WEBHOOK_ALLOW_PRIVATE reaches loopback over http", async () => {
    const reply = await post(loopbackOk, receiver.url);
    expect([reply.status, reply.answer, reply.error]).toEqual([200, "ok", undefined]);
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.body).toBe('{"type":"lead.created"}');
  });

  it("never follows a redirect: a receiver sending us to a private one is a failure", async () => {
    receiver.answer = { status: 302, location: other.url };
    const reply = await post(loopbackOk, receiver.url);
    expect(reply.status).toBe(302);
    expect(reply.error).toBe(`redirect not followed (302 to ${other.url})`);
    receiver.answer = { status: 307, location: "http://169.254.169.254/latest/meta-data/" };
    expect((await post(loopbackOk, receiver.url)).error).toMatch(/^redirect not followed \(307/);
    expect(other.received).toHaveLength(0);
  });

  it("calls https only in production", async () => {
    const reply = await post({ allowLoopback: false, httpsOnly: true }, "http://hooks.example/");
    expect(reply.error).toBe("url not allowed: https");
  });

  it("reads the answer up to 64 KB", async () => {
    receiver.answer = { status: 200, body: "x".repeat(200_000) };
    const reply = await post(loopbackOk, receiver.url);
    expect(reply.answer).toHaveLength(OUTBOUND_MAX_ANSWER_BYTES);
  });

  it("gives up on a receiver that does not answer in time", async () => {
    receiver.answer = { status: 200, hang: true };
    const reply = await post({ ...loopbackOk, timeoutMs: 300 }, receiver.url);
    expect(reply.error).toBe("timeout after 0.3 s");
    expect(reply.durationMs).toBeGreaterThanOrEqual(290);
  });

  it("names a receiver that is down", async () => {
    await receiver.down();
    expect((await post(loopbackOk, receiver.url)).error).toBe("connection refused");
  });
});

describe("the check when an owner saves a URL", () => {
  it("refuses a host any of whose A or AAAA addresses is private", async () => {
    const lookup = resolver(["93.184.216.34", "fd00::5"]);
    expect(await checkOwnerUrl("https://crm.example/hook", { ...strict, lookup })).toEqual({
      reason: "address",
      address: "fd00::5",
    });
  });

  it("accepts a public host, and refuses bad shapes with their reason", async () => {
    const lookup = resolver(["93.184.216.34", "2606:2800:220:1:248:1893:25c8:1946"]);
    const policy = { allowLoopback: false, httpsOnly: true, lookup };
    expect(await checkOwnerUrl("https://crm.example/rest/1/abc/", policy)).toBeNull();
    expect(await checkOwnerUrl("http://crm.example/", policy)).toEqual({ reason: "https" });
    expect(await checkOwnerUrl("ftp://crm.example/", policy)).toEqual({ reason: "scheme" });
    expect(await checkOwnerUrl("not a url", policy)).toEqual({ reason: "invalid" });
    expect(await checkOwnerUrl("https://2130706433/", policy)).toEqual({
      reason: "address",
      address: "127.0.0.1",
    });
  });

  it("refuses a name that does not resolve", async () => {
    const lookup = ((_h: string, _o: unknown, cb: (e: Error) => void) =>
      cb(Object.assign(new Error("nope"), { code: "ENOTFOUND" }))) as unknown as LookupFunction;
    expect(await checkOwnerUrl("https://nowhere.example/", { ...strict, lookup })).toEqual({
      reason: "unresolved",
    });
  });
});
