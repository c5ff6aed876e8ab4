import pLimit from "p-limit";

/**
 * Decoding and re-encoding an image takes a core for a while and memory in
 * proportion to its pixels (20 parallel 40-megapixel uploads took ~10 s of CPU
 * and +370 MB). Jobs wait in one small queue per process, and one user may
 * have only a few in flight; more are refused at once (429) rather than queued.
 */
export const IMAGE_JOBS_PER_PROCESS = 2;
export const IMAGE_JOBS_PER_USER = 2;

export class ImageBusyError extends Error {
  constructor() {
    super("uploadBusy");
  }
}

export function createImageQueue(
  perProcess = IMAGE_JOBS_PER_PROCESS,
  perUser = IMAGE_JOBS_PER_USER,
) {
  const limit = pLimit(perProcess);
  const inFlight = new Map<number, number>();
  return async function withImageSlot<T>(userId: number, job: () => Promise<T>): Promise<T> {
    const mine = inFlight.get(userId) ?? 0;
    if (mine >= perUser) throw new ImageBusyError();
    inFlight.set(userId, mine + 1);
    try {
      return await limit(job);
    } finally {
      const left = (inFlight.get(userId) ?? 1) - 1;
      if (left > 0) inFlight.set(userId, left);
      else inFlight.delete(userId);
    }
  };
}

const KEY = Symbol.for("vitrina.image-queue");
/** The process-wide queue (kept on globalThis so dev reloads share it). */
export function imageSlot<T>(userId: number, job: () => Promise<T>): Promise<T> {
  const g = globalThis as { [KEY]?: ReturnType<typeof createImageQueue> };
  g[KEY] ??= createImageQueue();
  return g[KEY](userId, job);
}
