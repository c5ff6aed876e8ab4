import { unstable_parseMultipartFormData as parseMultipart } from "@remix-run/node";
import {
  countOtherAvatarUsers,
  findUserSettings,
  insertUserSettings,
  updateUserSettings,
} from "../../../db/queries/user-settings";
import { IMAGE_MAX_BYTES } from "../../../core/landing/limits";
import type { AppContext } from "../platform/index.server";
import {
  avatarHash,
  avatarKeys,
  processAvatar,
  recordUpload,
  renditionBytes,
  requireUploadRoom,
  withImageSlot,
  readCapped,
  storeAvatar,
  UploadError,
} from "../landings/index.server";
import { failure, type SettingsFailure } from "./messages.server";

/**
 * The profile photo (SPEC §5 "Avatar upload": an image, at most 5 MB; no
 * minimum size). Stored as square WebPs in the bucket:
 *   assets/{sha256}-96.webp, assets/{sha256}-192.webp, assets/{sha256}-320.webp
 * where sha256 is that of the 320 px file. `user_settings.avatar_url` holds
 * the 320 px URL; the smaller ones are the same URL with -96 / -192.
 */

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** Room for the multipart envelope around one image. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Reads the multipart field `image` with the 5 MB cap (refused from Content-Length when it already says too big). */
export async function readAvatarUpload(request: Request): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) {
    throw new UploadError("uploadTooLarge", { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 });
  }
  if (!(request.headers.get("content-type") ?? "").includes("multipart/form-data")) {
    throw new UploadError("uploadNoFile");
  }
  let bytes: Uint8Array | null = null;
  try {
    await parseMultipart(request, async ({ name, filename, data }) => {
      if (name !== "image" || filename === undefined || bytes) {
        // Other parts are drained unread (capped, so they cannot grow without bound).
        await readCapped(data, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD);
        return undefined;
      }
      bytes = await readCapped(data, IMAGE_MAX_BYTES);
      return undefined;
    });
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError("uploadNoFile");
  }
  const got = bytes as Uint8Array | null;
  if (!got || got.byteLength === 0) throw new UploadError("uploadNoFile");
  return got;
}

/** Deletes a replaced photo's files unless another account shows the very same photo. */
async function dropAvatarFiles(ctx: Ctx, url: string | null, userId: number): Promise<void> {
  const hash = avatarHash(ctx.config, url);
  if (!hash || !url) return;
  if ((await countOtherAvatarUsers(ctx.db, url, userId)) > 0) return;
  try {
    await ctx.store.delete(avatarKeys(hash));
  } catch (err) {
    // The new photo is saved; an orphaned file is only wasted space.
    console.error("[avatar] could not delete old files:", err);
  }
}

/** Validates and stores the photo, then points avatar_url at it. A refused file changes nothing. */
export async function uploadAvatar(
  ctx: Ctx,
  userId: number,
  bytes: Uint8Array,
): Promise<{ url: string }> {
  const img = await withImageSlot(userId, () => processAvatar(bytes));
  const cost = renditionBytes(img.variants.map((v) => v.body));
  await requireUploadRoom(ctx, userId, img.sha256, cost);
  const { url } = await storeAvatar(ctx, img);
  await recordUpload(ctx, userId, img.sha256, cost);
  const previous = (await findUserSettings(ctx.db, userId))?.avatar_url ?? null;
  await insertUserSettings(ctx.db, { user_id: userId });
  await updateUserSettings(ctx.db, userId, { avatar_url: url });
  if (previous && previous !== url) await dropAvatarFiles(ctx, previous, userId);
  return { url };
}

export async function removeAvatar(ctx: Ctx, userId: number): Promise<{ url: null }> {
  const previous = (await findUserSettings(ctx.db, userId))?.avatar_url ?? null;
  if (previous) {
    await updateUserSettings(ctx.db, userId, { avatar_url: null });
    await dropAvatarFiles(ctx, previous, userId);
  }
  return { url: null };
}

/** Account deletion: the photo goes with the account. */
export async function dropAvatarOf(ctx: Ctx, userId: number): Promise<void> {
  const url = (await findUserSettings(ctx.db, userId))?.avatar_url ?? null;
  await dropAvatarFiles(ctx, url, userId);
}

/** SPEC §8 avatar keys: not an image (or a pixel bomb) → selectImage, over 5 MB → fileTooLarge. */
export function avatarFailure(error: unknown): SettingsFailure {
  if (error instanceof UploadError) {
    if (error.code === "uploadTooLarge") return failure(413, "fileTooLarge", { field: "image" });
    if (error.code === "uploadQuotaExceeded")
      return failure(413, "uploadQuotaExceeded", { field: "image" });
    if (error.code === "uploadFailed") return failure(500, "uploadFailed", { field: "image" });
    if (error.code === "uploadBusy") return failure(429, "uploadFailed", { field: "image" });
    return failure(400, "selectImage", { field: "image" });
  }
  throw error;
}
