import { beforeEach, describe, expect, it, vi } from "vitest";
import { STATS_SALT_KEY, rotateSalts } from "../core/stats/salt";
import { STATS_EVENTS_PER_MINUTE, type StatsEvent } from "../core/stats/rules";
import { writePublished } from "../renderer/publish-ops";
import type { SiteStore } from "../core/storage/site-store";
import { withTestBucket } from "../tests/support/test-bucket";
import { TEST_UUID as uuid, testMeta } from "../tests/support/landing-meta";
import { edgeConfig } from "./config";
import { EdgeCache } from "./edge-cache";
import { answerFromMemory, handleRequest, type EdgeDeps } from "./router";
import {
  INGEST_BATCH,
  StatsCounter,
  appIngestSink,
  parseBeacon,
  statsCounterFor,
  type StatsSink,
} from "./stats";

let bucket: SiteStore;
withTestBucket((s) => (bucket = s));

const now = new Date("2030-06-01T12:00:00.000Z");
const meta = testMeta;
const config = edgeConfig({ PUBLIC_URL: "https://pub.example", EDGE_CACHE_TTL: "30" });
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** Counts reads, so a cache hit can be shown to read nothing. */
let reads: string[] = [];
const store: SiteStore = {
  put: (...a) => bucket.put(...a),
  delete: (k) => bucket.delete(k),
  list: (p) => bucket.list(p),
  get: (k) => {
    reads.push(k);
    return bucket.get(k);
  },
};

let events: StatsEvent[];
let pending: Promise<unknown>[];
const sink: StatsSink = { write: (es) => void events.push(...es) };
const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p) };
const settle = async () => {
  while (pending.length) await Promise.all(pending.splice(0));
};

function deps(over: Partial<EdgeDeps> = {}): EdgeDeps {
  return {
    store,
    config,
    cache: new EdgeCache(null),
    now: () => now,
    ctx,
    // As on Cloudflare, whose edge sets CF-Connecting-IP (a client cannot).
    stats: new StatsCounter({ sink, store, now: () => now, addressFromEdge: true }),
    ...over,
  };
}
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://pub.example${path}`, {
    headers: { "User-Agent": BROWSER, "CF-Connecting-IP": "203.0.113.7", ...headers },
  });
/** A click beacon as a browser sends it from the page: same-origin. */
const beacon = (body: string, headers: Record<string, string> = {}) =>
  new Request("https://pub.example/_v", {
    method: "POST",
    body,
    headers: {
      "User-Agent": BROWSER,
      "CF-Connecting-IP": "203.0.113.7",
      Origin: "https://pub.example",
      ...headers,
    },
  });

beforeEach(async () => {
  await bucket.delete(await bucket.list(""));
  await writePublished(bucket, { uuid, html: "<p>shop</p>", meta: meta(), alias: "shop" });
  await bucket.put(STATS_SALT_KEY, JSON.stringify(rotateSalts({ salts: {} }, now)));
  events = [];
  pending = [];
  reads = [];
});

