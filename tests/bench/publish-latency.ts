/**
 * Publish latency: from the publish call starting to the worker serving the new
 * version over HTTP, p50 and p95 over 100 publishes of the full landing.
 * Target p50 ≤ 150 ms (stretch ≤ 50 ms). Run: npx tsx tests/bench/publish-latency.ts
 */
import { createLanding, updateLanding } from "../../db/queries/landings";
import { planShareImage, publishLanding } from "../../app/services/publishing/index.server";
import { fullLanding } from "../fixtures/full-landing";
import { createOwner, percentile, startPipeline } from "./lib/pipeline";

const RUNS = Number(process.env.RUNS ?? 100);
const pipeline = await startPipeline();
const { ctx, edge } = pipeline;
try {
  const owner = await createOwner(ctx, "bench-publish@vitrina.test");
  const landing = await createLanding(ctx.db, { parentUser: owner, now: new Date() });
  const alias = "bench-publish";
  const callMs: number[] = [];
  const servedMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const marker = `bench-version-${i}-${Date.now()}`;
    const content = {
      ...fullLanding,
      textAlias: alias,
      projectDescription: `${fullLanding.projectDescription} ${marker}`,
    };
    await updateLanding(ctx.db, landing.uuid, { content: JSON.stringify(content) });
    const t0 = performance.now();
    const result = await publishLanding(ctx, landing.uuid, { force: false });
    await planShareImage(ctx, result.share);
    const t1 = performance.now();
    if (!result.published) throw new Error(`publish ${i} was skipped`);
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(`${edge.url}/l/${alias}`);
      const body = await res.text();
      if (res.status === 200 && body.includes(marker)) break;
      if (attempt > 2000) throw new Error(`version ${i} never served`);
      await new Promise((r) => setTimeout(r, 2));
    }
    const t2 = performance.now();
    callMs.push(t1 - t0);
    servedMs.push(t2 - t0);
  }
  callMs.sort((a, b) => a - b);
  servedMs.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(`publish latency over ${RUNS} publishes of the full landing`);
  console.log(
    `  publish call:            p50 ${f(percentile(callMs, 50))} ms  p95 ${f(percentile(callMs, 95))} ms`,
  );
  console.log(
    `  call → served by worker: p50 ${f(percentile(servedMs, 50))} ms  p95 ${f(percentile(servedMs, 95))} ms  (target p50 ≤ 150 ms)`,
  );
} finally {
  await pipeline.close();
}
