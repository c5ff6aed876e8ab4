import { randomUUID } from "node:crypto";
import type { Executor } from "../../../db/database";
import { releaseLandingLeases, takeLandingLeases } from "../../../db/queries/landing-locks";

/**
 * How long a lease holds when its holder never gives it back (a crashed
 * process). A publish takes tens of milliseconds and a rebuild's chunk about
 * a second; a page write outliving this may be overtaken.
 */
export const LANDING_LEASE_MS = 30_000;
/** Between tries for a lease someone else holds: doubling from 5 ms up to this. */
const MAX_BACKOFF_MS = 100;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Leases of these landings for one holder, taken in one go; the ones another
 * holder has are left out (`taken`). `release` gives back what was taken.
 */
export async function takeLeases(
  db: Executor,
  uuids: readonly string[],
  now: number = Date.now(),
): Promise<{ taken: Set<string>; release(): Promise<void> }> {
  const holder = randomUUID();
  const taken = await takeLandingLeases(
    db,
    uuids,
    holder,
    new Date(now).toISOString(),
    new Date(now + LANDING_LEASE_MS).toISOString(),
  );
  return { taken, release: () => releaseLandingLeases(db, [...taken], holder) };
}

/** Waits for the landing's lease, however long its holder keeps it (at most its expiry). */
async function leased<T>(db: Executor, uuid: string, work: () => Promise<T>): Promise<T> {
  let wait = 5;
  for (;;) {
    const lease = await takeLeases(db, [uuid]);
    if (lease.taken.size) {
      try {
        return await work();
      } finally {
        await lease.release();
      }
    }
    await sleep(wait);
    wait = Math.min(wait * 2, MAX_BACKOFF_MS);
  }
}

const tails = new Map<string, Promise<unknown>>();

/**
 * Writes of one landing's page to the bucket, one at a time — in this
 * process by a queue, across processes (several app servers, a rebuild CLI)
 * by the landing's lease in the database. A publish and the share-image
 * task's re-render (ADR 017) both read the landing and then write its page;
 * without this, a re-render that read the landing just before a publish
 * could land after it and put the older text back. Not re-entrant: take it
 * only at the outermost publish or re-render.
 */
export async function withLandingLock<T>(
  db: Executor,
  uuid: string,
  work: () => Promise<T>,
): Promise<T> {
  const before = tails.get(uuid) ?? Promise.resolve();
  const locked = () => leased(db, uuid, work);
  const run = before.then(locked, locked);
  const tail = run.catch(() => undefined);
  tails.set(uuid, tail);
  try {
    return await run;
  } finally {
    if (tails.get(uuid) === tail) tails.delete(uuid);
  }
}
