/**
 * The responsive-image convention shared by uploads and the renderer. An upload
 * is stored content-addressed as assets/{sha256}.{ext} and, for EVERY width below,
 * assets/{sha256}-{width}.webp (never enlarged past the original, but always
 * written, so a srcset built from this list never points at a missing file).
 */
export const IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"] as const;

// Matched from the end: no leading `.*`, which backtracks over long URLs.
const ASSET = /(?:^|\/)assets\/([0-9a-f]{64})\.(?:jpe?g|png|webp)$/;

/** The sha256 of an uploaded asset URL (absolute or root-relative), else null. */
export function assetHash(url: unknown): string | null {
  if (typeof url !== "string") return null;
  const m = ASSET.exec(url.trim());
  return m ? m[1] : null;
}

export const variantKey = (sha256: string, width: number) => `${sha256}-${width}.webp`;

/** URL of the `width` variant of an uploaded asset; null for any other URL. */
export function variantUrl(url: unknown, width: number): string | null {
  if (typeof url !== "string") return null;
  const u = url.trim();
  const m = ASSET.exec(u);
  if (!m) return null;
  const prefix = u.slice(0, m.index + (m[0].startsWith("/") ? 1 : 0));
  return `${prefix}assets/${variantKey(m[1], width)}`;
}

/** `srcset` value for an uploaded asset, or null (remote images get no srcset). */
export function srcSet(url: unknown, widths: readonly number[] = IMAGE_WIDTHS): string | null {
  if (assetHash(url) === null) return null;
  return widths.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}
