import { variantUrl } from "../../../core/landing/images";

export { formatDate } from "../dates";

/** A small variant of an uploaded image for thumbnails; other URLs as they are. */
export function thumbnailUrl(url: string | null | undefined, width = 640): string | null {
  if (!url) return null;
  return variantUrl(url, width) ?? url;
}
