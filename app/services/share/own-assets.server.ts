import sharp from "sharp";
import { IMAGE_EXTENSIONS, assetHash, variantKey } from "../../../core/landing/images";
import { IMAGE_MAX_PIXELS } from "../../../core/landing/limits";
import { keys } from "../../../core/storage/keys";
import type { SiteStore } from "../../../core/storage/site-store";

/**
 * Images for the share card come only from our own bucket, by asset hash
 * (ADR 017). Content image URLs are free strings: fetching one from the app
 * server would be SSRF, so a URL that is not one of our uploads, or whose
 * upload is not in the bucket, gives no image — and nothing is fetched.
 */
async function readOwnAsset(
  store: SiteStore,
  url: string,
  width: number,
): Promise<Uint8Array | null> {
  const hash = assetHash(url);
  if (!hash) return null;
  // Every upload has each width as WebP (core/landing/images); the original is the fallback.
  const candidates = [
    keys.asset(variantKey(hash, width)),
    ...IMAGE_EXTENSIONS.map((ext) => keys.asset(`${hash}.${ext}`)),
  ];
  for (const key of candidates) {
    const obj = await store.get(key);
    if (obj) return obj.body;
  }
  return null;
}

/**
 * One of our images, cropped/fitted to `box` and converted to PNG (satori
 * draws PNG data URLs, and WebP is not one it reads). An unreadable file is
 * left out rather than failing the card.
 */
export async function ownImageAsPng(
  store: SiteStore,
  url: string,
  box: { width: number; height: number; fit: "cover" | "contain"; readWidth: number },
): Promise<Buffer | null> {
  const bytes = await readOwnAsset(store, url, box.readWidth);
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(box.width, box.height, {
        fit: box.fit,
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}
