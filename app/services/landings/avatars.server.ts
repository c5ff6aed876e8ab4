import { createHash } from "node:crypto";
import sharp from "sharp";
import { variantKey } from "../../../core/landing/images";
import { IMAGE_MAX_PIXELS } from "../../../core/landing/limits";
import { keys } from "../../../core/storage/keys";
import type { AppContext } from "../platform/index.server";
import { UploadError } from "./image-input.server";
import { IMMUTABLE } from "./presets.server";
import { inspectImage, RENDITIONS } from "./uploads.server";

/** The account's profile photo (Settings): square WebP renditions, stored by their hash. */

export interface EncodedAvatar {
  /** sha256 of the largest rendition: the name every rendition shares. */
  sha256: string;
  variants: { width: number; body: Uint8Array }[];
}

/**
 * A profile photo: the same checks as any upload but no minimum size, then
 * square WebPs (cover crop, centred) at every AVATAR_WIDTHS size. Small photos
 * are scaled up so each rendition is exactly w×w.
 */
export async function processAvatar(bytes: Uint8Array): Promise<EncodedAvatar> {
  const { input } = await inspectImage(bytes);
  try {
    const variants = await Promise.all(
      RENDITIONS.avatar.widths.map(async (w) => ({
        width: w,
        body: new Uint8Array(
          await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
            .rotate()
            .resize({ width: w, height: w, fit: "cover", position: "centre" })
            .webp({ quality: 80 })
            .toBuffer(),
        ),
      })),
    );
    const largest = variants[variants.length - 1];
    const sha256 = createHash("sha256").update(largest.body).digest("hex");
    return { sha256, variants };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    throw new UploadError("uploadInvalidType");
  }
}

/** Bucket keys of an avatar's renditions, smallest first: assets/{sha256}-{w}.webp. */
export function avatarKeys(sha256: string): string[] {
  return RENDITIONS.avatar.widths.map((w) => keys.asset(variantKey(sha256, w)));
}

const AVATAR_NAME = /(?:^|\/)assets\/([0-9a-f]{64})-(\d+)\.webp$/;

/**
 * The hash of a stored avatar URL ({publicUrl}/assets/{sha256}-320.webp), when
 * it is one of ours; its 96 and 192 renditions share the hash.
 */
export function avatarHash(
  config: Pick<AppContext["config"], "publicUrl">,
  url: unknown,
): string | null {
  if (typeof url !== "string" || !url.startsWith(`${config.publicUrl}/assets/`)) return null;
  const m = AVATAR_NAME.exec(url);
  const largest = RENDITIONS.avatar.widths[RENDITIONS.avatar.widths.length - 1];
  return m && Number(m[2]) === largest ? m[1] : null;
}

/** Writes every rendition; answers the URL of the largest (the stored avatar_url). */
export async function storeAvatar(
  ctx: Pick<AppContext, "store" | "config">,
  img: EncodedAvatar,
): Promise<{ url: string; keys: string[] }> {
  const written = await Promise.all(
    img.variants.map(async (v) => {
      const key = keys.asset(variantKey(img.sha256, v.width));
      await ctx.store.put(key, v.body, { contentType: "image/webp", cacheControl: IMMUTABLE });
      return key;
    }),
  );
  return { url: `${ctx.config.publicUrl}/${written[written.length - 1]}`, keys: written };
}
