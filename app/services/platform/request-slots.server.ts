import { randomUUID } from "node:crypto";
import { HttpError } from "../../../core/http-error";
import { releaseRequestSlot, takeRequestSlot } from "../../../db/queries/request-slots";
import type { DB } from "../../../db/database";
import { log } from "../ops/index.server";

/**
 * AI and translation requests one user may have in flight at once, together
 * (issue 23): each costs the provider's work, so they share the cap.
 */
export const PROVIDER_REQUESTS_PER_USER = 2;

/** A slot outlives its request's deadline by this much before anyone may take it back. */
const SLOT_GRACE_MS = 5_000;

/**
 * Runs `work` in one of the user's request slots, counted in the database so
 * the cap holds across app servers; with none free, 429 tooManyRequests. The
 * slot is given back when `work` ends and, if this process dies first, frees
 * itself just after the request's deadline.
 */
export async function withRequestSlot<T>(
  ctx: { db: DB; now: () => Date },
  userId: number,
  deadlineMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const holder = randomUUID();
  const now = ctx.now();
  const until = new Date(now.getTime() + deadlineMs + SLOT_GRACE_MS);
  const taken = await takeRequestSlot(
    ctx.db,
    userId,
    PROVIDER_REQUESTS_PER_USER,
    holder,
    now.toISOString(),
    until.toISOString(),
  );
  if (!taken) throw new HttpError(429, "tooManyRequests", { limit: PROVIDER_REQUESTS_PER_USER });
  try {
    return await work();
  } finally {
    await releaseRequestSlot(ctx.db, userId, holder).catch((error: unknown) =>
      log.error("request slot not released; it frees itself at its expiry", { error }),
    );
  }
}
