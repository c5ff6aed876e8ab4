import type { Locator, Page } from "@playwright/test";

/**
 * A screenshot of the whole page, or of one part of it cut from a full-page
 * shot (an element shot would slide the part under the editor's sticky bars).
 * Taken from the top, so those bars sit above the part, not over it.
 */
export async function screenshotPart(page: Page, path: string, width: number, part?: Locator) {
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!part) return page.screenshot({ path, fullPage: true, animations: "disabled" });
  const box = await part.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.left + window.scrollX, y: r.top + window.scrollY, w: r.width, h: r.height };
  });
  const pad = 12;
  return page.screenshot({
    path,
    fullPage: true,
    animations: "disabled",
    clip: {
      x: Math.max(0, box.x - pad),
      y: Math.max(0, box.y - pad),
      width: Math.min(width, box.w + 2 * pad),
      height: box.h + 2 * pad,
    },
  });
}
