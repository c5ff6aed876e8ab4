import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import en from "../core/i18n/locales/en/overlay";
import id from "../core/i18n/locales/id/overlay";
import { bindHost, writeMeta, writePublished } from "../renderer/publish-ops";
import { OVERLAY_ID, OVERLAY_LOCK_CLASS } from "../renderer/overlay";
import { keys, type LandingMeta } from "../renderer/storage/site-store";
import { startEdge, type Edge } from "../scripts/lib/edge";

/**
 * The bundled worker in real workerd (Miniflare), seeded through the same R2
 * bucket from Node, answered over dispatchFetch and plain HTTP.
 */
const uuid = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";
const HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="index"><title>Coffee</title></head>' +
  '<body class="page"><h1>Coffee shop</h1></body></html>';
const meta = (over: Partial<LandingMeta> = {}): LandingMeta => ({
  uuid,
  lang: "en",
  published: true,
  expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  ownerExpired: false,
  pro: false,
  title: "Coffee",
  version: "v1",
  ...over,
});

let dir: string;
let edge: Edge;
let cached: Edge;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-edge-"));
  edge = await startEdge({
    persistDir: path.join(dir, "a"),
    port: 0,
    appUrl: "http://app.test:3000",
    publicUrl: "http://pub.test:8787",
    rebuild: true,
  });
  cached = await startEdge({
    persistDir: path.join(dir, "b"),
    port: 0,
    appUrl: "http://app.test:3000",
    publicUrl: "http://pub.test:8787",
    cacheTtl: 30,
    // Memory layer off: repeat views must come from the Cache API (caches.default).
    memoryCacheMb: 0,
  });
}, 120_000);

afterAll(async () => {
  await edge?.dispose();
  await cached?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  for (const e of [edge, cached]) await e.store.delete(await e.store.list(""));
});

const fetchEdge = (e: Edge, p: string, init: RequestInit & { host?: string } = {}) =>
  e.mf.dispatchFetch(`http://${init.host ?? "pub.test:8787"}${p}`, init as never);

