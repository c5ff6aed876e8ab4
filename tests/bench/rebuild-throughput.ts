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
import pLimit from "p-limit";
import { listAllPublished } from "../../db/queries/landings";
import { rebuildMany } from "../../app/services/rebuild.server";
import { createS3Store } from "../../renderer/storage/s3-store";
import { startS3rver } from "../../renderer/storage/s3rver-process";
import type { PutOptions, SiteStore } from "../../renderer/storage/site-store";
import type { AppContext } from "../../app/services/runtime.server";
import { fullLanding } from "../fixtures/full-landing";
import { createOwner, startPipeline } from "./lib/pipeline";

const COUNT = Number(process.env.COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 48);
/** Raw puts in flight: what the rebuild's 2 puts per landing at the old default of 16 keep busy. */
const RAW_IN_FLIGHT = Number(process.env.RAW_IN_FLIGHT ?? 32);
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
        return store.put(`bench-raw/${run}/${i}/${p.key}`, p.body, p.opts);
      }),
    ),
  );
  return total / ((performance.now() - t0) / 1000);
}

const f0 = (n: number) => n.toFixed(0);
const rows: string[] = [];
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
    await seed(ctx, COUNT);
    const landings = await listAllPublished(ctx.db, {}, ctx.now());
    const label = kind === "r2" ? "local bucket (Miniflare R2)" : "S3 driver (s3rver)";
    console.log(`${label}: ${landings.length} landings, concurrency ${CONCURRENCY}`);

    const cold = await rebuildMany(ctx, landings, { concurrency: CONCURRENCY });
    if (cold.failures.length) throw new Error(`cold pass failures: ${cold.failures[0].message}`);
    const landingsPerS = landings.length / cold.seconds;
    const putsPerLanding = counter.puts / landings.length;
    const avgKb = counter.bytes / counter.puts / 1024;
    console.log(
      `  cold rebuild: ${f0(landingsPerS)} landings/s (${cold.seconds.toFixed(1)} s, ${cold.written} written, ${putsPerLanding.toFixed(2)} puts/landing, ${avgKb.toFixed(1)} KiB/put)`,
    );

    const inFlight = RAW_IN_FLIGHT;
    const putsPerS = await rawPuts(base, counter.sample, counter.puts, inFlight);
    const ceiling = putsPerS / putsPerLanding;
    const ratio = landingsPerS / ceiling;
    console.log(
      `  raw puts, same objects: ${f0(putsPerS)} puts/s (${counter.puts} puts, ${inFlight} in flight) → ceiling ${f0(ceiling)} landings/s`,
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
      `| ${label} | ${f0(landingsPerS)} | ${f0(putsPerS)} | ${putsPerLanding.toFixed(2)} | ${f0(ceiling)} | ${(ratio * 100).toFixed(0)} % |`,
    );
  } finally {
    await s3?.stop();
    await pipeline.close();
  }
}
console.log(
  `\n| store (${COUNT} landings, concurrency ${CONCURRENCY}) | rebuild landings/s | raw puts/s | puts/landing | raw ÷ puts/landing | rebuild ÷ that |`,
);
console.log("|---|---|---|---|---|---|");
for (const r of rows) console.log(r);
