/**
 * Re-renders published landings from the database into the bucket.
 *   npm run rebuild -- --all | --user ID | --landing UUID [--concurrency N] [--force]
 * Safe to re-run: an unchanged landing is hashed and compared, not written; a
 * landing whose owner's expiry, plan, language or hosts changed gets its meta
 * rewritten (reported as "meta"), its page only if the page itself changed.
 * --force rewrites every page, meta and alias route (e.g. into an emptied bucket).
 */
import { Presets, SingleBar } from "cli-progress";
import { parseArgs } from "node:util";
import { listAllPublished } from "../db/queries/landings";
import { rebuildMany } from "../app/services/rebuild.server";
import { openContext } from "./lib/open-context";

const { values } = parseArgs({
  options: {
    all: { type: "boolean", default: false },
    user: { type: "string" },
    landing: { type: "string" },
    concurrency: { type: "string", default: "8" },
    force: { type: "boolean", default: false },
  },
});

if (!values.all && !values.user && !values.landing) {
  console.error(
    "usage: npm run rebuild -- --all | --user ID | --landing UUID [--concurrency N] [--force]",
  );
  process.exit(2);
}
const userId = values.user ? Number(values.user) : undefined;
if (userId !== undefined && !Number.isInteger(userId)) {
  console.error(`--user must be a number, got ${values.user}`);
  process.exit(2);
}

const ctx = await openContext();
let failed = 0;
try {
  const landings = await listAllPublished(ctx.db, { userId, uuid: values.landing }, ctx.now());
  console.info(`[rebuild] ${landings.length} published landing(s)`);
  // A progress bar on a terminal; one line per landing in logs and CI.
  const interactive = Boolean(process.stdout.isTTY);
  const bar = new SingleBar(
    { format: "[rebuild] {bar} {value}/{total} eta {eta}s" },
    Presets.shades_classic,
  );
  if (interactive) bar.start(landings.length, 0);
  const report = await rebuildMany(ctx, landings, {
    concurrency: Number(values.concurrency) || 8,
    force: values.force,
    onItem: (uuid, outcome) => {
      if (interactive) bar.increment();
      else if (outcome instanceof Error)
        console.error(`[rebuild] ${uuid} FAILED: ${outcome.message}`);
      else console.info(`[rebuild] ${uuid} ${outcome}`);
    },
  });
  if (interactive) {
    bar.stop();
    for (const f of report.failures) console.error(`[rebuild] ${f.uuid} FAILED: ${f.message}`);
  }
  failed = report.failures.length;
  console.info(
    `[rebuild] done in ${report.seconds.toFixed(1)} s: ${report.written} written, ${report.meta} meta only, ${report.unchanged} unchanged, ${failed} failed`,
  );
} finally {
  await ctx.close();
}
process.exit(failed > 0 ? 1 : 0);
