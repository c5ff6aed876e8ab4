import { variantUrl } from "../../../core/landing/images";

/**
 * Dates are shown in Moscow time, where the product's plan dates are set (the
 * same 3-hour offset core/expiry uses), so server and browser print the same day.
 */
export function formatDate(value: string | Date, locale: string): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Moscow",
  }).format(d);
}

/** A small variant of an uploaded image for thumbnails; other URLs as they are. */
export function thumbnailUrl(url: string | null | undefined, width = 640): string | null {
  if (!url) return null;
  return variantUrl(url, width) ?? url;
}
