/**
 * Edge worker throughput (DESIGN.md §5, issue 12): the bundled worker in
 * workerd (Miniflare) over a local R2 bucket, loaded by autocannon over
 * loopback, against a bare `node:http` server sending the same bytes,
 * measured side by side in this one run (interleaved slices, so load from
 * other processes hits both alike).
 *   NODE_ENV=production npx tsx tests/bench/worker-throughput.ts
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_SLICES (default 5).
 * Target: the local worker's repeat view (its edge cache, as `npm start` runs it)
 * at ≥ 30 % of bare Node in the same run.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createLocalPurge } from "../../app/services/platform/edge/drivers/local.server";
import { landingUrls } from "../../app/services/platform/edge/urls";
import { writePublished } from "../../renderer/publish-ops";
import { startEdge, type Edge } from "../../scripts/lib/edge";
import { benchMeta, UUID } from "./lib/meta";

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
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SLICES = Number(process.env.BENCH_SLICES ?? 5);
const TARGET_RATIO = 0.3;
const PURGE_SECRET = "bench-purge-secret-0123456789abcdef0123456789";

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

const meta = benchMeta;

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const median = (xs: number[]) =>
  quantile(
    [...xs].sort((x, y) => x - y),
    0.5,
  );

function line(label: string, r: AutocannonResult): string {
  const bad = r.non2xx + r.errors + r.timeouts;
  return (
    `${label.padEnd(38)} ${Math.round(r.requests.average).toString().padStart(6)} req/s` +
    `  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  ${(r.throughput.average / 1024 / 1024).toFixed(1)} MB/s` +
    `  (${r.requests.total} requests${bad ? `, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts` : ""})`
  );
}

async function load(label: string, url: string, seconds = SECONDS): Promise<AutocannonResult> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 });
  console.log(line(label, r));
  return r;
}

/** The baseline: plain node:http in its own process (as workerd is), the same bytes and headers. */
async function bareNode(
  html: string,
  headers: Record<string, string>,
): Promise<{
  url: string;
  child: ChildProcess;
}> {
  const script = `
    const body = Buffer.from(process.env.BODY, "utf8");
    const headers = { ...JSON.parse(process.env.HEADERS), "content-length": body.length };
    require("node:http")
      .createServer((req, res) => { res.writeHead(200, headers); res.end(body); })
      .listen(0, "127.0.0.1", function () { process.stdout.write(String(this.address().port) + "\\n"); });`;
  const child = spawn(process.execPath, ["-e", script], {
    env: { ...process.env, BODY: html, HEADERS: JSON.stringify(headers) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(String(d).trim()));
    child.once("exit", (code) => reject(new Error(`bare node server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}/l/bench`, child };
}

/** Publish → purge (the app's local driver) → first 200 of the new version from the worker. */
async function publishLatency(edge: Edge, html: string, n = 40): Promise<number[]> {
  const purge = createLocalPurge({ url: edge.url, secret: PURGE_SECRET });
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const marker = `<!-- v${i} -->`;
    const t0 = performance.now();
    await writePublished(edge.store, {
      uuid: UUID,
      html: html + marker,
      meta: meta({ version: `p${i}` }),
      alias: "bench",
    });
    await purge.purge(landingUrls({ publicUrl: edge.url }, { uuid: UUID, alias: "bench" }));
    for (;;) {
      const res = await fetch(`${edge.url}/l/bench`);
      const body = await res.text();
      if (res.status === 200 && body.endsWith(marker)) break;
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

// The local default (`npm start`): cache a day, memory layer on, purged by the app after each write.
const edge = await startEdge({
  persistDir: path.join(dir, "cached"),
  port: 0,
  appUrl: "http://localhost:3000",
  publicUrl: "http://127.0.0.1",
  purgeSecret: PURGE_SECRET,
  rebuild: true,
});
// No edge cache: every request reads the bucket (the local default before issue 12).
const direct = await startEdge({
  persistDir: path.join(dir, "direct"),
  port: 0,
  appUrl: "http://localhost:3000",
  cacheTtl: 0,
});
let bare: { url: string; child: ChildProcess } | null = null;
try {
  console.log(`edge cache: ${edge.cacheTtl} s (purged on every write), memory layer on`);
  for (const e of [edge, direct]) {
    await writePublished(e.store, { uuid: UUID, html, meta: meta(), alias: "bench" });
    await writePublished(e.store, {
      uuid: "0b8f6a4e-3c2d-4e5f-9a1b-00000000dead",
      html,
      meta: meta({ uuid: "0b8f6a4e-3c2d-4e5f-9a1b-00000000dead", ownerExpired: true }),
      alias: "expired",
    });
  }
  const sample = await fetch(`${edge.url}/l/bench`);
  const body = await sample.text();
  if (sample.status !== 200 || body !== html) throw new Error("the worker does not serve the page");
  const headers: Record<string, string> = {};
  sample.headers.forEach((v, k) => {
    if (k !== "content-length") headers[k] = v;
  });
  bare = await bareNode(html, headers);

  // Warm-up: JIT, isolate start, cache fill.
  await autocannon({ url: `${edge.url}/l/bench`, connections: CONNECTIONS, duration: 3 });
  await autocannon({ url: `${edge.url}/l/expired`, connections: CONNECTIONS, duration: 1 });
  await autocannon({ url: bare.url, connections: CONNECTIONS, duration: 2 });

  const short = Math.max(3, SECONDS / 2);
  await load("repeat view (edge cache hit)", `${edge.url}/l/bench`);
  await load("expired + overlay (cache hit)", `${edge.url}/l/expired`, short);
  await load("no edge cache (route + page read)", `${direct.url}/l/bench`, short);
  await load("no edge cache, by uuid (1 read)", `${direct.url}/l/${UUID}`, short);
  await load("no edge cache, expired + overlay", `${direct.url}/l/expired`, short);
  await load("bare node:http, same bytes", bare.url);

  // Side by side: alternating slices of the worker's cache hit and bare Node.
  const slice = Math.max(2, Math.round((2 * SECONDS) / SLICES));
  const ours: number[] = [];
  const theirs: number[] = [];
  for (let i = 0; i < SLICES; i++) {
    const a = await autocannon({
      url: `${edge.url}/l/bench`,
      connections: CONNECTIONS,
      duration: slice,
    });
    const b = await autocannon({ url: bare.url, connections: CONNECTIONS, duration: slice });
    if (a.non2xx + a.errors + b.non2xx + b.errors)
      throw new Error("errors during the side-by-side run");
    ours.push(a.requests.average);
    theirs.push(b.requests.average);
  }
  const hit = median(ours);
  const node = median(theirs);
  const ratio = hit / node;
  console.log(
    `side by side, ${SLICES}×${slice} s medians: worker cache hit ${Math.round(hit)} req/s, ` +
      `bare node:http ${Math.round(node)} req/s, ratio ${(100 * ratio).toFixed(0)} %`,
  );

  const pub = await publishLatency(edge, html);
  console.log(
    `publish → purge → new version served   p50 ${quantile(pub, 0.5).toFixed(1)} ms  p99 ${quantile(pub, 0.99).toFixed(1)} ms  (n=${pub.length})`,
  );

  console.log(
    ratio >= TARGET_RATIO
      ? `target met: ${(100 * ratio).toFixed(0)} % ≥ ${100 * TARGET_RATIO} % of bare Node`
      : `BELOW TARGET: ${(100 * ratio).toFixed(0)} % < ${100 * TARGET_RATIO} % of bare Node`,
  );
} finally {
  bare?.child.kill();
  await edge.dispose();
  await direct.dispose();
  rmSync(dir, { recursive: true, force: true });
}
