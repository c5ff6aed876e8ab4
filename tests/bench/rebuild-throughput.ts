/**
 * Rebuild throughput over 10,000 generated published landings (target ≥ 500/s):
 * a cold pass (every page written) and a warm pass (nothing changed: render and
 * compare only). Run: npx tsx tests/bench/rebuild-throughput.ts  (COUNT=… to change)
 */
import { randomUUID } from "node:crypto";
import { listAllPublished } from "../../db/queries/landings";
import { rebuildMany } from "../../app/services/rebuild.server";
import { fullLanding } from "../fixtures/full-landing";
import { createOwner, startPipeline } from "./lib/pipeline";

const COUNT = Number(process.env.COUNT ?? 10_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 16);
const pipeline = await startPipeline();
const { ctx } = pipeline;
try {
  const owner = await createOwner(ctx, "bench-rebuild@vitrina.test");
  const stamp = new Date().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < COUNT; i += 500) {
      const rows = [];
      for (let j = i; j < Math.min(COUNT, i + 500); j++) {
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
  const landings = await listAllPublished(ctx.db, {}, ctx.now());
  console.log(`rebuild throughput: ${landings.length} landings, concurrency ${CONCURRENCY}`);
  const cold = await rebuildMany(ctx, landings, { concurrency: CONCURRENCY });
  if (cold.failures.length) throw new Error(`cold pass failures: ${cold.failures[0].message}`);
  console.log(
    `  cold (every page written): ${(landings.length / cold.seconds).toFixed(0)} landings/s (${cold.seconds.toFixed(1)} s, ${cold.written} written)`,
  );
  const again = await listAllPublished(ctx.db, {}, ctx.now());
  const warm = await rebuildMany(ctx, again, { concurrency: CONCURRENCY });
  console.log(
    `  warm (unchanged: hash and compare, no render): ${(again.length / warm.seconds).toFixed(0)} landings/s (${warm.seconds.toFixed(1)} s, ${warm.unchanged} unchanged)`,
  );
  console.log(`  target ≥ 500 landings/s`);
} finally {
  await pipeline.close();
}