describe("edge worker in workerd", () => {
  it("serves a published landing by alias and uuid over real HTTP", async () => {
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "Coffee" });
    for (const p of ["/l/coffee", `/l/${uuid}`]) {
      const res = await fetch(`${edge.url}${p}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(HTML);
      expect(res.headers.get("etag")).toBe('"v1"');
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("content-security-policy")).toContain(
        "frame-ancestors 'self' http://app.test:3000",
      );
      expect(res.headers.get("set-cookie")).toBeNull();
    }
  });

  it("serves a bound custom host at / and 404s unknown hosts", async () => {
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "coffee" });
    await bindHost(edge.store, "shop.example", uuid);
    const res = await fetchEdge(edge, "/", { host: "shop.example" });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(HTML);
    const unknown = await fetchEdge(edge, "/", { host: "other.example" });
    expect(unknown.status).toBe(404);
    await unknown.arrayBuffer();
    // What `curl -H 'Host: shop.example' localhost:8787/` sends.
    const overHttp = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const u = new URL(edge.url);
      const req = http.get(
        { host: u.hostname, port: u.port, path: "/", headers: { Host: "shop.example" } },
        (r) => {
          let body = "";
          r.setEncoding("utf8");
          r.on("data", (c: string) => (body += c));
          r.on("end", () => resolve({ status: r.statusCode ?? 0, body }));
        },
      );
      req.on("error", reject);
    });
    expect(overHttp).toEqual({ status: 200, body: HTML });
  });

  it("serves assets with their content type and an immutable cache policy", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await edge.store.put(keys.asset("deadbeef.png"), png, { contentType: "image/png" });
    const res = await fetchEdge(edge, "/assets/deadbeef.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
  });

  it("answers unknown paths, missing and unpublished landings with the public 404 page", async () => {
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "coffee" });
    await writeMeta(edge.store, meta({ published: false }));
    for (const p of ["/l/coffee", "/l/nothing", "/about", "/"]) {
      const res = await fetchEdge(edge, p, { headers: { "Accept-Language": "id" } });
      expect(res.status).toBe(404);
      expect(await res.text()).toContain(id.notFoundTitle);
    }
  });

  it("refuses other methods with 405 and Allow", async () => {
    const res = await fetchEdge(edge, "/l/coffee", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    await res.arrayBuffer();
  });

  it("shows an expired landing with the overlay, 403, noindex and scroll lock", async () => {
    await writePublished(edge.store, {
      uuid,
      html: HTML,
      meta: meta({ ownerExpired: true }),
      alias: "coffee",
    });
    const res = await fetchEdge(edge, "/l/coffee");
    expect(res.status).toBe(403);
    expect(res.headers.get("etag")).toBe('"v1-x"');
    expect(res.headers.get("x-robots-tag")).toBe("noindex");
    const body = await res.text();
    expect(body).toContain("<h1>Coffee shop</h1>");
    expect(body).toContain('<head><meta name="robots" content="noindex">');
    expect(body).not.toContain('content="index"');
    expect(body).toContain(`<html lang="en" class="${OVERLAY_LOCK_CLASS}">`);
    expect(body).toContain(`<body class="page ${OVERLAY_LOCK_CLASS}">`);
    expect(body).toMatch(new RegExp(`<div id="${OVERLAY_ID}"[^]*</div></body></html>$`));
    expect(body).toContain(en.unavailableTitle);
    expect(body).toContain('href="http://app.test:3000/"');
    expect(body).toContain('href="http://app.test:3000/s/"');
  });

  it("expires by date at request time, and comes back when meta is rewritten", async () => {
    await writePublished(edge.store, {
      uuid,
      html: HTML,
      meta: meta({ expiresAt: new Date(Date.now() - 1000).toISOString() }),
      alias: "coffee",
    });
    const expired = await fetchEdge(edge, "/l/coffee");
    expect(expired.status).toBe(403);
    await expired.arrayBuffer();
    await writeMeta(edge.store, meta({ pro: true }));
    const back = await fetchEdge(edge, "/l/coffee");
    expect(back.status).toBe(200);
    expect(await back.text()).toBe(HTML);
  });

  it("answers If-None-Match with 304, per body variant", async () => {
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "coffee" });
    const live = await fetchEdge(edge, "/l/coffee", { headers: { "If-None-Match": '"v1"' } });
    expect(live.status).toBe(304);
    expect(live.headers.get("etag")).toBe('"v1"');
    await writeMeta(edge.store, meta({ ownerExpired: true }));
    const overlaid = await fetchEdge(edge, "/l/coffee", { headers: { "If-None-Match": '"v1"' } });
    expect(overlaid.status).toBe(403);
    await overlaid.arrayBuffer();
    const again = await fetchEdge(edge, "/l/coffee", { headers: { "If-None-Match": '"v1-x"' } });
    expect(again.status).toBe(304);
  });

  it("answers HEAD with headers only", async () => {
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "coffee" });
    const res = await fetch(`${edge.url}/l/coffee`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"v1"');
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe("");
  });

  it("with TTL 0 (local default) serves a republished page on the next request", async () => {
    await writePublished(edge.store, { uuid, html: "<p>one</p>", meta: meta(), alias: "coffee" });
    expect(await (await fetchEdge(edge, "/l/coffee")).text()).toBe("<p>one</p>");
    await writePublished(edge.store, {
      uuid,
      html: "<p>two</p>",
      meta: meta({ version: "v2" }),
      alias: "coffee",
    });
    expect(await (await fetchEdge(edge, "/l/coffee")).text()).toBe("<p>two</p>");
  });

  it("with TTL 30 serves repeat views from the edge cache and never past the expiry moment", async () => {
    const e = cached;
    await writePublished(e.store, { uuid, html: "<p>one</p>", meta: meta(), alias: "coffee" });
    const first = await fetchEdge(e, "/l/coffee");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(await first.text()).toBe("<p>one</p>");
    // The answer sits in caches.default, keyed by host + path...
    const caches = (await e.mf.getCaches()) as unknown as { default: Cache };
    let stored: Response | undefined;
    for (let i = 0; i < 50 && !stored; i++) {
      stored = await caches.default.match("https://pub.test/l/coffee");
      if (!stored) await new Promise((r) => setTimeout(r, 20));
    }
    expect(stored?.headers.get("x-vitrina-expires")).toMatch(/^\d+$/);
    await stored?.arrayBuffer();
    // ...so bucket changes stay invisible while the cached copy is fresh.
    await writePublished(e.store, {
      uuid,
      html: "<p>two</p>",
      meta: meta({ version: "v2" }),
      alias: "coffee",
    });
    const repeat = await fetchEdge(e, "/l/coffee", { headers: { "If-None-Match": '"v1"' } });
    expect(repeat.status).toBe(304);
    expect(await (await fetchEdge(e, "/l/coffee")).text()).toBe("<p>one</p>");

    // ...but a cached live copy is dropped when its landing expires.
    const expiresAt = new Date(Date.now() + 2_000).toISOString();
    await writePublished(e.store, {
      uuid: uuid,
      html: "<p>soon</p>",
      meta: meta({ expiresAt }),
      alias: "soon",
    });
    const live = await fetchEdge(e, "/l/soon");
    expect(live.status).toBe(200);
    await live.arrayBuffer();
    await new Promise((r) => setTimeout(r, Date.parse(expiresAt) - Date.now() + 1_100));
    const gone = await fetchEdge(e, "/l/soon");
    expect(gone.status).toBe(403);
    await gone.arrayBuffer();
  });
});
