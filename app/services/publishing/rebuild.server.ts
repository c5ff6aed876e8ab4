import pLimit from "p-limit";
import type { LandingWithOwner } from "../../../db/queries/landings";
import { chunkedLeases, purgeGatherer, versionRecorder } from "./rebuild-batches.server";
import { chunkedExtras } from "./landing-extras.server";
import type { PageRenderer } from "../../../renderer/page-renderer";
import { rebuildLanding, rebuildLocked, type RebuildOutcome } from "./rebuild-landing.server";
import type { AppContext } from "../platform/index.server";

export interface RebuildReport {
  /** Page and meta rewritten. */
  written: number;
  /** Only meta (and host routes) rewritten: the owner's expiry, plan, language or hosts changed. */
  meta: number;
  unchanged: number;
  failures: Array<{ uuid: string; message: string }>;
  /** Not started because the run was stopped (`signal`); a forced run resumes them. */
  notStarted: number;
  seconds: number;
}

/**
 * Re-renders landings with bounded concurrency; one failure never stops the rest.
 * Once `signal` aborts (Ctrl-C), no further landing starts; those in flight finish.
 */
export async function rebuildMany(
  ctx: Pick<AppContext, "db" | "store" | "config" | "now">,
  landings: LandingWithOwner[],
  opts: {
    concurrency: number;
    force?: boolean;
    signal?: AbortSignal;
    /** Renders the pages (a thread pool: renderer/render-pool.ts); default this thread. */
    renderer?: PageRenderer;
    onItem?: (uuid: string, outcome: RebuildOutcome | Error) => void;
  },
): Promise<RebuildReport> {
  const report: RebuildReport = {
    written: 0,
    meta: 0,
    unchanged: 0,
    failures: [],
    notStarted: 0,
    seconds: 0,
  };
  const limit = pLimit(Math.max(1, opts.concurrency));
  const started = performance.now();
  const purges = purgeGatherer(ctx);
  const extrasOf = chunkedExtras(ctx.db, landings);
  const leases = chunkedLeases(ctx.db, landings);
  const outcomes = new Map<string, RebuildOutcome>();
  const unrecorded: Array<{ uuid: string; message: string }> = [];
  const recorder = versionRecorder(ctx.db, (uuids, error) => {
    for (const uuid of uuids)
      unrecorded.push({
        uuid,
        message: `written, but recording its version failed: ${error.message}`,
      });
  });
  await Promise.all(
    landings.map((landing) =>
      limit(async () => {
        if (opts.signal?.aborted) {
          report.notStarted += 1;
          leases.done(landing);
          return;
        }
        try {
          const rebuildOpts = {
            force: opts.force,
            purge: purges.add,
            extras: await extrasOf(landing.uuid),
            renderer: opts.renderer,
            record: recorder.record,
          };
          const slot = await leases.take(landing);
          const outcome = !slot.leased
            ? await rebuildLocked(ctx, landing, rebuildOpts)
            : slot.landing
              ? await rebuildLanding(ctx, slot.landing, rebuildOpts)
              : "unchanged";
          outcomes.set(landing.uuid, outcome);
          report[outcome] += 1;
          opts.onItem?.(landing.uuid, outcome);
        } catch (error) {
          const err = error instanceof Error ? error : new Error(String(error));
          report.failures.push({ uuid: landing.uuid, message: err.message });
          opts.onItem?.(landing.uuid, err);
        } finally {
          leases.done(landing);
        }
      }),
    ),
  );
  await Promise.all([purges.done(), recorder.done(), leases.close()]);
  // A landing whose version could not be recorded is written but counts as
  // failed: the next rebuild will write it again.
  for (const f of unrecorded) {
    const outcome = outcomes.get(f.uuid);
    if (outcome && outcome !== "unchanged") report[outcome] -= 1;
    report.failures.push(f);
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}
