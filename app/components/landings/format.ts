import { variantUrl } from "../../../core/landing/images";

export { formatDate } from "../dates";

/** A small variant of an uploaded image for thumbnails; other URLs as they are. */
export function thumbnailUrl(url: string | null | undefined, width = 640): string | null {
  if (!url) return null;
  return variantUrl(url, width) ?? url;
}

/**
 * The card's badge. A published page whose plan has ended answers 403 with
 * the unavailable overlay (core/plans pageExpired, the list's
 * `owner_expired`), so it is not called "Published" (issue 29).
 */
export function cardStatus(item: {
  published: boolean;
  expired: boolean;
}): "published" | "draft" | "unavailable" {
  if (!item.published) return "draft";
  return item.expired ? "unavailable" : "published";
}
