import { describe, expect, it } from "vitest";
import en from "../core/i18n/locales/en/overlay";
import ru from "../core/i18n/locales/ru/overlay";
import { bindHost, writeMeta, writePublished } from "../renderer/publish-ops";
import { keys } from "../core/storage/keys";
import type { SiteStore } from "../core/storage/site-store";
import { signPreview } from "../core/preview-signature";
import { edgeConfig } from "./config";
import { EdgeCache } from "./edge-cache";
import {
  answerFromMemory,
  handleRequest,
  isPublicHost,
  isWellFormedHost,
  matchRoute,
  MAX_TARGET_BYTES,
  purgeKey,
  type EdgeDeps,
} from "./router";
import { NOT_FOUND_SCRIPT, notFoundHtml } from "./not-found";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";

let store: SiteStore;
withTestBucket((s) => (store = s), { emptyEachTest: true });

let now = new Date("2030-06-01T12:00:00.000Z");
const meta = testMeta;
const config = edgeConfig({
  APP_URL: "https://app.example",
  PUBLIC_URL: "https://pub.example",
  EDGE_CACHE_TTL: "30",
  PREVIEW_SECRET: "preview-secret",
});
const deps = (over: Partial<EdgeDeps> = {}): EdgeDeps => ({
  store,
  config,
  cache: null,
  now: () => now,
  ...over,
});
/** The landing published under the alias "coffee" with this page and version. */
const publishCoffee = (html: string, version = "v1") =>
  writePublished(store, { uuid, html, meta: meta({ version }), alias: "coffee" });
const get = (path: string, init: RequestInit & { host?: string } = {}) =>
  new Request(`https://${init.host ?? "pub.example"}${path}`, init);

describe("matchRoute", () => {
  it("maps paths to routes, host-aware", () => {
    const cases: Array<[path: string, host: string, route: ReturnType<typeof matchRoute>]> = [
      ["/l/coffee", "pub.example", { kind: "landing", slug: "coffee" }],
      ["/l/coffee/", "pub.example", { kind: "landing", slug: "coffee" }],
      ["/l/%D0%BA%D0%BE%D1%84%D0%B5", "pub.example", { kind: "landing", slug: "кофе" }],
      ["/assets/abc.webp", "pub.example", { kind: "asset", name: "abc.webp" }],
      ["/", "shop.example", { kind: "host", hostname: "shop.example" }],
      ["/", "pub.example", { kind: "home" }],
      ["/l/a/b", "pub.example", null],
      ["/l/%2F", "pub.example", null],
      ["/l/%E0%A4%A", "pub.example", null],
      ["/about", "pub.example", null],
      ["/l/x", "bad host", null],
    ];
    for (const [path, host, route] of cases)
      expect(matchRoute(path, host, config), `${host} ${path}`).toEqual(route);
    expect(matchRoute("/", "pub.example", edgeConfig({ PUBLIC_URL: "https://pub.example" }))).toBe(
      null,
    );
  });

  it("serves /l/… only on the public host (and loopback), never on a tenant's custom host", () => {
    expect(matchRoute("/l/coffee", "shop.example", config)).toBeNull();
    for (const h of [
      "pub.example",
      "localhost",
      "127.0.0.1",
      "[::1]",
      "edge.localhost",
      "10.0.0.5",
    ]) {
      expect(isPublicHost(h, config)).toBe(true);
    }
    expect(isPublicHost("anything.example", edgeConfig({}))).toBe(true);
  });
});

