/**
 * Rebuild at the storage's speed (issue 12): a cold rebuild of 10,000 generated
 * published landings (every page written) against each store, beside the raw
 * puts/s that store accepts in the same run for the same objects.
 *
 *   npx tsx tests/bench/rebuild-throughput.ts   (COUNT, CONCURRENCY, ROUNDS, THREADS, STORES=r2,s3)
 *
 * r2: the local bucket (Miniflare's R2, what `npm start` uses); s3: the S3 driver
 * against s3rver. The landings are rebuilt in ROUNDS (10) parts through
 * `rebuildMany` (render, database, puts, edge purge, as `npm run rebuild` does),
 * and before each part the store takes raw puts of the rebuild's own objects
 * (same bodies, sizes and metadata, fresh keys in the same folders), two for each
 * landing of the part, RAW_IN_FLIGHT (2 × CONCURRENCY: the rebuild's own puts in
 * flight) at a time. Taking turns puts both under the same machine speed, which
 * here drifts by tens of per cent within minutes. Target: landings/s ≥ 80 % of
 * (raw puts/s ÷ puts per landing). CPU a landing (this process, the store's
 * processes by /proc) is printed beside that of the raw puts.
 * The landings are seeded as published by an earlier renderer (their rows hold
 * another version's hashes), as a rebuild after an upgrade finds them.
 * A warm pass (nothing changed: hash and compare, no render, no put) follows.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import pLimit from "p-limit";
import { listAllPublished } from "../../db/queries/landings";
import { rebuildMany } from "../../app/services/publishing/rebuild.server";
import { createS3Store } from "../../renderer/storage/s3-store";
import { startS3rver } from "../stand-ins/s3rver-process";
import type { PutOptions, SiteStore } from "../../core/storage/site-store";
import type { AppContext } from "../../app/services/platform/runtime.server";
import { defaultThreads, renderPool } from "../../renderer/render-pool";
import { seedPublishedLandings, startPipeline } from "./lib/pipeline";

const COUNT = Number(process.env.COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 48);
/** Raw puts in flight: as many as the rebuild can have out (2 a landing). */
const RAW_IN_FLIGHT = Number(process.env.RAW_IN_FLIGHT ?? 2 * CONCURRENCY);
/** Render threads, as `npm run rebuild` picks them (renderer/render-pool.ts); THREADS=0: this thread. */
const THREADS = Number(process.env.THREADS ?? defaultThreads());
/** Rounds of raw puts and rebuild taking turns. */
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const STORES = (process.env.STORES ?? "r2,s3").split(",") as Array<"r2" | "s3">;
const TARGET = 0.8;

interface Put {
  key: string;
  body: string | Uint8Array;
  opts?: PutOptions;
}

/** Counts puts and keeps the first ones (bodies and metadata) to replay as raw puts. */
function counting(store: SiteStore, keep: number) {
  const sample: Put[] = [];
  let puts = 0;
  let bytes = 0;
  return {
    sample,
    get puts() {
      return puts;
    },
    get bytes() {
      return bytes;
    },
    store: {
      ...store,
      put(key, body, opts) {
        puts += 1;
        bytes += typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
        if (sample.length < keep) sample.push({ key, body, opts });
        return store.put(key, body, opts);
      },
    } satisfies SiteStore,
  };
}

/** `total` puts of the sampled objects to fresh keys, `inFlight` at a time: puts/s. */
async function rawPuts(store: SiteStore, sample: Put[], total: number, inFlight: number) {
  const limit = pLimit(inFlight);
  const run = randomUUID().slice(0, 8);
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: total }, (_, i) =>
      limit(() => {
        const p = sample[i % sample.length];
        // A fresh key beside the original (same folder: s3rver keeps folders on disk).
        const slash = p.key.lastIndexOf("/") + 1;
        const key = `${p.key.slice(0, slash)}raw-${run}-${i}-${p.key.slice(slash)}`;
        return store.put(key, p.body, p.opts);
      }),
    ),
  );
  return total / ((performance.now() - t0) / 1000);
}

