import { overUploadQuota, UPLOAD_QUOTA_BYTES } from "../../../core/landing/limits";
import type { Executor } from "../../../db/database";
import { hasUserUpload, recordUserUpload, userUploadBytes } from "../../../db/queries/user-uploads";
import { UploadError } from "./image-input.server";

/**
 * The per-user upload quota (issue 23, ADR 026): what counts is the bytes of
 * every rendition an upload stores (a landing image's original and WebPs, a
 * profile photo's squares), once per account and image.
 */

type Ctx = { db: Executor; now: () => Date };

/** The bytes a set of renditions puts in the bucket. */
export const renditionBytes = (bodies: readonly Uint8Array[]): number =>
  bodies.reduce((sum, b) => sum + b.byteLength, 0);

/**
 * Refuses (413 `uploadQuotaExceeded`) an image that would take the account
 * past its quota, before anything is written. An image it already holds is free.
 * Two uploads at once may each pass: the image queue runs few per user, so
 * the overshoot is at most a few uploads.
 */
export async function requireUploadRoom(
  ctx: Ctx,
  userId: number,
  sha256: string,
  bytes: number,
): Promise<void> {
  if (await hasUserUpload(ctx.db, userId, sha256)) return;
  if (overUploadQuota(await userUploadBytes(ctx.db, userId), bytes)) {
    throw new UploadError("uploadQuotaExceeded", {
      quotaMb: UPLOAD_QUOTA_BYTES / 1024 / 1024,
    });
  }
}

/** Counts a stored image against the account (after its files are written). */
export async function recordUpload(
  ctx: Ctx,
  userId: number,
  sha256: string,
  bytes: number,
): Promise<void> {
  await recordUserUpload(ctx.db, {
    user_id: userId,
    sha256,
    bytes,
    created_at: ctx.now().toISOString(),
  });
}

/** What Settings shows: "used X of Y MB". */
export async function uploadUsage(
  ctx: { db: Executor },
  userId: number,
): Promise<{ used: number; quota: number }> {
  return { used: await userUploadBytes(ctx.db, userId), quota: UPLOAD_QUOTA_BYTES };
}
