import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestRequest, landingStats, rotateStatsSalt } from "../app/services/stats/index.server";
import { makeStatsKit } from "../tests/support/stats-kit";
import { startEdge, type Edge } from "../scripts/lib/edge";

/**
 * Issue 15 "Done means": 50 visits and 5 clicks through the real worker
 * (the bundle in workerd, Miniflare) show up in the stats API. The worker
 * posts its batches to the app's ingest handler, served here on loopback.
 */
let dir: string;
let edge: Edge;
let app: http.Server;
let kit: Awaited<ReturnType<typeof makeStatsKit>>;
const SECRET = "i".repeat(64);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrina-stats-edge-"));
  app = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await ingestRequest(
      kit.ctx,
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(await answer.text());
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  edge = await startEdge({
    persistDir: path.join(dir, "r2"),
    port: 0,
    appUrl,
    rebuild: true,
    // Repeat views come from the Cache API (the landing travels with the cached copy).
    cacheTtl: 30,
    memoryCacheMb: 0,
    statsIngestSecret: SECRET,
  });
  kit = await makeStatsKit(edge.store, { STATS_INGEST_SECRET: SECRET }, { now: new Date() });
}, 180_000);

afterAll(async () => {
  await edge?.dispose();
  await kit?.close();
  await new Promise<void>((r) => app?.close(() => r()));
  rmSync(dir, { recursive: true, force: true });
});

const BROWSER =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15";

describe("view statistics through the real worker", () => {
  it("counts 50 visits and 5 clicks into /stats, and no bot", async () => {
    const me = await kit.owner();
    const uuid = await kit.published(me.id, "stats-shop");
    await rotateStatsSalt(kit.ctx);

    const page = `${edge.url}/l/stats-shop`;
    for (let i = 0; i < 50; i++) {
      // 25 visitors (browsers), each seen twice. The local worker has no client
      // address and ignores a CF-Connecting-IP sent by the client (issue 23).
      const res = await fetch(page, {
        headers: {
          "User-Agent": `${BROWSER} v${i % 25}`,
          "CF-Connecting-IP": `198.51.100.${i}`,
          ...(i < 10 ? { Referer: "https://t.me/some/channel" } : {}),
        },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      if (i === 0) {
        expect(html).toContain('data-v="button:0"');
        expect(html).toContain("/_v");
      }
    }
    const bot = await fetch(page, {
      headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    });
    expect(bot.status).toBe(200);
    await bot.text();
    const click = (target: string, origin: string) =>
      fetch(`${edge.url}/_v`, {
        method: "POST",
        headers: {
          "User-Agent": BROWSER,
          "Content-Type": "text/plain;charset=UTF-8",
          Origin: origin,
        },
        body: `/l/stats-shop\n${target}`,
      });
    // Another site's page cannot click into the counts (issue 23); sent first,
    // so that it would be counted by the time the five below are.
    expect((await click("button:1", "https://evil.example")).status).toBe(204);
    for (const target of ["button:0", "button:0", "button:1", "card:0", "card:3"]) {
      expect((await click(target, edge.url)).status).toBe(204);
    }

    let stats = await landingStats(kit.ctx, me, uuid, "7");
    for (let i = 0; i < 100 && (stats.totals.views < 50 || stats.totals.clicks < 5); i++) {
      await new Promise((r) => setTimeout(r, 100));
      stats = await landingStats(kit.ctx, me, uuid, "7");
    }
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.days.at(-1)).toEqual({ date: today, views: 50, visitors: 25 });
    expect(stats.totals).toEqual({ views: 50, visitors: 25, clicks: 5 });
    expect(stats.referrers).toEqual([{ domain: "t.me", views: 10 }]);
    expect(stats.countries).toEqual([{ country: "unknown", views: 50 }]);
    expect(stats.clicks).toEqual([
      { target: "button:0", clicks: 2 },
      { target: "button:1", clicks: 1 },
      { target: "card:0", clicks: 1 },
      { target: "card:3", clicks: 1 },
    ]);
  }, 60_000);
});