const f0 = (n: number) => n.toFixed(0);

/** Every process started from this one (workerd, s3rver), by /proc. */
function descendants(): Map<number, string> {
  const parent = new Map<number, number>();
  const names = new Map<number, string>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const close = stat.lastIndexOf(")");
      names.set(Number(entry), stat.slice(stat.indexOf("(") + 1, close));
      parent.set(Number(entry), Number(stat.slice(close + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  const out = new Map<number, string>();
  const walk = (pid: number) => {
    for (const [child, ppid] of parent)
      if (ppid === pid && !out.has(child)) {
        out.set(child, names.get(child) ?? "?");
        walk(child);
      }
  };
  walk(process.pid);
  return out;
}

/** CPU seconds (user + system) of a process, or 0 once it is gone. */
function processCpu(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of this process and of the store's (its child processes) since the call. */
function cpuMeter() {
  const children = [...descendants()];
  const before = children.map(([pid]) => processCpu(pid));
  const own0 = process.cpuUsage();
  return () => {
    const own = process.cpuUsage(own0);
    const byName: Record<string, number> = {};
    children.forEach(([pid, name], i) => {
      byName[name] = (byName[name] ?? 0) + processCpu(pid) - before[i];
    });
    const others = Object.values(byName).reduce((a, b) => a + b, 0);
    if (process.env.CPU_DETAIL) console.log("    cpu s:", JSON.stringify(byName));
    return { self: (own.user + own.system) / 1e6, others };
  };
}

/** PROFILE=dir: a V8 CPU profile of this thread over the measured rounds, one file a store. */
async function profiling(name: string): Promise<() => Promise<void>> {
  const dir = process.env.PROFILE;
  if (!dir) return async () => {};
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, res) => (err ? reject(err) : resolve(res))),
    );
  await post("Profiler.enable");
  await post("Profiler.start");
  return async () => {
    const { profile } = (await post("Profiler.stop")) as { profile: unknown };
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/rebuild-${name}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}

const SAMPLE_LANDINGS = 100;
const ms = (sec: number, n: number) => ((sec * 1000) / n).toFixed(2);

const rows: string[] = [];
const closers: Array<() => Promise<void> | undefined> = [];
for (const kind of STORES) {
  // EDGE_PURGE=off leaves the edge purge out (to see what it costs); default: the local worker's.
  const pipeline = await startPipeline({
    env: process.env.EDGE_PURGE ? { EDGE_PURGE: process.env.EDGE_PURGE } : {},
  });
  const s3 = kind === "s3" ? await startS3rver("vitrina-bench") : null;
  try {
    const base = s3 ? createS3Store(s3) : pipeline.ctx.store;
    const counter = counting(base, 200);
    const ctx: AppContext = { ...pipeline.ctx, store: counter.store };
    const renderer = THREADS > 0 ? renderPool(THREADS) : undefined;
    closers.push(() => renderer?.close());
    await seedPublishedLandings(ctx, COUNT + SAMPLE_LANDINGS, "bench");
    const all = await listAllPublished(ctx.db, {}, ctx.now());
    const label = kind === "r2" ? "local bucket (Miniflare R2)" : "S3 driver (s3rver)";
    console.log(
      `${label}: ${COUNT} landings, concurrency ${CONCURRENCY}, ${THREADS} render thread(s)`,
    );

    // The first landings give the objects the raw puts replay. Then ROUNDS
    // rounds, each raw puts (two a landing) followed by the cold rebuild of the
    // round's share of landings: the store's rate is measured beside every part
    // of the rebuild, so drift in the machine's speed falls on both alike.
    await rebuildMany(ctx, all.slice(0, SAMPLE_LANDINGS), {
      concurrency: CONCURRENCY,
      renderer,
    });
    const sample = counter.sample.slice();
    await rawPuts(base, sample, Math.min(2 * COUNT, 4000), RAW_IN_FLIGHT); // warm-up, not counted

    const landings = all.slice(SAMPLE_LANDINGS);
    const putsAtStart = counter.puts;
    const bytesAtStart = counter.bytes;
    const per = Math.ceil(landings.length / ROUNDS);
    const raw = { puts: 0, seconds: 0, self: 0, others: 0, rates: [] as number[] };
    const cold = { seconds: 0, self: 0, others: 0, written: 0 };
    const profile = await profiling(kind);
    for (let i = 0; i < landings.length; i += per) {
      const part = landings.slice(i, i + per);
      const rawCpu = cpuMeter();
      const t0 = performance.now();
      const rate = await rawPuts(base, sample, 2 * part.length, RAW_IN_FLIGHT);
      const rawUse = rawCpu();
      raw.seconds += (performance.now() - t0) / 1000;
      raw.puts += 2 * part.length;
      raw.self += rawUse.self;
      raw.others += rawUse.others;
      raw.rates.push(rate);

      const coldCpu = cpuMeter();
      const report = await rebuildMany(ctx, part, { concurrency: CONCURRENCY, renderer });
      const coldUse = coldCpu();
      if (report.failures.length)
        throw new Error(`cold pass failures: ${report.failures[0].message}`);
      cold.seconds += report.seconds;
      cold.written += report.written;
      cold.self += coldUse.self;
      cold.others += coldUse.others;
    }
    await profile();
    const puts = counter.puts - putsAtStart;
    const landingsPerS = landings.length / cold.seconds;
    const putsPerLanding = puts / landings.length;
    const avgKb = (counter.bytes - bytesAtStart) / puts / 1024;
    console.log(
      `  cold rebuild: ${f0(landingsPerS)} landings/s (${cold.seconds.toFixed(1)} s, ${cold.written} written, ${putsPerLanding.toFixed(2)} puts/landing, ${avgKb.toFixed(1)} KiB/put)`,
    );
    const putsPerS = raw.puts / raw.seconds;
    const ceiling = putsPerS / putsPerLanding;
    const ratio = landingsPerS / ceiling;
    const spread = `${f0(Math.min(...raw.rates))}–${f0(Math.max(...raw.rates))}`;
    console.log(
      `  raw puts, same objects: ${f0(putsPerS)} puts/s (${raw.puts} puts in ${raw.rates.length} rounds beside the rebuild's, ${spread} a round, ${RAW_IN_FLIGHT} in flight) → ceiling ${f0(ceiling)} landings/s`,
    );
    console.log(
      `  CPU: rebuild ${ms(cold.self, landings.length)} ms a landing here + ${ms(cold.others, landings.length)} ms in the store's processes; raw ${ms(raw.self, raw.puts)} ms a put here + ${ms(raw.others, raw.puts)} ms there`,
    );
    console.log(
      `  rebuild / ceiling: ${(ratio * 100).toFixed(0)} % (target ≥ ${TARGET * 100} %) ${ratio >= TARGET ? "OK" : "BELOW TARGET"}`,
    );

    const again = await listAllPublished(ctx.db, {}, ctx.now());
    const warm = await rebuildMany(ctx, again, { concurrency: CONCURRENCY });
    console.log(
      `  warm (unchanged: hash and compare, no render, no put): ${f0(again.length / warm.seconds)} landings/s (${warm.unchanged} unchanged)`,
    );
    rows.push(
      `| ${label} | ${f0(landingsPerS)} | ${f0(putsPerS)} (${spread}) | ${putsPerLanding.toFixed(2)} | ${f0(ceiling)} | ${(ratio * 100).toFixed(0)} % | ${ms(cold.self, landings.length)} + ${ms(cold.others, landings.length)} |`,
    );
  } finally {
    for (const close of closers.splice(0)) await close();
    await s3?.stop();
    await pipeline.close();
  }
}
console.log(
  `\n| store (${COUNT} landings, concurrency ${CONCURRENCY}) | rebuild landings/s | raw puts/s (range of rounds) | puts/landing | mean raw ÷ puts/landing | rebuild ÷ that | CPU ms a landing: rebuild + store |`,
);
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
