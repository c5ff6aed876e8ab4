import { IMAGE_MAX_BYTES, MAX_CARDS } from "../../../core/landing/limits";
import { HttpError } from "../platform/index.server";

/**
 * An upload as it arrives: its type (SPEC §7), its bytes read under the size
 * cap, and its real format and size read from the header before any decoder
 * sees it. Refusals are UploadErrors.
 */

export type UploadErrorCode =
  | "uploadInvalidType"
  | "uploadTooLarge"
  | "uploadTooSmall"
  | "uploadTooManyPixels"
  | "uploadBadImageType"
  | "uploadNoFile"
  | "uploadBusy"
  | "uploadFailed"
  | "uploadQuotaExceeded";

/** Its body carries `values` ({maxMb}, {maxMp}…), what the client's message interpolates. */
export class UploadError extends HttpError {
  constructor(
    readonly code: UploadErrorCode,
    values: Record<string, number | string> = {},
  ) {
    const status =
      code === "uploadBusy"
        ? 429
        : code === "uploadTooLarge" || code === "uploadQuotaExceeded"
          ? 413
          : 400;
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

export type Format = { ext: "jpg" | "png"; contentType: string };

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
