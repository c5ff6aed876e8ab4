import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CloudflarePurgeError, createCloudflarePurge } from "./cloudflare.server";

/**
 * A stand-in for api.cloudflare.com on loopback, answering
 * `POST /client/v4/zones/{zone}/purge_cache` the way the API documents it.
 */
interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  type: string | undefined;
  body: { files?: string[] };
}
const ZONE = "023e105f4ecef8ad9ca31a8372d0c353";
const TOKEN = "test-token";
let seen: Seen[] = [];
let answers: Array<{ status: number; body: unknown; headers?: Record<string, string> }> = [];
let server: http.Server;
let apiUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen.push({
        method: req.method ?? "",
        url: req.url ?? "",
        auth: req.headers.authorization,
        type: req.headers["content-type"],
        body: JSON.parse(raw || "{}"),
      });
      const a = answers.shift() ?? {
        status: 200,
        body: { success: true, errors: [], messages: [], result: { id: "purge-id" } },
      };
      res.writeHead(a.status, { "Content-Type": "application/json", ...a.headers });
      res.end(typeof a.body === "string" ? a.body : JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen = [];
  answers = [];
});

const sleeps: number[] = [];
const purger = () =>
  createCloudflarePurge({
    zoneId: ZONE,
    apiToken: TOKEN,
    apiUrl,
    sleep: async (ms) => void sleeps.push(ms),
  });

describe("Cloudflare purge by URL", () => {
  it("posts the URLs to the zone's purge_cache with the bearer token", async () => {
    await purger().purge(["https://coffee.vitrina.site/", "https://vitrina.site/l/coffee"]);
    expect(seen).toEqual([
      {
        method: "POST",
        url: `/client/v4/zones/${ZONE}/purge_cache`,
        auth: `Bearer ${TOKEN}`,
        type: "application/json",
        body: { files: ["https://coffee.vitrina.site/", "https://vitrina.site/l/coffee"] },
      },
    ]);
  });

  it("sends at most 30 URLs per call, each URL once", async () => {
    const urls = Array.from({ length: 65 }, (_, i) => `https://vitrina.site/l/p${i}`);
    await purger().purge([...urls, urls[0]]);
    expect(seen.map((s) => s.body.files?.length)).toEqual([30, 30, 5]);
    expect(seen.flatMap((s) => s.body.files)).toEqual(urls);
  });

  it("waits out a 429 (Retry-After) and a 5xx, then succeeds", async () => {
    sleeps.length = 0;
    answers = [
      {
        status: 429,
        body: { success: false, errors: [{ code: 971, message: "throttled" }] },
        headers: { "Retry-After": "2" },
      },
      { status: 502, body: "<html>bad gateway</html>" },
    ];
    await purger().purge(["https://vitrina.site/l/a"]);
    expect(seen).toHaveLength(3);
    expect(sleeps).toEqual([2000, 1000]);
  });

  it("fails with the API's error: a refused token, or success: false", async () => {
    answers = [
      {
        status: 403,
        body: { success: false, errors: [{ code: 10000, message: "Authentication error" }] },
      },
    ];
    const err = await purger()
      .purge(["https://vitrina.site/l/a"])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CloudflarePurgeError);
    expect((err as Error).message).toBe("Cloudflare purge: HTTP 403 10000 Authentication error");
    answers = [{ status: 200, body: { success: false, errors: [{ code: 1012, message: "bad" }] } }];
    await expect(purger().purge(["https://vitrina.site/l/a"])).rejects.toThrow("1012 bad");
  });

  it("gives up after the last try", async () => {
    answers = [0, 1, 2].map(() => ({ status: 503, body: "down" }));
    await expect(purger().purge(["https://vitrina.site/l/a"])).rejects.toThrow("HTTP 503 down");
    expect(seen).toHaveLength(3);
  });

  it("does nothing for an empty list", async () => {
    await purger().purge([]);
    expect(seen).toHaveLength(0);
  });
});
