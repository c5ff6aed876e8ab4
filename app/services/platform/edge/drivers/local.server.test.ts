import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalPurge, localPurgeSecret } from "./local.server";

let server: http.Server;
let url: string;
const seen: Array<{ path?: string; secret?: string | string[]; files: string[] }> = [];
let status = 200;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      seen.push({ path: req.url, secret: req.headers["x-purge-secret"], ...JSON.parse(raw) });
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ ok: status === 200 }));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("local purge driver", () => {
  it("posts the URLs to the worker's /__purge with the shared secret", async () => {
    await createLocalPurge({ url: `${url}/`, secret: "s3cret" }).purge(["http://x/l/a"]);
    expect(seen.at(-1)).toEqual({ path: "/__purge", secret: "s3cret", files: ["http://x/l/a"] });
  });

  it("fails on a refusal from the worker", async () => {
    status = 403;
    await expect(
      createLocalPurge({ url, secret: "wrong" }).purge(["http://x/l/a"]),
    ).rejects.toThrow("HTTP 403");
    status = 200;
  });

  it("has nothing to purge when no worker listens (its caches live in its process)", async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    await expect(
      createLocalPurge({ url: `http://127.0.0.1:${port}`, secret: "s" }).purge(["http://x/l/a"]),
    ).resolves.toBeUndefined();
  });

  it("derives one secret from the preview secret on both sides", () => {
    expect(localPurgeSecret("a".repeat(32))).toMatch(/^[0-9a-f]{64}$/);
    expect(localPurgeSecret("a".repeat(32))).toBe(localPurgeSecret("a".repeat(32)));
    expect(localPurgeSecret("a".repeat(32))).not.toBe(localPurgeSecret("b".repeat(32)));
  });
});
