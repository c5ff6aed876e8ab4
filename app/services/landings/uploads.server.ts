import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS, variantKey } from "../../../core/landing/images";
import { IMAGE_MAX_PIXELS, IMAGE_MIN_HEIGHT, IMAGE_MIN_WIDTH } from "../../../core/landing/limits";
import type { LandingContent } from "../../../core/landing/schema";
import { keys } from "../../../core/storage/keys";
import { saveDraft } from "./draft.server";
import { contentOf, requireEditable, type Actor } from "./landings.server";
import { IMMUTABLE } from "./presets.server";
import type { AppContext } from "../platform/index.server";
import { ImageBusyError, imageSlot } from "./image-queue.server";
import { recordUpload, renditionBytes, requireUploadRoom } from "./upload-quota.server";
import {
  readCapped,
  sniffImage,
  headerDimensions,
  UploadError,
  type ByteSource,
  type Format,
  type ImageType,
} from "./image-input.server";

/** Stored originals are capped here (the cover's recommended width is 3200). */
export const IMAGE_MAX_STORED_WIDTH = 3200;

export interface EncodedImage {
  sha256: string;
  ext: "jpg" | "png";
  contentType: string;
  original: Uint8Array;
  variants: { width: number; body: Uint8Array }[];
  width: number;
  height: number;
}

/**
 * What an upload is for: a landing image (SPEC §7 upload types) or the
 * account's profile photo (`avatar`, Settings). Each kind has its own rendition
 * list: landing images keep their original plus IMAGE_WIDTHS WebPs; an avatar
 * keeps only square WebPs at AVATAR_WIDTHS (no full-size original is stored).
 */
export type UploadKind = ImageType | "avatar";

/** Profile photo sizes (square, cover crop); the 320 one is the stored avatar_url. */
export const AVATAR_WIDTHS = [96, 192, 320] as const;

/** Rendition widths per kind: landing images keep their aspect; avatars are w×w squares. */
export const RENDITIONS = {
  landing: { widths: IMAGE_WIDTHS },
  avatar: { widths: AVATAR_WIDTHS },
} as const satisfies Record<string, { widths: readonly number[] }>;

/** SPEC §5: the 720×540 minimum is for landing images (not the logo, not the profile photo). */
function needsMinimum(kind: UploadKind): boolean {
  return kind !== "logo" && kind !== "avatar";
}

interface InspectedImage {
  format: Format;
  input: Buffer;
  /** As the visitor sees it (EXIF rotation applied). */
  width: number;
  height: number;
}

/**
 * The checks every upload passes before it is re-encoded: magic bytes, the
 * pixel count from the header (before any decoding), then the decoder's own
 * reading of format and size.
 */
export async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
  const format = sniffImage(bytes.subarray(0, 16));
  if (!format) throw new UploadError("uploadInvalidType");
  const declared = headerDimensions(bytes, format.ext);
  if (!declared) throw new UploadError("uploadInvalidType");
  if (declared.width * declared.height > IMAGE_MAX_PIXELS) {
    throw new UploadError("uploadTooManyPixels", { maxMp: IMAGE_MAX_PIXELS / 1_000_000 });
  }
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw new UploadError("uploadInvalidType");
  }
  if (!meta.width || !meta.height || (meta.format !== "jpeg" && meta.format !== "png")) {
    throw new UploadError("uploadInvalidType");
  }
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) {
    throw new UploadError("uploadTooManyPixels", { maxMp: IMAGE_MAX_PIXELS / 1_000_000 });
  }
  // EXIF orientations 5–8 swap the axes: judge the picture the visitor will see.
  const swapped = (meta.orientation ?? 1) >= 5;
  return {
    format,
    input,
    width: swapped ? meta.height : meta.width,
    height: swapped ? meta.width : meta.height,
  };
}

/**
 * Validates and re-encodes one landing upload: the checks of inspectImage,
 * minimum size, then a clean re-encode (EXIF rotation applied, metadata
 * dropped) plus a WebP for every srcset width.
 */
