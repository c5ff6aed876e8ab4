import pLimit from "p-limit";
import type { DB } from "../../db/database";
import {
  getPublishedRows,
  recordPublishedVersions,
  type LandingWithOwner,
  type PublishedRow,
} from "../../db/queries/landings";
import { takeLeases } from "./landing-lock.server";
import { log } from "./ops/log.server";
import { purgeLandings, type LandingAddresses } from "./edge/index.server";
import { chunkedExtras } from "./landing-extras.server";
import type { PageRenderer } from "../../renderer/page-renderer";
import {
  currentLanding,
  rebuildLanding,
  rebuildLocked,
  type RebuildOutcome,
  type RecordedVersions,
} from "./publish.server";
import type { AppContext } from "./runtime.server";

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

/** Landing rows a statement when rebuildMany records their new versions. */
const RECORD_BATCH = 100;

/**
 * The landings' new versions, written to their rows a batch per statement
 * instead of one commit (and, on PostgreSQL, one round trip) each. A version
 * says what the bucket holds; one lost to a crash only means that landing is
 * written again by the next rebuild. Failed batches are handed to `failed`.
 */
function versionRecorder(db: DB, failed: (uuids: string[], error: Error) => void) {
  let pending: Array<{ uuid: string; versions: RecordedVersions }> = [];
  let chain = Promise.resolve();
  const flush = () => {
    const batch = pending;
    pending = [];
    if (batch.length)
      chain = chain.then(() =>
        recordPublishedVersions(
          db,
          batch.map((r) => ({ uuid: r.uuid, ...r.versions })),
        ).catch((error: unknown) =>
          failed(
            batch.map((r) => r.uuid),
            error instanceof Error ? error : new Error(String(error)),
          ),
        ),
      );
    return chain;
  };
  return {
    record(uuid: string, versions: RecordedVersions) {
      pending.push({ uuid, versions });
      if (pending.length >= RECORD_BATCH) void flush();
    },
    /** Writes what is left; resolves once every batch has been tried. */
    done: flush,
  };
}

/** Landings a purge call when rebuildMany purges, and the longest a written landing waits for its call. */
const PURGE_BATCH = 100;
const PURGE_WAIT_MS = 200;

/**
 * The landings' edge purges, sent a hundred landings a call (or after
 * PURGE_WAIT_MS): a fast rebuild otherwise makes a call for every few
 * landings, each costing this process a request and the edge (Cloudflare's
 * API limits calls too) one more call. The landing's slot does not wait for
 * its purge; the run ends only once every purge has answered.
 */
function purgeGatherer(ctx: Parameters<typeof purgeLandings>[0]) {
  let pending: LandingAddresses[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const sent: Promise<boolean>[] = [];
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.length) sent.push(purgeLandings(ctx, pending));
    pending = [];
  };
  return {
    add(urls: LandingAddresses) {
      pending.push(urls);
      if (pending.length >= PURGE_BATCH) flush();
      else timer ??= setTimeout(flush, PURGE_WAIT_MS);
    },
    /** Sends what is left; resolves once every call has answered. */
    async done() {
      flush();
      await Promise.all(sent);
    },
  };
}

/**
 * The run's landings, a chunk at a time under their leases (landing-lock.server):
 * a chunk's leases are taken and its rows read again just before its first
 * landing starts, and given back once its last one is done. A rebuild runs
 * for minutes over rows listed at its start; without this it could write a
 * page older than an owner's publish meanwhile, or bring back a page the
 * owner unpublished. A landing whose lease another holder has (a publish at
 * that moment) waits for it alone: `leased` false.
 */
function chunkedLeases(db: DB, landings: readonly LandingWithOwner[], chunk = 100) {
  const index = new Map(landings.map((l, i) => [l.uuid, i]));
  type Chunk = {
    left: number;
    ready: Promise<{
      lease: Awaited<ReturnType<typeof takeLeases>>;
      rows: Map<string, PublishedRow>;
    }>;
  };
  const chunks = new Map<number, Chunk>();
  const releasing: Promise<void>[] = [];
  const numberOf = (uuid: string) => Math.floor((index.get(uuid) ?? 0) / chunk);
  const release = (c: Chunk) =>
    c.ready
      .then(({ lease }) => lease.release())
      .catch((err: unknown) =>
        log.warn("rebuild: giving back a chunk's leases failed (they expire)", { err }),
      );
  return {
    async take(landing: LandingWithOwner) {
      const n = numberOf(landing.uuid);
      let c = chunks.get(n);
      if (!c) {
        const uuids = landings.slice(n * chunk, (n + 1) * chunk).map((l) => l.uuid);
        const ready = takeLeases(db, uuids).then(async (lease) => ({
          lease,
          rows: new Map((await getPublishedRows(db, [...lease.taken])).map((r) => [r.uuid, r])),
        }));
        c = { left: uuids.length, ready };
        chunks.set(n, c);
      }
      const { lease, rows } = await c.ready;
      return lease.taken.has(landing.uuid)
        ? { leased: true, landing: currentLanding(landing, rows.get(landing.uuid)) }
        : { leased: false, landing: null };
    },
    /** Every landing of the run says once that it is done (or was never started). */
    done(landing: LandingWithOwner) {
      const n = numberOf(landing.uuid);
      const c = chunks.get(n);
      if (c && --c.left === 0) {
        chunks.delete(n);
        releasing.push(release(c));
      }
    },
    /** Gives back what is still held (a stopped run's last chunk); resolves once all are back. */
    async close() {
      releasing.push(...[...chunks.values()].map(release));
      chunks.clear();
      await Promise.all(releasing);
    },
  };
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
