import type { DB } from "../../../db/database";
import {
  getPublishedRows,
  recordPublishedVersions,
  type LandingWithOwner,
  type PublishedRow,
} from "../../../db/queries/landings";
import { purgeLandings, type LandingAddresses } from "../platform/index.server";
import { takeLeases } from "./landing-lock.server";
import { log } from "../ops/index.server";
import { currentLanding, type RecordedVersions } from "./rebuild-landing.server";

/*
 * What rebuildMany does a hundred landings at a time rather than one by one
 * (ADR 018, ADR 020): recording versions, purging the edge, leasing and
 * reading the landings again.
 */

/** Landing rows a statement when rebuildMany records their new versions. */
const RECORD_BATCH = 100;

/**
 * The landings' new versions, written to their rows a batch per statement
 * instead of one commit (and, on PostgreSQL, one round trip) each. A version
 * says what the bucket holds; one lost to a crash only means that landing is
 * written again by the next rebuild. Failed batches are handed to `failed`.
 */
export function versionRecorder(db: DB, failed: (uuids: string[], error: Error) => void) {
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
export function purgeGatherer(ctx: Parameters<typeof purgeLandings>[0]) {
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
export function chunkedLeases(db: DB, landings: readonly LandingWithOwner[], chunk = 100) {
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