export async function processImage(bytes: Uint8Array, type: ImageType): Promise<EncodedImage> {
  const { format, input, width, height } = await inspectImage(bytes);
  if (needsMinimum(type) && (width < IMAGE_MIN_WIDTH || height < IMAGE_MIN_HEIGHT)) {
    throw new UploadError("uploadTooSmall", {
      minWidth: IMAGE_MIN_WIDTH,
      minHeight: IMAGE_MIN_HEIGHT,
    });
  }
  const base = () =>
    sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: IMAGE_MAX_STORED_WIDTH, withoutEnlargement: true });
  try {
    const encoded =
      format.ext === "jpg"
        ? base().jpeg({ quality: 82, mozjpeg: true })
        : base().png({ compressionLevel: 9, adaptiveFiltering: true });
    const { data: original, info } = await encoded.toBuffer({ resolveWithObject: true });
    const sha256 = createHash("sha256").update(original).digest("hex");
    const variants = await Promise.all(
      RENDITIONS.landing.widths.map(async (w) => ({
        width: w,
        body: new Uint8Array(
          await base()
            .resize({ width: w, withoutEnlargement: true })
            .webp({ quality: 78 })
            .toBuffer(),
        ),
      })),
    );
    return {
      sha256,
      ext: format.ext,
      contentType: format.contentType,
      original: new Uint8Array(original),
      variants,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    // A header that lied or a truncated body: not an image we can use.
    throw new UploadError("uploadInvalidType");
  }
}

/** Writes the original and its variants; keys are content hashes, so rewriting is harmless. */
export async function storeImage(
  ctx: Pick<AppContext, "store" | "config">,
  img: EncodedImage,
): Promise<{ url: string; key: string }> {
  const key = keys.asset(`${img.sha256}.${img.ext}`);
  await Promise.all([
    ctx.store.put(key, img.original, { contentType: img.contentType, cacheControl: IMMUTABLE }),
    ...img.variants.map((v) =>
      ctx.store.put(keys.asset(variantKey(img.sha256, v.width)), v.body, {
        contentType: "image/webp",
        cacheControl: IMMUTABLE,
      }),
    ),
  ]);
  return { url: `${ctx.config.publicUrl}/${key}`, key };
}

/** The draft with `url` placed in the field an upload type fills. */
export function withImage(content: LandingContent, type: ImageType, url: string): LandingContent {
  if (type === "logo") return { ...content, projectLogoUrl: url };
  if (type === "background") return { ...content, projectBackgroundUrl: url };
  if (type === "video") return { ...content, videoUrl: url };
  const n = Number(type.slice("card_".length));
  const cards = content.cards.slice();
  // An upload may race ahead of the save that added its card: create the slot.
  while (cards.length <= n)
    cards.push({
      id: `card-${Date.now().toString(36)}-${cards.length}`,
      title: "",
      link: "",
      url: "",
    });
  cards[n] = { ...cards[n], url };
  return { ...content, cards };
}

type Ctx = Pick<AppContext, "db" | "store" | "config" | "now">;

/** Runs an image job in the process queue; a user over their share gets `uploadBusy` (429). */
export async function withImageSlot<T>(userId: number, job: () => Promise<T>): Promise<T> {
  try {
    return await imageSlot(userId, job);
  } catch (error) {
    if (error instanceof ImageBusyError) throw new UploadError("uploadBusy");
    throw error;
  }
}

/**
 * POST /api/landings/{id}/saveImages: owner only; a rejected file changes
 * nothing (validation finishes before anything is written).
 */
export async function saveImage(
  ctx: Ctx,
  actor: Actor,
  uuid: string,
  imageType: ImageType,
  source: ByteSource,
): Promise<{ url: string; changed: boolean; previewUrl?: string }> {
  const landing = await requireEditable(ctx, actor, uuid);
  const bytes = await readCapped(source);
  if (bytes.byteLength === 0) throw new UploadError("uploadNoFile");
  const img = await withImageSlot(actor.id, () => processImage(bytes, imageType));
  const cost = renditionBytes([img.original, ...img.variants.map((v) => v.body)]);
  await requireUploadRoom(ctx, actor.id, img.sha256, cost);
  const { url } = await storeImage(ctx, img);
  await recordUpload(ctx, actor.id, img.sha256, cost);
  const saved = await saveDraft(ctx, landing, withImage(contentOf(landing), imageType, url));
  return {
    url,
    changed: saved.changed,
    ...("previewUrl" in saved ? { previewUrl: saved.previewUrl } : {}),
  };
}
