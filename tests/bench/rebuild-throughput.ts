/**
 * Rebuild at the storage's speed (issue 12): a cold rebuild of 10,000 generated
 * published landings (every page written) against each store, beside the raw
 * puts/s that store accepts in the same run for the same objects.
 *
 *   npx tsx tests/bench/rebuild-throughput.ts   (COUNT, CONCURRENCY, STORES=r2,s3 to change)
 *
 * r2: the local bucket (Miniflare's R2, what `npm start` uses); s3: the S3 driver
 * against s3rver. For each: the cold pass through `rebuildMany` (render, database,
 * puts, edge purge, as `npm run rebuild` does), counting its puts; then the same
 * number of raw puts of the rebuild's own objects (same bodies, sizes and metadata)
 * to fresh keys, RAW_IN_FLIGHT (32) at a time. The rebuild runs CONCURRENCY (48)
 * landings at once: rendering and the database keep part of them away from the
 * store at any moment, so it needs more than 32 ÷ 2 to keep as many puts going. Target: landings/s ≥ 80 % of (raw puts/s ÷ puts per landing).
 * A warm pass (nothing changed: hash and compare, no render, no put) follows.
 */
import { randomUUID } from "node:crypto";
import { readFileSync, readdirSync } from "node:fs";
import pLimit from "p-limit";
import { listAllPublished } from "../../db/queries/landings";
import { rebuildMany } from "../../app/services/rebuild.server";
import { createS3Store } from "../../renderer/storage/s3-store";
import { startS3rver } from "../../renderer/storage/s3rver-process";
import type { PutOptions, SiteStore } from "../../renderer/storage/site-store";
import type { AppContext } from "../../app/services/runtime.server";
import { fullLanding } from "../fixtures/full-landing";
import { defaultThreads, renderPool } from "../../renderer/render-pool";
import { createOwner, startPipeline } from "./lib/pipeline";

const COUNT = Number(process.env.COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 48);
/** Raw puts in flight: as many as the rebuild can have out (2 a landing). */
const RAW_IN_FLIGHT = Number(process.env.RAW_IN_FLIGHT ?? 2 * CONCURRENCY);
/** Render threads, as `npm run rebuild` picks them (renderer/render-pool.ts); THREADS=0: this thread. */
const THREADS = Number(process.env.THREADS ?? defaultThreads());
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

async function seed(ctx: AppContext, count: number) {
  const owner = await createOwner(ctx, "bench-rebuild@vitrina.test");
  const stamp = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < count; i += 500) {
      const rows = [];
      for (let j = i; j < Math.min(count, i + 500); j++) {
        const content = JSON.stringify({
          ...fullLanding,
          textAlias: `bench-${j}`,
          projectName: `${fullLanding.projectName} #${j}`,
        });
        rows.push({
          uuid: randomUUID(),
          parent_user: owner,
          textalias: `bench-${j}`,
          content,
          published_content: content,
          published: 1,
          creation_date: stamp,
          updated_at: stamp,
        });
      }
      await trx.insertInto("landings").values(rows).execute();
    }
  });
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

const SAMPLE_LANDINGS = 100;
const ms = (sec: number, n: number) => ((sec * 1000) / n).toFixed(2);

/** Raw puts of the sample, with the CPU they cost here and in the store's process. */
async function measuredRawPuts(store: SiteStore, sample: Put[], total: number) {
  const cpu = cpuMeter();
  const perS = await rawPuts(store, sample, total, RAW_IN_FLIGHT);
  return { perS, use: cpu() };
}

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
    await seed(ctx, COUNT + SAMPLE_LANDINGS);
    const all = await listAllPublished(ctx.db, {}, ctx.now());
    const label = kind === "r2" ? "local bucket (Miniflare R2)" : "S3 driver (s3rver)";
    console.log(
      `${label}: ${COUNT} landings, concurrency ${CONCURRENCY}, ${THREADS} render thread(s)`,
    );

    // The first landings give the objects the raw puts replay; then raw puts,
    // the measured cold rebuild, raw puts again: the store's rate on either
    // side of the rebuild, so drift in the machine's speed shows and averages out.
    await rebuildMany(ctx, all.slice(0, SAMPLE_LANDINGS), {
      concurrency: CONCURRENCY,
      renderer,
    });
    const sample = counter.sample.slice();
    const rawTotal = 2 * COUNT;
    await rawPuts(base, sample, Math.min(rawTotal, 4000), RAW_IN_FLIGHT); // warm-up, not counted
    const before = await measuredRawPuts(base, sample, rawTotal);

    const landings = all.slice(SAMPLE_LANDINGS);
    const putsAtStart = counter.puts;
    const bytesAtStart = counter.bytes;
    const coldCpu = cpuMeter();
    const cold = await rebuildMany(ctx, landings, { concurrency: CONCURRENCY, renderer });
    const coldUse = coldCpu();
    if (cold.failures.length) throw new Error(`cold pass failures: ${cold.failures[0].message}`);
    const puts = counter.puts - putsAtStart;
    const landingsPerS = landings.length / cold.seconds;
    const putsPerLanding = puts / landings.length;
    const avgKb = (counter.bytes - bytesAtStart) / puts / 1024;
    console.log(
      `  cold rebuild: ${f0(landingsPerS)} landings/s (${cold.seconds.toFixed(1)} s, ${cold.written} written, ${putsPerLanding.toFixed(2)} puts/landing, ${avgKb.toFixed(1)} KiB/put)`,
    );
    const after = await measuredRawPuts(base, sample, rawTotal);

    const putsPerS = (before.perS + after.perS) / 2;
    const ceiling = putsPerS / putsPerLanding;
    const ratio = landingsPerS / ceiling;
    const rawSelf = before.use.self + after.use.self;
    const rawOthers = before.use.others + after.use.others;
    console.log(
      `  raw puts, same objects: ${f0(before.perS)} puts/s before, ${f0(after.perS)} after (${rawTotal} puts each, ${RAW_IN_FLIGHT} in flight) → ceiling ${f0(ceiling)} landings/s`,
    );
    console.log(
      `  CPU: rebuild ${ms(coldUse.self, landings.length)} ms a landing here + ${ms(coldUse.others, landings.length)} ms in the store's processes; raw ${ms(rawSelf, 2 * rawTotal)} ms a put here + ${ms(rawOthers, 2 * rawTotal)} ms there`,
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
      `| ${label} | ${f0(landingsPerS)} | ${f0(before.perS)} / ${f0(after.perS)} | ${putsPerLanding.toFixed(2)} | ${f0(ceiling)} | ${(ratio * 100).toFixed(0)} % | ${ms(coldUse.self, landings.length)} + ${ms(coldUse.others, landings.length)} |`,
    );
  } finally {
    for (const close of closers.splice(0)) await close();
    await s3?.stop();
    await pipeline.close();
  }
}
console.log(
  `\n| store (${COUNT} landings, concurrency ${CONCURRENCY}) | rebuild landings/s | raw puts/s before / after | puts/landing | mean raw ÷ puts/landing | rebuild ÷ that | CPU ms a landing: rebuild + store |`,
);
console.log("|---|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
