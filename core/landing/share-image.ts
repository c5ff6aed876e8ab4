import { assetHash } from "./images";
import type { LandingContent, Theme } from "./schema";

/** The share image (og:image) size: what Facebook, Telegram and X crop to without loss. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/**
 * Bumped when the image's layout changes, so every landing's image is made
 * again on its next publish.
 */
export const SHARE_IMAGE_LAYOUT = "1";

/**
 * A publish plans the drawing this long after itself, and every publish in
 * between moves it on (issue 28, ADR 027): a page published five times in a
 * minute gets one image, drawn once the page has stood still this long.
 */
export const SHARE_IMAGE_SETTLE_MS = 15_000;

/** Everything the share image is made from; nothing else may change it. */
export interface ShareImageInputs {
  layout: string;
  /** sha256 of the cover upload in our bucket; null for none or a foreign URL (left out). */
  cover: string | null;
  logo: string | null;
  projectName: string;
  companyName: string;
  theme: Theme | null;
}

/**
 * The inputs of a landing's share image. Images count only as our own uploads
 * (by asset hash): the generator reads them from the bucket and never fetches
 * a URL, so a foreign image URL is the same as no image.
 */
export function shareImageInputs(
  content: Pick<
    LandingContent,
    "projectBackgroundUrl" | "projectLogoUrl" | "projectName" | "companyName" | "theme"
  >,
): ShareImageInputs {
  return {
    layout: SHARE_IMAGE_LAYOUT,
    cover: assetHash(content.projectBackgroundUrl),
    logo: assetHash(content.projectLogoUrl),
    projectName: content.projectName.trim(),
    companyName: content.companyName.trim(),
    theme: content.theme ?? null,
  };
}
