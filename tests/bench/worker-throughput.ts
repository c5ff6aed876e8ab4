/**
 * Edge worker throughput (DESIGN.md §5): the bundled worker in workerd
 * (Miniflare) over a local R2 bucket, loaded by autocannon over loopback.
 *   npx tsx tests/bench/worker-throughput.ts
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50).
 * Target: ≥ 2,000 req/s on a repeat view (edge cache hit).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Miniflare } from "miniflare";
import { writePublished } from "../../renderer/publish-ops";
import type { LandingMeta } from "../../renderer/storage/site-store";
import { startEdge, type Edge } from "../../scripts/lib/edge";

process.env.NODE_ENV ??= "production";
// autocannon ships no type declarations.
const autocannon = createRequire(import.meta.url)("autocannon") as (
  opts: object,
) => Promise<AutocannonResult>;
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RPS = 2000;
const UUID = "0b8f6a4e-3c2d-4e5f-9a1b-2c3d4e5f6a7b";

async function pageHtml(): Promise<{ html: string; source: string }> {
  try {
    const { renderLanding } = await import("../../renderer/render-landing");
    const { fixtureMeta, fullLanding } = await import("../fixtures/full-landing");
    return {
      html: renderLanding(fullLanding, fixtureMeta({ uuid: UUID })),
      source: "fixture full landing",
    };
  } catch (err) {
    console.warn(`(renderer unavailable: ${(err as Error).message}; using a synthetic page)`);
    const card = (i: number) =>
      `<article class="card"><h3>Card ${i}</h3><p>${"Lorem ipsum dolor sit amet. ".repeat(8)}</p></article>`;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench</title></head><body>${Array.from({ length: 120 }, (_, i) => card(i)).join("")}</body></html>`;
    return { html, source: "synthetic page" };
  }
}

const meta = (over: Partial<LandingMeta> = {}): LandingMeta => ({
  uuid: UUID,
  lang: "ru",
  published: true,
  expiresAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
  ownerExpired: false,
  pro: true,
  title: "Bench",
  version: "bench-v1",
  ...over,
});

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

async function load(label: string, url: string, seconds = SECONDS): Promise<AutocannonResult> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  const bad = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${label.padEnd(34)} ${Math.round(r.requests.average).toString().padStart(6)} req/s` +
      `  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s` +
      `  (${r.requests.total} requests${bad ? `, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ""})`,
  );
  return r;
}

async function publishLatency(edge: Edge, html: string, n = 40): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const uuid = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    const t0 = performance.now();
    await writePublished(edge.store, {
      uuid,
      html,
      meta: meta({ uuid, version: `p${i}` }),
      alias: `pub-${i}`,
    });
    for (;;) {
      const res = await fetch(`${edge.url}/l/pub-${i}`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    }
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-bench-"));
const { html, source } = await pageHtml();
console.log(
  `page: ${source}, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw; ${CONNECTIONS} connections, ${SECONDS} s per run`,
);

// Production cache setting (wrangler.toml EDGE_CACHE_TTL=30).
const edge = await startEdge({
  persistDir: path.join(dir, "cached"),
  port: 0,
  appUrl: "http://localhost:3000",
  cacheTtl: 30,
  rebuild: true,
});
// The local default (no edge cache): every request reads the bucket.
const direct = await startEdge({
  persistDir: path.join(dir, "direct"),
  port: 0,
  appUrl: "http://localhost:3000",
  cacheTtl: 0,
});
try {
  for (const e of [edge, direct]) {
    await writePublished(e.store, { uuid: UUID, html, meta: meta(), alias: "bench" });
    await writePublished(e.store, {
      uuid: "0b8f6a4e-3c2d-4e5f-9a1b-00000000dead",
      html,
      meta: meta({ uuid: "0b8f6a4e-3c2d-4e5f-9a1b-00000000dead", ownerExpired: true }),
      alias: "expired",
    });
  }
  // Warm-up: JIT, isolate start, cache fill.
  await autocannon({ url: `${edge.url}/l/bench`, connections: CONNECTIONS, duration: 3 });
  await autocannon({ url: `${edge.url}/l/expired`, connections: CONNECTIONS, duration: 1 });

  const hit = await load("repeat view (edge cache hit)", `${edge.url}/l/bench`);
  await load("expired + overlay (cache hit)", `${edge.url}/l/expired`, Math.max(3, SECONDS / 2));
  await load(
    "no edge cache (route + page read)",
    `${direct.url}/l/bench`,
    Math.max(3, SECONDS / 2),
  );
  await load(
    "no edge cache, by uuid (1 read)",
    `${direct.url}/l/${UUID}`,
    Math.max(3, SECONDS / 2),
  );
  await load(
    "no edge cache, expired + overlay",
    `${direct.url}/l/expired`,
    Math.max(3, SECONDS / 2),
  );

  // The runtime's own ceiling on this machine right now: a worker that only
  // returns the same bytes. Measured in alternating slices with the cache-hit
  // path, so load from other processes hits both alike.
  const ceiling = new Miniflare({
    modules: true,
    port: 0,
    compatibilityDate: "2026-04-26",
    script: `const b = new TextEncoder().encode(${JSON.stringify(html)});
      export default { fetch() { return new Response(b, { headers: { "content-type": "text/html; charset=utf-8" } }); } };`,
  });
  try {
    const ceilingUrl = (await ceiling.ready).href;
    await autocannon({ url: ceilingUrl, connections: CONNECTIONS, duration: 1 });
    const ours: number[] = [];
    const theirs: number[] = [];
    for (let i = 0; i < 4; i++) {
      const a = await autocannon({
        url: `${edge.url}/l/bench`,
        connections: CONNECTIONS,
        duration: 2,
      });
      const b = await autocannon({ url: ceilingUrl, connections: CONNECTIONS, duration: 2 });
      ours.push(a.requests.average);
      theirs.push(b.requests.average);
    }
    const median = (xs: number[]) =>
      quantile(
        [...xs].sort((x, y) => x - y),
        0.5,
      );
    console.log(
      `interleaved 4×2 s medians: cache hit ${Math.round(median(ours))} req/s vs static-bytes worker ${Math.round(median(theirs))} req/s` +
        ` (${Math.round((100 * median(ours)) / median(theirs))}% of the runtime ceiling)`,
    );
  } finally {
    await ceiling.dispose();
  }

  const pub = await publishLatency(edge, html);
  console.log(
    `publish → first 200 from the worker   p50 ${quantile(pub, 0.5).toFixed(1)} ms  p99 ${quantile(pub, 0.99).toFixed(1)} ms  (n=${pub.length}, storage writes + one GET)`,
  );

  const rps = Math.round(hit.requests.average);
  console.log(
    rps >= TARGET_RPS
      ? `target met: ${rps} ≥ ${TARGET_RPS} req/s`
      : `BELOW TARGET: ${rps} < ${TARGET_RPS} req/s`,
  );
} finally {
  await edge.dispose();
  await direct.dispose();
  rmSync(dir, { recursive: true, force: true });
}