describe("handleRequest", () => {
  it("serves a landing by alias and by uuid", async () => {
    await publishCoffee("<p>Привет</p>");
    for (const path of ["/l/coffee", `/l/${uuid}`]) {
      const res = await handleRequest(get(path), deps());
      expect(res.status).toBe(200);
      expect(await res.text()).toBe("<p>Привет</p>");
      expect(res.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
      expect(res.headers.get("ETag")).toBe('"v1"');
      expect(res.headers.get("Set-Cookie")).toBeNull();
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Content-Security-Policy")).toMatch(
        /frame-ancestors [^;]+; base-uri 'self'/,
      );
    }
  });

  it("answers HEAD with the headers and no body", async () => {
    await publishCoffee("<p>12345</p>");
    const res = await handleRequest(get("/l/coffee", { method: "HEAD" }), deps());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Length")).toBe(
      String(new TextEncoder().encode("<p>12345</p>").length),
    );
    expect(res.headers.get("ETag")).toBe('"v1"');
    expect(await res.text()).toBe("");
  });

  it("answers 304 to a matching If-None-Match, 200 to a stale one", async () => {
    await publishCoffee("<p>x</p>");
    const hit = await handleRequest(
      get("/l/coffee", { headers: { "If-None-Match": 'W/"v1"' } }),
      deps(),
    );
    expect(hit.status).toBe(304);
    expect(hit.headers.get("ETag")).toBe('"v1"');
    expect(await hit.text()).toBe("");
    const miss = await handleRequest(
      get("/l/coffee", { headers: { "If-None-Match": '"v0"' } }),
      deps(),
    );
    expect(miss.status).toBe(200);
  });

  it("serves a bound host's landing at /, and 404s an unknown host", async () => {
    await publishCoffee("<p>host</p>");
    await bindHost(store, "Shop.Example", uuid);
    const res = await handleRequest(get("/", { host: "shop.example:443" }), deps());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("<p>host</p>");
    expect((await handleRequest(get("/", { host: "unknown.example" }), deps())).status).toBe(404);
    expect((await handleRequest(get("/l/coffee", { host: "shop.example" }), deps())).status).toBe(
      404,
    );
  });

  it("404s unpublished and missing landings with the public not-found page in the visitor's language", async () => {
    await publishCoffee("<p>x</p>");
    await writeMeta(store, meta({ published: false }));
    const hidden = await handleRequest(get("/l/coffee"), deps());
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).toContain(ru.notFoundTitle);
    const missing = await handleRequest(
      get("/l/none", { headers: { "Accept-Language": "en-US,en;q=0.9" } }),
      deps(),
    );
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(en.notFoundTitle);
    expect(missing.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("serves assets immutable with their stored type; refuses traversal", async () => {
    await store.put(keys.asset("abc.webp"), new Uint8Array([1, 2, 3]), {
      contentType: "image/webp",
    });
    const res = await handleRequest(get("/assets/abc.webp"), deps());
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/webp");
    expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect((await handleRequest(get("/assets/..%2Fmeta%2Fx.json"), deps())).status).toBe(404);
    expect((await handleRequest(get("/assets/missing.webp"), deps())).status).toBe(404);
  });

  it("refuses other methods with 405 and Allow", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) {
      const res = await handleRequest(get("/l/coffee", { method }), deps());
      expect(res.status).toBe(405);
      expect(res.headers.get("Allow")).toBe("GET, HEAD");
    }
  });

  it("reuses a cached answer within the TTL and re-reads the bucket after it", async () => {
    const cache = new EdgeCache(null);
    await publishCoffee("<p>one</p>");
    expect(await (await handleRequest(get("/l/coffee"), deps({ cache }))).text()).toBe(
      "<p>one</p>",
    );
    await publishCoffee("<p>two</p>", "v2");
    expect(await (await handleRequest(get("/l/coffee"), deps({ cache }))).text()).toBe(
      "<p>one</p>",
    );
    now = new Date(now.getTime() + 30_000);
    const fresh = await handleRequest(get("/l/coffee"), deps({ cache }));
    expect(await fresh.text()).toBe("<p>two</p>");
    expect(fresh.headers.get("ETag")).toBe('"v2"');
  });

  it("does not cache a 404, so a page published a moment later is served at once", async () => {
    const cache = new EdgeCache(null);
    expect((await handleRequest(get("/l/coffee"), deps({ cache }))).status).toBe(404);
    await publishCoffee("<p>new</p>");
    expect((await handleRequest(get("/l/coffee"), deps({ cache }))).status).toBe(200);
  });
});

