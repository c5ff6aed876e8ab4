import type { AddressInfo } from "node:net";
import { request as httpRequest, type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { makeAuthContext } from "../tests/support/auth";
import type { HealthReport } from "../app/services/ops/health.server";
import { setLogLevel, setLogSink } from "../app/services/ops/log.server";
import { createApp, listen, type ServerOps } from "./server";

/** A one-route build that answers with the headers the server handed to Remix. */
const echo = ({ request }: { request: Request }) =>
  Response.json({
    ip: request.headers.get("x-vitrina-client-ip"),
    id: request.headers.get("x-request-id"),
  });
const build = {
  mode: "production",
  entry: { module: { default: () => new Response("document") } },
  routes: {
    root: { id: "root", path: "", module: { default: () => null } },
    catchAll: { id: "catchAll", parentId: "root", path: "*", module: { loader: echo } },
  },
  assets: { routes: {}, entry: { module: "", imports: [] }, url: "", version: "1" },
  publicPath: "/build/",
  assetsBuildDirectory: "public/build",
  future: {},
  isSpaMode: false,
} as unknown as ServerBuild;

const servers: Server[] = [];
async function start(ops: ServerOps): Promise<string> {
  // APP_URL names the address the requests use, so pages are not sent to another host.
  const server = await listen(createApp(build, "production", "http://127.0.0.1:3000", [], ops), 0);
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  await makeAuthContext();
  setLogSink((l) => lines.push(JSON.parse(l) as Record<string, unknown>));
  setLogLevel("info");
});
afterEach(() => {
  lines = [];
});
afterAll(() => {
  setLogSink(undefined);
  for (const s of servers) s.close();
});

const get = async (base: string, path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${path}`, { headers });
  return { res, body: (await res.json()) as { ip: string; id: string } };
};

describe("client address header", () => {
  it("no trusted proxies: the socket's address; forwarding headers and a forged header are ignored", async () => {
    const base = await start({});
    const { body } = await get(base, "/x", {
      "X-Forwarded-For": "198.51.100.7",
      "CF-Connecting-IP": "198.51.100.8",
      "X-Vitrina-Client-Ip": "6.6.6.6",
    });
    expect(body.ip).toBe("127.0.0.1");
  });

  it("from a trusted proxy: the right-most untrusted X-Forwarded-For hop", async () => {
    const base = await start({ trustedProxies: ["127.0.0.0/8", "::1"] });
    const { body } = await get(base, "/x", {
      "X-Forwarded-For": "6.6.6.6, 198.51.100.7, 127.0.0.2",
      "X-Vitrina-Client-Ip": "6.6.6.6",
    });
    expect(body.ip).toBe("198.51.100.7");
  });
});

describe("a proxy in front that TRUSTED_PROXIES does not list (issue 23, medium 4)", () => {
  const warnings = () => lines.filter((l) => l.level === "warn");

  it("production: the first request it forwards logs one warning naming TRUSTED_PROXIES", async () => {
    const base = await start({ warnUntrustedProxy: true });
    await get(base, "/x"); // nothing forwarded: a health check on the host
    expect(warnings()).toEqual([]);
    for (const client of ["198.51.100.7", "198.51.100.8"]) {
      const { body } = await get(base, "/x", { "X-Forwarded-For": client });
      expect(body.ip).toBe("127.0.0.1"); // every client shares the proxy's address
    }
    expect(warnings()).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining("TRUSTED_PROXIES"),
        proxy: "127.0.0.1",
      }),
    ]);
  });

  it("no warning once the proxy is listed, or outside production", async () => {
    for (const ops of [
      { warnUntrustedProxy: true, trustedProxies: ["127.0.0.0/8", "::1"] },
      { warnUntrustedProxy: false },
    ]) {
      const base = await start(ops);
      await get(base, "/x", { "X-Forwarded-For": "198.51.100.7" });
    }
    expect(warnings()).toEqual([]);
  });
});

describe("request id and the request log", () => {
  it("a new id per request, in the answer and handed to the routes; a client's own is not taken", async () => {
    const base = await start({});
    const { res, body } = await get(base, "/some/page?token=secret", {
      "X-Request-Id": "client-chosen",
    });
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.id).toBe(id);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: "info",
      msg: "request",
      id,
      method: "GET",
      path: "/some/page",
      status: 200,
      ip: "127.0.0.1",
    });
    expect(typeof lines[0].ms).toBe("number");
    expect(typeof lines[0].t).toBe("string");
  });

  it("a trusted proxy's sane id is kept; an insane one is replaced", async () => {
    const base = await start({ trustedProxies: ["127.0.0.0/8", "::1"] });
    const kept = await get(base, "/x", { "X-Request-Id": "lb-42.abc" });
    expect(kept.res.headers.get("x-request-id")).toBe("lb-42.abc");
    expect(kept.body.id).toBe("lb-42.abc");
    const replaced = await get(base, "/x", { "X-Request-Id": "<script>" });
    expect(replaced.res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("even a refused request gets an id and a line", async () => {
    const base = await start({});
    const res = await fetch(`${base}/api/landings`, { method: "POST" });
    expect([401, 403]).toContain(res.status);
    expect(res.headers.get("x-request-id")).toBeTruthy();
    await expect.poll(() => lines.map((l) => l.status)).toEqual([res.status]);
  });
});

describe("GET /healthz", () => {
  const healthy: HealthReport = { ok: true, db: "ok", store: "ok", limits: "ok" };

  it("200 with the report, no session or token; HEAD too; not cached", async () => {
    const base = await start({ health: async () => healthy });
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual(healthy);
    expect((await fetch(`${base}/healthz`, { method: "HEAD" })).status).toBe(200);
  });

  it("503 naming what failed", async () => {
    const base = await start({ health: async () => ({ ...healthy, ok: false, db: "fail" }) });
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, db: "fail", store: "ok" });
  });

  it("a health check that throws is a 500 JSON answer, logged", async () => {
    const base = await start({
      health: () => Promise.reject(new Error("boom")),
    });
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: "internal", code: "internal" });
    await expect.poll(() => lines.some((l) => l.msg === "request failed")).toBe(true);
  });

  it("load-balancer polls are logged at debug only", async () => {
    const base = await start({ health: async () => healthy });
    await fetch(`${base}/healthz`);
    await fetch(`${base}/x`);
    await expect.poll(() => lines.map((l) => l.path)).toEqual(["/x"]);
  });

  it("without a health check /healthz is an ordinary route", async () => {
    const base = await start({});
    const raw = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${base}/healthz`, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end();
    });
    expect(raw).toBe(200); // the echo route
  });
});
