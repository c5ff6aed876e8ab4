/**
 * Re-renders published landings from the database into the bucket.
 *   npm run rebuild -- --all | --user ID | --landing UUID [--concurrency N]
 * Safe to re-run: an unchanged landing is rendered and compared, not written.
 */
import { SingleBar, Presets } from "cli-progress";
import pLimit from "p-limit";
import { parseArgs } from "node:util";
import { listAllPublished } from "../db/queries/landings";
import { rebuildLanding } from "../app/services/publish.server";
import { openContext } from "./lib/open-context";

const { values } = parseArgs({
  options: {
    all: { type: "boolean", default: false },
    user: { type: "string" },
    landing: { type: "string" },
    concurrency: { type: "string", default: "8" },
  },
});

if (!values.all && !values.user && !values.landing) {
  console.error("usage: npm run rebuild -- --all | --user ID | --landing UUID [--concurrency N]");
  process.exit(2);
}
const userId = values.user ? Number(values.user) : undefined;
if (userId !== undefined && !Number.isInteger(userId)) {
  console.error(`--user must be a number, got ${values.user}`);
  process.exit(2);
}

const ctx = await openContext();
const failures: string[] = [];
try {
  const landings = await listAllPublished(ctx.db, { userId, uuid: values.landing }, ctx.now());
  console.info(`[rebuild] ${landings.length} published landing(s)`);
  const counts = { written: 0, unchanged: 0 };
  const bar = new SingleBar({ format: "[rebuild] {bar} {value}/{total} {eta_formatted}" }, Presets.shades_classic);
  const interactive = process.stdout.isTTY;
  if (interactive) bar.start(landings.length, 0);
  const limit = pLimit(Math.max(1, Number(values.concurrency) || 8));
  const started = performance.now();
  await Promise.all(
    landings.map((landing) =>
      limit(async () => {
        try {
          const outcome = await rebuildLanding(ctx, landing);
          counts[outcome] += 1;
          if (!interactive) console.info(`[rebuild] ${landing.uuid} ${outcome}`);
        } catch (error) {
          const line = `[rebuild] ${landing.uuid} FAILED: ${(error as Error).message}`;
          failures.push(line);
          if (!interactive) console.error(line);
        } finally {
          if (interactive) bar.increment();
        }
      }),
    ),
  );
  if (interactive) {
    bar.stop();
    for (const line of failures) console.error(line);
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(
    `[rebuild] done in ${seconds.toFixed(1)} s: ${counts.written} written, ${counts.unchanged} unchanged, ${failures.length} failed`,
  );
} finally {
  await ctx.close();
}
process.exit(failures.length > 0 ? 1 : 0);
