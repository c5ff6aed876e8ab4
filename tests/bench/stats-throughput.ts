/**
 * View statistics cost at the edge (issue 15): the bundled worker in workerd
 * (Miniflare), as `npm start` runs it (edge cache on, memory layer on), with
 * counting off and with counting on (every 200 a view event: bot check, daily
 * salted hash, per-minute cap, batched POSTs to a stand-in of the app's
 * ingest endpoint), loaded by autocannon over loopback in interleaved slices
 * of this one run. Each request comes from another visitor (its own user
 * agent: the local worker reads no address, ADR 015), so the cap never hides
 * the work; each also costs a bot check (the verdict cache holds 2000 agents),
 * which real visitors, sharing a few hundred agents, mostly do not.
 *   NODE_ENV=production npx tsx tests/bench/stats-throughput.ts
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50), BENCH_SLICES (default 5).
 * Target: with counting ≥ 90 % of the throughput without.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { STATS_SALT_KEY, rotateSalts } from "../../core/stats/salt";
import { writePublished } from "../../renderer/publish-ops";
import { renderLanding } from "../../renderer/render-landing";
import { startEdge } from "../../scripts/lib/edge";
import { fixtureMeta, fullLanding } from "../fixtures/full-landing";
import { benchMeta, UUID } from "./lib/meta";

process.env.NODE_ENV ??= "production";
const autocannon = createRequire(import.meta.url)("autocannon") as (
  opts: object,
) => Promise<{ requests: { average: number; total: number }; non2xx: number; errors: number }>;

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SLICES = Number(process.env.BENCH_SLICES ?? 5);
const TARGET_RATIO = 0.9;
const SECRET = "bench-stats-secret-0123456789abcdef0123456789";
const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36";

const meta = benchMeta();

// The app's ingest endpoint, reduced to counting what arrives, in its own
// process (as the app is), so it takes no CPU from the load generator.
const ingest = spawn(
  process.execPath,
  [
    "-e",
    `let received = 0, batches = 0;
     require("node:http").createServer((req, res) => {
       if (req.method === "GET") { res.end(JSON.stringify({ received, batches })); received = 0; batches = 0; return; }
       let body = "";
       req.on("data", (c) => (body += c));
       req.on("end", () => {
         batches++;
         received += JSON.parse(body).events.length;
         res.writeHead(200, { "Content-Type": "application/json" });
         res.end('{"counted":0,"dropped":0}');
       });
     }).listen(0, "127.0.0.1", function () { process.stdout.write(String(this.address().port) + "\\n"); });`,
  ],
  { stdio: ["ignore", "pipe", "inherit"] },
);
const ingestPort = await new Promise<string>((resolve, reject) => {
  ingest.stdout!.once("data", (d: Buffer) => resolve(String(d).trim()));
  ingest.once("exit", (code) => reject(new Error(`ingest stand-in exited (${code})`)));
});
const ingestUrl = `http://127.0.0.1:${ingestPort}/api/internal/stats`;
/** Events and POSTs received since the last call. */
const takeReceived = async () =>
  (await (await fetch(ingestUrl)).json()) as { received: number; batches: number };

const dir = mkdtempSync(path.join(tmpdir(), "vitrina-bench-stats-"));
const html = renderLanding(fullLanding, fixtureMeta({ uuid: UUID }));
const common = { port: 0, appUrl: "http://localhost:3000", cacheTtl: 86_400, rebuild: true };
const off = await startEdge({ ...common, persistDir: path.join(dir, "off") });
const on = await startEdge({
  ...common,
  rebuild: false,
  persistDir: path.join(dir, "on"),
  statsIngestSecret: SECRET,
  statsIngestUrl: ingestUrl,
});

let n = 0;
/** Every request another visitor: the per-minute cap never skips the hashing. */
const request = (url: string) => ({
  url,
  connections: CONNECTIONS,
  pipelining: 1,
  headers: { "user-agent": UA },
  requests: [
    {
      setupRequest: (req: { headers: Record<string, string> }) => {
        n++;
        req.headers = { ...req.headers, "user-agent": `${UA} v/${n}` };
        return req;
      },
    },
  ],
});

try {
  for (const e of [off, on]) {
    await writePublished(e.store, { uuid: UUID, html, meta, alias: "bench" });
    await e.store.put(STATS_SALT_KEY, JSON.stringify(rotateSalts({ salts: {} }, new Date())));
  }
  console.log(
    `page: fixture full landing, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw; ${CONNECTIONS} connections; ${SLICES} slices of ${SECONDS} s each way`,
  );
  // Warm-up: JIT, isolate start, cache fill, salt read.
  for (const e of [off, on]) await autocannon({ ...request(`${e.url}/l/bench`), duration: 3 });
  await new Promise((r) => setTimeout(r, 1500));
  await takeReceived();

  const without: number[] = [];
  const withCounting: number[] = [];
  let viewsOn = 0;
  for (let i = 0; i < SLICES; i++) {
    const a = await autocannon({ ...request(`${off.url}/l/bench`), duration: SECONDS });
    const b = await autocannon({ ...request(`${on.url}/l/bench`), duration: SECONDS });
    if (a.non2xx + a.errors + b.non2xx + b.errors) throw new Error("errors during the run");
    without.push(a.requests.average);
    withCounting.push(b.requests.average);
    viewsOn += b.requests.total;
  }
  // The last batches leave within the ingest delay.
  await new Promise((r) => setTimeout(r, 1500));
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const a = median(without);
  const b = median(withCounting);
  const ratio = b / a;
  console.log(`without counting (cache hit)            ${Math.round(a)} req/s (median)`);
  console.log(`with counting (cache hit + view event)  ${Math.round(b)} req/s (median)`);
  const { received, batches } = await takeReceived();
  console.log(
    `events received by the ingest stand-in: ${received} (autocannon counted ${viewsOn} responses), in ${batches} POSTs`,
  );
  console.log(
    ratio >= TARGET_RATIO
      ? `target met: ${(100 * ratio).toFixed(0)} % ≥ ${100 * TARGET_RATIO} % of the throughput without counting`
      : `BELOW TARGET: ${(100 * ratio).toFixed(0)} % < ${100 * TARGET_RATIO} % of the throughput without counting`,
  );
} finally {
  await off.dispose();
  await on.dispose();
  ingest.kill();
  rmSync(dir, { recursive: true, force: true });
}
