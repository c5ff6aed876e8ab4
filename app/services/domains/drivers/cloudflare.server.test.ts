import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCloudflareHostnames } from "./cloudflare.server";

/**
 * A loopback stand-in of Cloudflare's Custom Hostnames API
 * (`/zones/{zone_id}/custom_hostnames`), answering in the API's envelope,
 * that the official SDK talks to through `baseURL`.
 */
const ZONE = "0123456789abcdef0123456789abcdef";
const TOKEN = "cf-test-token";

interface Hostname {
  id: string;
  hostname: string;
  status: string;
  ssl: { status: string; method: string; type: string };
}
const hostnames = new Map<string, Hostname>();
const calls: string[] = [];
let server: http.Server;
let apiUrl: string;

function reply(res: http.ServerResponse, status: number, body: object) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

beforeAll(async () => {
  let next = 0;
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://x");
      calls.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== `Bearer ${TOKEN}`)
        return reply(res, 403, { success: false, errors: [{ code: 10000, message: "auth" }] });
      const base = `/client/v4/zones/${ZONE}/custom_hostnames`;
      if (req.method === "POST" && url.pathname === base) {
        const body = JSON.parse(raw) as { hostname: string; ssl: { method: string; type: string } };
        const h: Hostname = {
          id: `ch-${++next}`,
          hostname: body.hostname,
          status: "pending",
          ssl: { status: "pending_validation", ...body.ssl },
        };
        hostnames.set(h.id, h);
        return reply(res, 200, { success: true, errors: [], messages: [], result: h });
      }
      const id = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length + 1) : "";
      const h = hostnames.get(id);
      if (!h)
        return reply(res, 404, {
          success: false,
          errors: [{ code: 1436, message: "The custom hostname was not found." }],
        });
      if (req.method === "GET") return reply(res, 200, { success: true, errors: [], result: h });
      if (req.method === "DELETE") {
        hostnames.delete(id);
        return reply(res, 200, { success: true, errors: [], result: { id } });
      }
      reply(res, 405, { success: false, errors: [{ code: 1, message: "method" }] });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("Cloudflare for SaaS custom hostnames driver", () => {
  it("creates the hostname with an HTTP DV certificate, reads it back, and deletes it", async () => {
    const driver = createCloudflareHostnames({ zoneId: ZONE, apiToken: TOKEN, apiUrl });
    const created = await driver.ensure("shop.example.com", null);
    expect(created.id).toMatch(/^ch-/);
    expect(created.active).toBe(false);
    const stored = hostnames.get(created.id!)!;
    expect(stored).toMatchObject({
      hostname: "shop.example.com",
      ssl: { method: "http", type: "dv" },
    });

    // "certificate pending" until both the hostname and its certificate are active.
    stored.status = "active";
    expect((await driver.ensure("shop.example.com", created.id)).active).toBe(false);
    stored.ssl.status = "active";
    expect(await driver.ensure("shop.example.com", created.id)).toEqual({
      id: created.id,
      active: true,
    });

    await driver.remove(created.id);
    expect(hostnames.has(created.id!)).toBe(false);
    // Gone already: removing again is not an error; ensuring creates it anew.
    await driver.remove(created.id);
    const again = await driver.ensure("shop.example.com", created.id);
    expect(again.id).not.toBe(created.id);
    expect(calls).toContain(`POST /client/v4/zones/${ZONE}/custom_hostnames`);
    expect(calls).toContain(`DELETE /client/v4/zones/${ZONE}/custom_hostnames/${created.id}`);
  });

  it("fails loudly when the token is refused", async () => {
    const driver = createCloudflareHostnames({ zoneId: ZONE, apiToken: "wrong", apiUrl });
    await expect(driver.ensure("x.example.com", null)).rejects.toThrow();
  });
});
