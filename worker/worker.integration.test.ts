import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import en from "../core/i18n/locales/en/overlay";
import id from "../core/i18n/locales/id/overlay";
import ru from "../core/i18n/locales/ru/overlay";
import { bindHost, writeMeta, writePublished } from "../renderer/publish-ops";
import { ANALYTICS_ATTR, OVERLAY_ID, OVERLAY_LOCK_CLASS, escapeHtml } from "../core/overlay";
import { renderLanding } from "../renderer/render-landing";
import { fixtureMeta, fullLanding } from "../tests/fixtures/full-landing";
import { keys } from "../core/storage/keys";
import type { LandingMeta } from "../core/storage/records";
import { startEdge, type Edge } from "../scripts/lib/edge";
import { requestOver } from "../tests/support/edge-kit";

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

/** A request over a real socket with exactly this Host header (what curl -H 'Host: …' sends). */
async function rawGet(e: Edge, p: string, host: string): Promise<{ status: number; body: string }> {
  const { status, body } = await requestOver(e.url, p, { host });
  return { status, body };
}

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
    const overHttp = await rawGet(edge, "/", "shop.example");
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
    for (const p of ["/l/coffee", "/l/nothing", "/about"]) {
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
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    expect(await first.text()).toBe("<p>one</p>");
    // The answer sits in caches.default, keyed by the public origin + path...
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

describe("edge worker — issue 11", () => {
  it("serves an expired page without any of the owner's scripts (the overlay stays)", async () => {
    const html = renderLanding(
      {
        ...fullLanding,
        analytics: [
          ...fullLanding.analytics,
          {
            name: "remover",
            code: `<script>document.getElementById("${OVERLAY_ID}").remove()</script>`,
          },
        ],
      },
      fixtureMeta({ includeAnalytics: true, lang: "en" }),
      { log: () => {} },
    );
    expect(html).toContain(`<script ${ANALYTICS_ATTR}>document.getElementById`);
    expect(html).toContain(`<noscript ${ANALYTICS_ATTR}>`);
    await writePublished(edge.store, { uuid, html, meta: meta(), alias: "coffee" });
    const live = await fetchEdge(edge, "/l/coffee");
    expect(live.status).toBe(200);
    expect(await live.text()).toContain("document.getElementById");

    await writeMeta(edge.store, meta({ ownerExpired: true }));
    const expired = await fetchEdge(edge, "/l/coffee");
    expect(expired.status).toBe(403);
    const body = await expired.text();
    expect(body).toContain(`<div id="${OVERLAY_ID}"`);
    expect(body).toContain(en.unavailableTitle);
    expect(body).not.toMatch(/<script/i);
    expect(body).not.toMatch(/<noscript/i);
    expect(body).not.toContain(ANALYTICS_ATTR);
    expect(body).not.toContain("googletagmanager");
    // The rest of the page is still there behind the overlay.
    expect(body).toContain(`<h1>${escapeHtml(fullLanding.projectName)}</h1>`);
  });

  it("strips scripts from pages stored before analytics were marked", async () => {
    const legacy =
      "<!doctype html><html><head><title>Old</title></head><body><h1>Old</h1>" +
      `<script>document.getElementById("${OVERLAY_ID}").remove()</script>` +
      '<noscript><img src="https://p.example/x"></noscript></body></html>';
    await writePublished(edge.store, {
      uuid,
      html: legacy,
      meta: meta({ ownerExpired: true }),
      alias: "coffee",
    });
    const body = await (await fetchEdge(edge, "/l/coffee")).text();
    expect(body).toContain("<h1>Old</h1>");
    expect(body).toContain(`<div id="${OVERLAY_ID}"`);
    expect(body).not.toMatch(/<script|<noscript/i);
  });

  it("answers 404, never 500, for long paths up to the limit and 414 beyond it", async () => {
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "coffee" });
    for (const e of [edge, cached]) {
      for (const prefix of ["/l/", "/assets/", "/preview/", "/x/", "/l/%D0%B6"]) {
        for (const n of [1005, 1010, 1011, 1015, 1020, 1100, 1500, 1990 - prefix.length]) {
          const res = await fetchEdge(e, `${prefix}${"a".repeat(n)}`);
          expect([prefix, n, res.status]).toEqual([prefix, n, 404]);
          await res.arrayBuffer();
        }
      }
      // Multi-byte characters count as their UTF-8 bytes in R2 keys: 600 × 2 bytes.
      const cyrillic = await fetchEdge(e, `/l/${"%D0%B6".repeat(300)}`);
      expect(cyrillic.status).toBe(404);
      await cyrillic.arrayBuffer();
      for (const p of [`/l/${"a".repeat(2001)}`, `/l/coffee?${"q".repeat(2000)}`]) {
        const res = await fetchEdge(e, p, { headers: { "Accept-Language": "en" } });
        expect(res.status).toBe(414);
        expect(await res.text()).toBe(en.uriTooLong);
      }
      // The page itself is still there.
      expect((await fetchEdge(e, "/l/coffee")).status).toBe(200);
    }
    // And over a real socket.
    expect((await rawGet(edge, `/l/${"a".repeat(1500)}`, "pub.test")).status).toBe(404);
    expect((await rawGet(edge, `/l/${"a".repeat(2500)}`, "pub.test")).status).toBe(414);
  });

  it("answers 400 to a malformed Host and 404 to an unknown well-formed one", async () => {
    for (const host of [
      "-shop.example",
      "shop-.example",
      "a..b",
      "a_b.example",
      `${"a".repeat(64)}.example`,
      `${"abcdefghi.".repeat(26)}example`,
    ]) {
      const res = await rawGet(edge, "/", host);
      expect([host, res.status]).toEqual([host, 400]);
      expect((await rawGet(edge, "/l/coffee", host)).status).toBe(400);
    }
    expect((await rawGet(edge, "/", "unknown.example")).status).toBe(404);
    expect((await rawGet(edge, "/", "Unknown.Example.:8787")).status).toBe(404);
  });

  it("redirects / on the public origin to My landings in the app", async () => {
    for (const e of [edge, cached]) {
      for (const method of ["GET", "HEAD"]) {
        const res = await fetchEdge(e, "/", { method, redirect: "manual" });
        expect(res.status).toBe(302);
        expect(res.headers.get("location")).toBe("http://app.test:3000/landings");
        await res.arrayBuffer();
      }
    }
    const overHttp = await rawGet(edge, "/", "pub.test:8787");
    expect(overHttp.status).toBe(302);
    // A bound custom host still shows its landing at /.
    await writePublished(edge.store, { uuid, html: HTML, meta: meta(), alias: "coffee" });
    await bindHost(edge.store, "shop.example", uuid);
    expect((await rawGet(edge, "/", "shop.example")).body).toBe(HTML);
  });

  it("gives the public 404 page a back button in the visitor's language", async () => {
    for (const [accept, t] of [
      ["ru", ru],
      ["en-US,en;q=0.9", en],
      ["id", id],
    ] as const) {
      const res = await fetchEdge(edge, "/l/nothing", { headers: { "Accept-Language": accept } });
      expect(res.status).toBe(404);
      const body = await res.text();
      expect(body).toMatch(
        new RegExp(`<button type="button" id="vt-back" hidden>${escapeHtml(t.goBack)}</button>`),
      );
      expect(body).toContain("history.back()");
      expect(body).toContain(escapeHtml(t.goHome));
    }
  });
});