describe("editor previews", () => {
  it("serves a draft only through a signed, unexpired link; uncached and unindexed", async () => {
    await store.put(keys.preview(uuid), "<html><body>draft</body></html>", {
      contentType: "text/html",
    });
    const signed = await signPreview("preview-secret", uuid, now);
    const res = await handleRequest(
      new Request(`https://pub.example/preview/${uuid}?${signed}`),
      deps(),
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("draft");
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Robots-Tag")).toContain("noindex");

    const bare = await handleRequest(new Request(`https://pub.example/preview/${uuid}`), deps());
    expect(bare.status).toBe(404);
    const forged = await signPreview("another-secret", uuid, now);
    const wrong = await handleRequest(
      new Request(`https://pub.example/preview/${uuid}?${forged}`),
      deps(),
    );
    expect(wrong.status).toBe(404);
    const later = new Date(now.getTime() + 2 * 86_400_000);
    const stale = await handleRequest(
      new Request(`https://pub.example/preview/${uuid}?${signed}`),
      deps({ now: () => later }),
    );
    expect(stale.status).toBe(404);
    expect(matchRoute("/preview/not-a-uuid/x", "pub.example", config)).toBeNull();
  });
});

describe("issue 11 at the router", () => {
  it("tells malformed hosts from unknown ones", () => {
    for (const h of ["pub.example", "shop.example", "xn--80ak6aa92e.example", "127.0.0.1", "[::1]"])
      expect(isWellFormedHost(h)).toBe(true);
    for (const h of [
      "",
      "bad host",
      "a..b",
      "-a.example",
      "a-.example",
      "a_b.example",
      "a@b",
      `${"a".repeat(64)}.example`,
      `${"a.".repeat(127)}ab`,
    ])
      expect(isWellFormedHost(h)).toBe(false);
  });

  it("answers 400 to a malformed host before anything else", async () => {
    const res = await handleRequest(
      get("/l/coffee", { host: "a_b.example", method: "POST" }),
      deps(),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(ru.badRequest);
  });

  it("answers 414 past the target limit and 404 (no bucket lookup) to long names below it", async () => {
    const path = (n: number) => `/l/${"a".repeat(n - 3)}`;
    expect((await handleRequest(get(path(MAX_TARGET_BYTES)), deps())).status).toBe(404);
    const long = await handleRequest(get(path(MAX_TARGET_BYTES + 1)), deps());
    expect(long.status).toBe(414);
    expect(await long.text()).toBe(ru.uriTooLong);
    const query = await handleRequest(get(`/l/coffee?q=${"x".repeat(MAX_TARGET_BYTES)}`), deps());
    expect(query.status).toBe(414);
    const failing: SiteStore = {
      ...store,
      get: () => Promise.reject(new Error("no lookup expected")),
    };
    for (const p of [`/l/${"a".repeat(1100)}`, `/assets/${"a".repeat(1100)}.webp`]) {
      expect(matchRoute(p, "pub.example", config)).toBeNull();
      expect((await handleRequest(get(p), deps({ store: failing }))).status).toBe(404);
    }
  });

  it("sends / on the public host to My landings; bound hosts keep their landing", async () => {
    const res = await handleRequest(get("/"), deps());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("https://app.example/landings");
    expect(res.headers.get("Cache-Control")).toBe("no-cache");
    expect((await handleRequest(get("/", { host: "unknown.example" }), deps())).status).toBe(404);
  });

  it("the 404 page's back button goes back in history, or to / with no history", () => {
    const html = notFoundHtml("en", "https://app.example/");
    expect(html).toContain(`<button type="button" id="vt-back" hidden>${en.goBack}</button>`);
    expect(html).toContain(`<script>${NOT_FOUND_SCRIPT}</script>`);
    const run = (historyLength: number) => {
      let onClick: (() => void) | null = null;
      const button = {
        hidden: true,
        addEventListener: (type: string, fn: () => void) => type === "click" && (onClick = fn),
      };
      const calls: string[] = [];
      new Function("document", "history", "location", NOT_FOUND_SCRIPT)(
        { getElementById: (id: string) => (id === "vt-back" ? button : null) },
        { length: historyLength, back: () => calls.push("back") },
        { assign: (u: string) => calls.push(`assign ${u}`) },
      );
      expect(button.hidden).toBe(false);
      (onClick as unknown as () => void)();
      return calls;
    };
    expect(run(3)).toEqual(["back"]);
    expect(run(1)).toEqual(["assign /"]);
  });
});

describe("issue 12 at the router", () => {
  const prod = edgeConfig({
    APP_URL: "https://app.example",
    PUBLIC_URL: "https://pub.example",
    PUBLIC_DOMAIN: "pub.example",
    EDGE_CACHE_TTL: "86400",
  });

  it("serves {alias}.<PUBLIC_DOMAIN> at / and redirects /l/{alias} there", () => {
    expect(matchRoute("/", "coffee.pub.example", prod)).toEqual({
      kind: "subdomain",
      label: "coffee",
    });
    expect(matchRoute("/", `${uuid}.pub.example`, prod)).toEqual({
      kind: "subdomain",
      label: uuid,
    });
    expect(matchRoute("/l/Coffee", "pub.example", prod, new URLSearchParams("a=1"))).toEqual({
      kind: "redirect",
      location: "https://coffee.pub.example/?a=1",
    });
    expect(matchRoute(`/l/${uuid}`, "pub.example", prod)).toEqual({
      kind: "redirect",
      location: `https://${uuid}.pub.example/`,
    });
    // Not a DNS label (too long, `--` in positions 3–4): only /l/{alias}.
    for (const slug of ["a".repeat(64), "ab--cd", "кофе"]) {
      expect(matchRoute(`/l/${encodeURIComponent(slug)}`, "pub.example", prod)).toEqual({
        kind: "landing",
        slug,
      });
    }
    // A landing's subdomain serves that landing only: no /l/, no previews, no other paths.
    expect(matchRoute("/l/other", "coffee.pub.example", prod)).toBeNull();
    expect(matchRoute(`/preview/${uuid}`, "coffee.pub.example", prod)).toBeNull();
    expect(matchRoute("/about", "coffee.pub.example", prod)).toBeNull();
    expect(matchRoute("/", "a.b.pub.example", prod)).toBeNull();
    expect(matchRoute("/", "ab--cd.pub.example", prod)).toBeNull();
    expect(matchRoute("/assets/x.webp", "coffee.pub.example", prod)).toEqual({
      kind: "asset",
      name: "x.webp",
    });
    // The apex still sends / to My landings; custom hosts keep theirs.
    expect(matchRoute("/", "pub.example", prod)).toEqual({ kind: "home" });
    expect(matchRoute("/", "shop.example", prod)).toEqual({
      kind: "host",
      hostname: "shop.example",
    });
    // Locally (no PUBLIC_DOMAIN) /l/{alias} stays.
    expect(matchRoute("/l/coffee", "pub.example", config)).toEqual({
      kind: "landing",
      slug: "coffee",
    });
  });

  it("answers a subdomain from the bucket and /l/{alias} with a permanent redirect", async () => {
    await publishCoffee("<p>sub</p>");
    const d = deps({ config: prod });
    const sub = await handleRequest(get("/", { host: "coffee.pub.example" }), d);
    expect(sub.status).toBe(200);
    expect(await sub.text()).toBe("<p>sub</p>");
    const byUuid = await handleRequest(get("/", { host: `${uuid}.pub.example` }), d);
    expect(await byUuid.text()).toBe("<p>sub</p>");
    const moved = await handleRequest(get("/l/coffee"), d);
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("https://coffee.pub.example/");
    expect((await handleRequest(get("/", { host: "tea.pub.example" }), d)).status).toBe(404);
  });

  it("keys landing copies by the public URLs the app purges", () => {
    const key = (path: string, host: string, c = config) => purgeKey(`https://${host}${path}`, c);
    // Every public host shares the public origin's key; names are case-insensitive.
    for (const h of ["pub.example", "localhost", "127.0.0.1"])
      expect(key("/l/Coffee/", h)).toBe("https://pub.example/l/coffee");
    expect(key("/", "shop.example")).toBe("https://shop.example/");
    expect(key("/", "coffee.pub.example", prod)).toBe("https://coffee.pub.example/");
    expect(key("/l/coffee", "pub.example", prod)).toBeNull(); // a redirect: nothing kept
    expect(key("/", "pub.example")).toBeNull();
    expect(purgeKey("not a url", config)).toBeNull();
  });

  it("purges through POST /__purge only with the shared secret", async () => {
    const secret = "purge-secret-0123456789abcdef0123456789";
    const c = { ...config, purgeSecret: secret };
    const cache = new EdgeCache(null);
    const d = deps({ config: c, cache });
    await publishCoffee("<p>one</p>");
    expect(await (await handleRequest(get("/l/coffee", { host: "localhost" }), d)).text()).toBe(
      "<p>one</p>",
    );
    await publishCoffee("<p>two</p>", "v2");
    expect(await (await handleRequest(get("/l/coffee"), d)).text()).toBe("<p>one</p>");
    const purge = (secretHeader: string | null, body: unknown, method = "POST") =>
      handleRequest(
        get("/__purge", {
          method,
          headers: secretHeader ? { "X-Purge-Secret": secretHeader } : {},
          body: method === "POST" ? JSON.stringify(body) : undefined,
        }),
        d,
      );
    const files = { files: ["http://127.0.0.1:8787/l/coffee"] };
    expect((await purge(null, files)).status).toBe(403);
    expect((await purge(`${secret}x`, files)).status).toBe(403);
    expect((await purge(secret, { files: "nope" })).status).toBe(400);
    expect((await purge(secret, null, "GET")).status).toBe(405);
    const ok = await purge(secret, files);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, keys: 1, dropped: 1 });
    expect(await (await handleRequest(get("/l/coffee"), d)).text()).toBe("<p>two</p>");
    // Without a configured secret the path does not exist.
    expect((await handleRequest(get("/__purge", { method: "POST" }), deps())).status).toBe(405);
    expect((await handleRequest(get("/__purge"), deps())).status).toBe(404);
  });
});

