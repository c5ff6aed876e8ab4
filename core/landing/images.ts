/**
 * The responsive-image convention shared by uploads and the renderer. An upload
 * is stored content-addressed as assets/{sha256}.{ext} and, for EVERY width below,
 * assets/{sha256}-{width}.webp (never enlarged past the original, but always
 * written, so a srcset built from this list never points at a missing file).
 */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

const HASH = /^[0-9a-f]{64}$/;
const EXT = new Set<string>(IMAGE_EXTENSIONS);

/**
 * Splits ".../assets/{sha256}.{ext}" into the part before "assets/" and the hash.
 * String scanning rather than one regex: pages hold a dozen images and this runs
 * for each width, so it is on the renderer's hot path.
 */
function parseAsset(url: unknown): { prefix: string; hash: string } | null {
  if (typeof url !== "string") return null;
  const u = url.trim();
  const at = u.lastIndexOf("assets/");
  if (at < 0 || (at > 0 && u[at - 1] !== "/")) return null;
  const name = u.slice(at + 7);
  const dot = name.indexOf(".");
  if (dot !== 64 || !EXT.has(name.slice(65)) || !HASH.test(name.slice(0, 64))) return null;
  return { prefix: u.slice(0, at), hash: name.slice(0, 64) };
}

/** The sha256 of an uploaded asset URL (absolute or root-relative), else null. */
export function assetHash(url: unknown): string | null {
  return parseAsset(url)?.hash ?? null;
}

export const variantKey = (sha256: string, width: number) => `${sha256}-${width}.webp`;

/** URL of the `width` variant of an uploaded asset; null for any other URL. */
export function variantUrl(url: unknown, width: number): string | null {
  const a = parseAsset(url);
  return a ? `${a.prefix}assets/${variantKey(a.hash, width)}` : null;
}

/** `srcset` value for an uploaded asset, or null (remote images get no srcset). */
export function srcSet(url: unknown, widths: readonly number[] = IMAGE_WIDTHS): string | null {
  const a = parseAsset(url);
  if (!a) return null;
  return widths.map((w) => `${a.prefix}assets/${variantKey(a.hash, w)} ${w}w`).join(", ");
}
