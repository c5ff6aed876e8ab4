/**
 * Re-renders published landings from the database into the bucket.
 *   npm run rebuild -- --all | --user ID | --landing UUID [--concurrency N] [--threads N] [--force [--restart]]
 * Safe to re-run: an unchanged landing is hashed and compared, not written; a
 * landing whose owner's expiry, plan, language or hosts changed gets its meta
 * rewritten (reported as "meta"), its page only if the page itself changed.
 * --force rewrites every page, meta and alias route (e.g. into an emptied bucket);
 * an interrupted forced run (Ctrl-C, a crash) continues where it stopped when the
 * same command runs again (app/services/rebuild-checkpoint.server.ts); --restart
 * starts it over.
 */
import { Presets, SingleBar } from "cli-progress";
import { parseArgs } from "node:util";
import { listAllPublished } from "../db/queries/landings";
import {
  openCheckpoint,
  selectionLabel,
  type RebuildCheckpoint,
} from "../app/services/publishing/index.server";
import { rebuildMany } from "../app/services/publishing/index.server";
import { openContext } from "./lib/open-context";
import { defaultThreads, renderPool } from "../renderer/render-pool";
import type { PageRenderer } from "../renderer/page-renderer";

const DEFAULT_CONCURRENCY = 32;

const USAGE = `usage: npm run rebuild -- --all | --user ID | --landing UUID [--concurrency N] [--threads N] [--force [--restart]]

  --all              every published landing
  --user ID          one owner's published landings
  --landing UUID     one landing
  --concurrency N    landings rendered and written at once (default ${DEFAULT_CONCURRENCY})
  --threads N        worker threads rendering pages (default: one per core
                     beyond the first, at most 4; 0 renders in this thread)
  --force            rewrite every page, meta and alias route, changed or not
                     (e.g. into an emptied bucket). Its progress is kept in
                     DATA_DIR/rebuild/: after an interruption (Ctrl-C, a crash)
                     the same command continues where it stopped, and after
                     failures retries only those and the rest.
  --restart          with --force: forget that progress and start over
  --help             this text

Without --force nothing needs resuming: unchanged landings are compared, not written.`;

let values;
try {
  ({ values } = parseArgs({
    options: {
      all: { type: "boolean", default: false },
      user: { type: "string" },
      landing: { type: "string" },
      concurrency: { type: "string", default: String(DEFAULT_CONCURRENCY) },
      threads: { type: "string" },
      force: { type: "boolean", default: false },
      restart: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

if (values.help) {
  console.info(USAGE);
  process.exit(0);
}
if (!values.all && !values.user && !values.landing) {
  console.error(USAGE);
  process.exit(2);
}
if (values.restart && !values.force) {
  console.error(`--restart only applies to --force runs\n\n${USAGE}`);
  process.exit(2);
}
const userId = values.user ? Number(values.user) : undefined;
if (userId !== undefined && !Number.isInteger(userId)) {
  console.error(`--user must be a number, got ${values.user}`);
  process.exit(2);
}

const threads = values.threads === undefined ? defaultThreads() : Number(values.threads);
if (!Number.isInteger(threads) || threads < 0) {
  console.error(`--threads must be a whole number, got ${values.threads}`);
  process.exit(2);
}

const ctx = await openContext();
// Ctrl-C (or a stop from a supervisor) lets the landings in flight finish, so the
// checkpoint holds exactly what was written; a second one quits at once. Miniflare
// (the local bucket) installs exit hooks that would quit on the first: they are set
// aside here and run on the second, so its workerd still goes down with us.
const stop = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  const exitHooks = process.listeners(signal);
  process.removeAllListeners(signal);
  process.on(signal, () => {
    if (stop.signal.aborted) {
      for (const hook of exitHooks) hook(signal);
      process.exit(130);
    }
    console.error(`\n[rebuild] ${signal}: finishing the landings in flight, then stopping`);
    stop.abort();
  });
}
let failed = 0;
let interrupted = false;
let checkpoint: RebuildCheckpoint | null = null;
let renderer: PageRenderer | undefined;
try {
  const selection = { all: values.all, userId, uuid: values.landing };
  let landings = await listAllPublished(ctx.db, { userId, uuid: values.landing }, ctx.now());
  console.info(`[rebuild] ${landings.length} published landing(s)`);
  if (values.force) {
    checkpoint = openCheckpoint(ctx.config.dataDir, selection, { restart: values.restart });
    if (checkpoint.resumedFrom) {
      const done = checkpoint.done;
      const before = landings.length;
      landings = landings.filter((l) => !done.has(l.uuid));
      console.info(
        `[rebuild] resuming the --force run of ${selectionLabel(selection)} started ${checkpoint.resumedFrom}: ${before - landings.length} already rewritten, ${landings.length} to go (--restart to start over)`,
      );
    }
  }
  // A progress bar with the rate on a terminal; one line per landing in logs and CI.
  const interactive = Boolean(process.stdout.isTTY);
  const bar = new SingleBar(
    { format: "[rebuild] {bar} {value}/{total} {rate} landings/s eta {eta}s" },
    Presets.shades_classic,
  );
  const t0 = performance.now();
  let done = 0;
  if (interactive) bar.start(landings.length, 0, { rate: "0" });
  if (threads > 0) renderer = renderPool(threads);
  const report = await rebuildMany(ctx, landings, {
    concurrency: Number(values.concurrency) || DEFAULT_CONCURRENCY,
    renderer,
    force: values.force,
    signal: stop.signal,
    onItem: (uuid, outcome) => {
      done += 1;
      if (!(outcome instanceof Error)) checkpoint?.record(uuid);
      if (interactive) {
        const seconds = (performance.now() - t0) / 1000;
        bar.increment(1, { rate: seconds > 0 ? (done / seconds).toFixed(0) : "0" });
      } else if (outcome instanceof Error)
        console.error(`[rebuild] ${uuid} FAILED: ${outcome.message}`);
      else console.info(`[rebuild] ${uuid} ${outcome}`);
    },
  });
  if (interactive) {
    bar.stop();
    for (const f of report.failures) console.error(`[rebuild] ${f.uuid} FAILED: ${f.message}`);
  }
  failed = report.failures.length;
  interrupted = report.notStarted > 0;
  const rate = report.seconds > 0 ? done / report.seconds : 0;
  console.info(
    `[rebuild] ${interrupted ? "stopped" : "done"} in ${report.seconds.toFixed(1)} s (${rate.toFixed(0)} landings/s): ${report.written} written, ${report.meta} meta only, ${report.unchanged} unchanged, ${failed} failed${interrupted ? `, ${report.notStarted} not started` : ""}`,
  );
  if (checkpoint && (interrupted || failed > 0)) {
    checkpoint.close();
    console.info(
      `[rebuild] progress kept in ${checkpoint.file}: run the same command again to continue`,
    );
  } else checkpoint?.finish();
} finally {
  await renderer?.close();
  checkpoint?.close();
  await ctx.close();
}
process.exit(interrupted ? 130 : failed > 0 ? 1 : 0);