describe("the repeat-view fast path (answerFromMemory)", () => {
  it("answers from memory exactly what handleRequest answers, and nothing else", async () => {
    const cache = new EdgeCache(null);
    const d = deps({ cache });
    await publishCoffee("<p>fast</p>");
    await bindHost(store, "shop.example", uuid);
    // Nothing in memory yet.
    expect(answerFromMemory(get("/l/coffee"), d)).toBeNull();
    const urls = [
      ["/l/coffee", "pub.example"],
      ["/l/COFFEE/", "localhost:8787"],
      ["/l/%63offee?utm=1", "127.0.0.1:8787"],
      [`/l/${uuid}`, "pub.example"],
      ["/", "shop.example"],
      ["/l/./coffee", "pub.example"],
      ["/l/coffee", "shop.example"],
      ["/l/tea", "pub.example"],
      ["/", "pub.example"],
    ];
    for (const [p, host] of urls) await handleRequest(get(p, { host }), d);
    for (const [p, host] of urls) {
      const fast = answerFromMemory(get(p, { host }), d);
      const slow = await handleRequest(get(p, { host }), d);
      if (fast) {
        expect([p, host, fast.status]).toEqual([p, host, slow.status]);
        expect(await fast.text()).toBe(await slow.text());
      }
    }
    expect(answerFromMemory(get("/l/coffee", { host: "localhost" }), d)).not.toBeNull();
    expect(answerFromMemory(get("/", { host: "shop.example" }), d)).not.toBeNull();
    // Left to handleRequest: other methods, and what is not cached.
    expect(answerFromMemory(get("/l/coffee", { method: "POST" }), d)).toBeNull();
    expect(answerFromMemory(get("/l/tea"), d)).toBeNull();
    expect(answerFromMemory(get("/"), d)).toBeNull();
    const head = answerFromMemory(get("/l/coffee", { method: "HEAD" }), d)!;
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    const notModified = answerFromMemory(
      get("/l/coffee", { headers: { "If-None-Match": '"v1"' } }),
      d,
    )!;
    expect(notModified.status).toBe(304);
  });
});

