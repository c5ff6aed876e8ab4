import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { IMAGE_WIDTHS, variantKey } from "../../../core/landing/images";
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MIN_HEIGHT,
  IMAGE_MIN_WIDTH,
  MAX_CARDS,
} from "../../../core/landing/limits";
import type { LandingContent } from "../../../core/landing/schema";
import { keys } from "../../../core/storage/keys";
import { saveDraft } from "./draft.server";
import { contentOf, requireEditable, type Actor } from "./landings.server";
import { HttpError } from "../platform/index.server";
import { IMMUTABLE } from "./presets.server";
import type { AppContext } from "../platform/index.server";
import { ImageBusyError, imageSlot } from "./image-queue.server";

/** Stored originals are capped here (the cover's recommended width is 3200). */
export const IMAGE_MAX_STORED_WIDTH = 3200;

export type UploadErrorCode =
  | "uploadInvalidType"
  | "uploadTooLarge"
  | "uploadTooSmall"
  | "uploadTooManyPixels"
  | "uploadBadImageType"
  | "uploadNoFile"
  | "uploadBusy"
  | "uploadFailed";

/** Its body carries `values` ({maxMb}, {maxMp}…), what the client's message interpolates. */
export class UploadError extends HttpError {
  constructor(
    readonly code: UploadErrorCode,
    values: Record<string, number | string> = {},
  ) {
    const status = code === "uploadBusy" ? 429 : code === "uploadTooLarge" ? 413 : 400;
    super(status, code, { values });
  }
}

export type ImageType = "logo" | "background" | "video" | `card_${number}`;

/** Upload types of SPEC §7 and the multipart field names that imply them. */
export function parseImageType(raw: unknown): ImageType | null {
  if (typeof raw !== "string") return null;
  if (raw === "logo" || raw === "background" || raw === "video") return raw;
  const m = /^card_(\d{1,2})$/.exec(raw);
  if (m && Number(m[1]) < MAX_CARDS) return `card_${Number(m[1])}`;
  return null;
}

export function imageTypeForField(field: string): ImageType | null {
  if (field === "projectLogo") return "logo";
  if (field === "projectBackground") return "background";
  if (field === "videoFile") return "video";
  const m = /^cards\[(\d{1,2})\]\[file\]$/.exec(field);
  return m ? parseImageType(`card_${m[1]}`) : null;
}

type Format = { ext: "jpg" | "png"; contentType: string };

/** The file's real kind from its first bytes; names and declared types are not trusted. */
export function sniffImage(head: Uint8Array): Format | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) {
    return { ext: "jpg", contentType: "image/jpeg" };
  }
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b))
    return { ext: "png", contentType: "image/png" };
  return null;
}

/**
 * Width and height straight from the header (PNG IHDR, JPEG SOFn), so a file
 * that claims gigapixels is refused before any decoder touches it.
 */
export function headerDimensions(
  bytes: Uint8Array,
  ext: "jpg" | "png",
): { width: number; height: number } | null {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (ext === "png") {
    if (bytes.length < 24 || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") return null;
    return { width: dv.getUint32(16), height: dv.getUint32(20) };
  }
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const len = dv.getUint16(i + 2);
    // SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: dv.getUint16(i + 7), height: dv.getUint16(i + 5) };
    }
    i += 2 + len;
  }
  return null;
}

export type ByteSource = Uint8Array | Blob | AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>;

/** Reads at most `cap` bytes; refuses as soon as the source goes past it, without reading the rest. */
export async function readCapped(
  source: ByteSource,
  cap: number = IMAGE_MAX_BYTES,
): Promise<Uint8Array> {
  if (source instanceof Uint8Array) {
    if (source.byteLength > cap)
      throw new UploadError("uploadTooLarge", { maxMb: cap / 1024 / 1024 });
    return source;
  }
  if (typeof Blob !== "undefined" && source instanceof Blob) {
    if (source.size > cap) throw new UploadError("uploadTooLarge", { maxMb: cap / 1024 / 1024 });
    return new Uint8Array(await source.arrayBuffer());
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const iterable: AsyncIterable<Uint8Array> =
    Symbol.asyncIterator in source
      ? (source as AsyncIterable<Uint8Array>)
      : streamIterable(source as ReadableStream<Uint8Array>);
  for await (const chunk of iterable) {
    total += chunk.byteLength;
    if (total > cap) throw new UploadError("uploadTooLarge", { maxMb: cap / 1024 / 1024 });
    chunks.push(chunk);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

async function* streamIterable(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

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
async function inspectImage(bytes: Uint8Array): Promise<InspectedImage> {
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
  const { url } = await storeImage(ctx, img);
  const saved = await saveDraft(ctx, landing, withImage(contentOf(landing), imageType, url));
  return {
    url,
    changed: saved.changed,
    ...("previewUrl" in saved ? { previewUrl: saved.previewUrl } : {}),
  };
}