describe("view statistics at the edge", () => {
  it("counts a landing served with 200, in waitUntil, with a daily visitor hash and the referrer domain", async () => {
    const res = await handleRequest(
      get("/l/shop", { Referer: "https://www.google.com/search?q=x" }),
      deps(),
    );
    expect(res.status).toBe(200);
    // Nothing is counted on the response's path…
    expect(events).toEqual([]);
    expect(pending).toHaveLength(1);
    // …only in waitUntil.
    await settle();
    expect(events).toEqual([
      {
        kind: "view",
        landing: uuid,
        at: now.getTime(),
        visitor: expect.stringMatching(/^[0-9a-f]{16}$/),
        referrer: "google.com",
        country: "unknown",
        target: "",
      },
    ]);
    expect(JSON.stringify(events)).not.toContain("203.0.113.7");
  });

  it("does not count bots, HEAD, 304 revalidations, 404s or a landing whose owner switched counting off", async () => {
    const d = deps();
    await handleRequest(
      get("/l/shop", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      d,
    );
    await handleRequest(
      new Request("https://pub.example/l/shop", {
        method: "HEAD",
        headers: { "User-Agent": BROWSER },
      }),
      d,
    );
    await handleRequest(get("/l/shop", { "If-None-Match": '"v1"' }), d);
    await handleRequest(get("/l/nothing-here"), d);
    await settle();
    expect(events).toEqual([]);

    await writePublished(bucket, {
      uuid,
      html: "<p>shop</p>",
      meta: meta({ statsOff: true }),
      alias: "shop",
    });
    await handleRequest(get("/l/shop"), deps());
    await handleRequest(beacon("/l/shop\nbutton:0"), deps());
    await settle();
    expect(events).toEqual([]);
  });

  it("adds no bucket read to a cache hit (memory fast path and handleRequest alike)", async () => {
    const d = deps();
    await handleRequest(get("/l/shop"), d);
    await settle();
    expect(events).toHaveLength(1);
    const afterMiss = reads.length;
    expect(reads).toContain(STATS_SALT_KEY);

    const hit = answerFromMemory(get("/l/shop"), d);
    expect(hit?.status).toBe(200);
    await handleRequest(get("/l/shop"), d);
    await settle();
    expect(events).toHaveLength(3);
    expect(reads.length).toBe(afterMiss);
  });

  it("counts a click beacon on /_v for a button or a card of the page it names, and answers 204", async () => {
    const d = deps();
    const res = await handleRequest(beacon("/l/shop\ncard:2"), d);
    expect(res.status).toBe(204);
    await settle();
    expect(events).toEqual([
      expect.objectContaining({ kind: "click", landing: uuid, target: "card:2", referrer: "" }),
    ]);
  });

  it("ignores beacons that name no landing, an unknown target, a bot, or come as GET", async () => {
    const d = deps();
    expect((await handleRequest(beacon("/l/none\nbutton:0"), d)).status).toBe(204);
    expect((await handleRequest(beacon("/l/shop\nbutton:7"), d)).status).toBe(204);
    expect(
      (await handleRequest(beacon("/l/shop\nbutton:1", { "User-Agent": "curl/8.0 bot" }), d))
        .status,
    ).toBe(204);
    expect((await handleRequest(beacon("x".repeat(5000)), d)).status).toBe(204);
    expect((await handleRequest(get("/_v"), d)).status).toBe(405);
    await settle();
    expect(events).toEqual([]);
  });

  it("caps one visitor's events per minute, so replayed beacons cannot inflate clicks", async () => {
    const d = deps();
    for (let i = 0; i < STATS_EVENTS_PER_MINUTE + 15; i++) {
      await handleRequest(beacon("/l/shop\nbutton:0"), d);
    }
    // Another visitor is not held back by the first one's cap.
    await handleRequest(beacon("/l/shop\nbutton:0", { "CF-Connecting-IP": "198.51.100.1" }), d);
    await settle();
    expect(events).toHaveLength(STATS_EVENTS_PER_MINUTE + 1);
  });

  it("counts views without a visitor hash until a salt exists (never a made-up one)", async () => {
    await bucket.delete(STATS_SALT_KEY);
    await handleRequest(get("/l/shop"), deps());
    await settle();
    expect(events).toEqual([expect.objectContaining({ kind: "view", visitor: "" })]);
  });

  it("reads the beacon body as path and target", () => {
    expect(parseBeacon("/l/shop\nbutton:1")).toEqual({ path: "/l/shop", target: "button:1" });
    expect(parseBeacon("/\ncard:0")).toEqual({ path: "/", target: "card:0" });
    expect(parseBeacon("button:1")).toBeNull();
    expect(parseBeacon("l/shop\nbutton:1")).toBeNull();
  });
});

describe("batches", () => {
  it("one request carries a burst: the others only add their event, then one signed POST", async () => {
    const posts: Array<{ url: string; secret: string | null; events: StatsEvent[] }> = [];
    const sink = appIngestSink(
      "http://app.test/api/internal/stats",
      "k".repeat(40),
      async (url, init) => {
        posts.push({
          url: String(url),
          secret: new Headers(init?.headers).get("X-Stats-Secret"),
          events: JSON.parse(String(init?.body)).events,
        });
        return new Response("{}");
      },
    );
    const counter = new StatsCounter({ sink, store, now: () => now, delayMs: 50 });
    const d = deps({ stats: counter });
    const contexts = [0, 1, 2].map(() => {
      const held: Promise<unknown>[] = [];
      return { held, ctx: { waitUntil: (p: Promise<unknown>) => void held.push(p) } };
    });
    for (const [i, c] of contexts.entries()) {
      await handleRequest(get("/l/shop", { "User-Agent": `${BROWSER} ${i}` }), {
        ...d,
        ctx: c.ctx,
      });
    }
    // Only the first request waits (for the batch); nothing was sent yet.
    expect(contexts.map((c) => c.held.length)).toEqual([1, 0, 0]);
    expect(posts).toEqual([]);
    await Promise.all(contexts[0].held);
    expect(posts).toHaveLength(1);
    expect(posts[0].url).toBe("http://app.test/api/internal/stats");
    expect(posts[0].secret).toBe("k".repeat(40));
    expect(posts[0].events).toHaveLength(3);
    expect(new Set(posts[0].events.map((e) => e.visitor)).size).toBe(3);
    // A full batch leaves at once, in the request that filled it.
    for (let i = 0; i < INGEST_BATCH; i++) {
      await handleRequest(get("/l/shop", { "User-Agent": `${BROWSER} b${i}` }), d);
    }
    await settle();
    expect(posts.slice(1).map((p) => p.events.length)).toEqual([INGEST_BATCH]);
  });
});

describe("statistics integrity (issue 23)", () => {
  const visitorsOf = async (counter: StatsCounter | null, requests: Request[]) => {
    const d = deps({ stats: counter });
    for (const r of requests) await handleRequest(r, d);
    await settle();
  };
  const fromAddresses = (...ips: string[]) =>
    ips.map((ip) => get("/l/shop", ip ? { "CF-Connecting-IP": ip } : {}));

  it("on Cloudflare (Analytics Engine) visitors are told apart by the edge's CF-Connecting-IP", async () => {
    const points: Array<{ blobs?: string[] }> = [];
    const counter = statsCounterFor(
      { STATS: { writeDataPoint: (p) => void points.push(p) } },
      store,
      () => now,
    );
    await visitorsOf(counter, fromAddresses("198.51.100.1", "198.51.100.2"));
    expect(new Set(points.map((p) => p.blobs?.[2])).size).toBe(2);
  });

  it("the local worker ignores a client-sent CF-Connecting-IP: one browser is one visitor", async () => {
    const posted: StatsEvent[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).startsWith("http://app.test/")) return realFetch(input, init);
      posted.push(...(JSON.parse(String(init?.body)) as { events: StatsEvent[] }).events);
      return new Response("{}");
    });
    try {
      const counter = statsCounterFor(
        {
          STATS_INGEST_SECRET: "k".repeat(40),
          STATS_INGEST_URL: "http://app.test/api/internal/stats",
        },
        store,
        () => now,
      );
      await visitorsOf(counter, [
        ...fromAddresses("198.51.100.1", "198.51.100.2", ""),
        get("/l/shop", { "User-Agent": `${BROWSER} other` }),
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(posted).toHaveLength(4);
    const visitors = posted.map((e) => e.visitor);
    expect(new Set(visitors.slice(0, 3)).size).toBe(1);
    expect(visitors[3]).not.toBe(visitors[0]);
  });

  it("counts a beacon only when Origin or Sec-Fetch-Site says it came from the page's own origin", async () => {
    const d = deps();
    /** Origin "" = none sent. */
    const counted: Array<Record<string, string>> = [
      { Origin: "https://pub.example" },
      { Origin: "", "Sec-Fetch-Site": "same-origin" },
      { Origin: "https://pub.example", "Sec-Fetch-Site": "same-origin" },
    ];
    const dropped: Array<Record<string, string>> = [
      { Origin: "" },
      { Origin: "https://evil.example" },
      { Origin: "http://pub.example" },
      { Origin: "null" },
      { Origin: "https://pub.example.evil.example" },
      { Origin: "", "Sec-Fetch-Site": "cross-site" },
      // A sibling landing's subdomain is same-site, not same-origin.
      { Origin: "", "Sec-Fetch-Site": "same-site" },
      { Origin: "https://pub.example", "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example", "Sec-Fetch-Site": "same-origin" },
    ];
    const send = (h: Record<string, string>) => {
      const headers = Object.fromEntries(Object.entries(h).filter(([, v]) => v));
      const r = beacon("/l/shop\nbutton:0", headers);
      if (!h.Origin) r.headers.delete("Origin");
      return handleRequest(r, d);
    };
    for (const h of dropped) expect((await send(h)).status, JSON.stringify(h)).toBe(204);
    await settle();
    expect(events).toEqual([]);
    for (const h of counted) expect((await send(h)).status).toBe(204);
    await settle();
    expect(events).toHaveLength(counted.length);
  });
});