describe("a www/apex twin (decision 011)", () => {
  it("redirects every path of the twin to its primary, permanently; the primary serves the page", async () => {
    await writePublished(store, { uuid, html: "<p>primary</p>", meta: meta() });
    await bindHost(store, "example.com", uuid);
    await bindHost(store, "www.example.com", uuid, "example.com");
    const at = (path: string, init: RequestInit = {}) =>
      handleRequest(get(path, { ...init, host: "www.example.com" }), deps());

    for (const [path, location] of [
      ["/", "https://example.com/"],
      ["/en", "https://example.com/en"],
      ["/menu/today?q=1&x=%20y", "https://example.com/menu/today?q=1&x=%20y"],
    ]) {
      const moved = await at(path);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("Location")).toBe(location);
    }
    const posted = await at("/form?a=1", { method: "POST" });
    expect(posted.status).toBe(308);
    expect(posted.headers.get("Location")).toBe("https://example.com/form?a=1");

    const page = await handleRequest(get("/", { host: "example.com" }), deps());
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<p>primary</p>");
    // The primary keeps 404 for paths it has no page at, and 405 for other methods.
    expect((await handleRequest(get("/menu", { host: "example.com" }), deps())).status).toBe(404);
    const post = await handleRequest(get("/", { host: "example.com", method: "POST" }), deps());
    expect(post.status).toBe(405);
  });

  it("keeps a local http origin's scheme, and never caches the twin as a page", async () => {
    await writePublished(store, { uuid, html: "<p>primary</p>", meta: meta() });
    await bindHost(store, "www.example.com", uuid, "example.com");
    const local = edgeConfig({ APP_URL: "http://localhost:3000", PUBLIC_URL: "http://127.0.0.1" });
    const cache = new EdgeCache(null);
    const d = deps({ config: local, cache });
    for (let i = 0; i < 2; i++) {
      const moved = await handleRequest(new Request("http://www.example.com/p?q=2"), d);
      expect(moved.status).toBe(301);
      expect(moved.headers.get("Location")).toBe("http://example.com/p?q=2");
      const root = await handleRequest(new Request("http://www.example.com/"), d);
      expect(root.headers.get("Location")).toBe("http://example.com/");
    }
    expect(answerFromMemory(new Request("http://www.example.com/"), d)).toBeNull();
  });
});
