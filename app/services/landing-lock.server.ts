/**
 * Writes of one landing's page to the bucket, one at a time in this process.
 * A publish and the share-image task's re-render (ADR 017) both read the
 * landing and then write its page; without this, a re-render that read the
 * landing just before a publish could land after it and put the older text
 * back. Not re-entrant: take it only at the outermost publish or re-render.
 */
const tails = new Map<string, Promise<unknown>>();

export async function withLandingLock<T>(uuid: string, work: () => Promise<T>): Promise<T> {
  const before = tails.get(uuid) ?? Promise.resolve();
  const run = before.then(work, work);
  const tail = run.catch(() => undefined);
  tails.set(uuid, tail);
  try {
    return await run;
  } finally {
    if (tails.get(uuid) === tail) tails.delete(uuid);
  }
}
