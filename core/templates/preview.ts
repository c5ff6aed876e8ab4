/**
 * The gallery's preview images (issue 26): the top of each template's page as
 * our renderer publishes it, shot at a phone's width by scripts/template-previews.ts
 * and checked in as public/template-previews/{id}.{lang}.webp. The file's size
 * in pixels, which the gallery also gives its <img> so nothing shifts as it loads.
 */
export const TEMPLATE_PREVIEW = { width: 300, height: 400 } as const;

/** The phone-like viewport the page is shot at, then scaled down to TEMPLATE_PREVIEW (same 3:4). */
export const TEMPLATE_PREVIEW_VIEWPORT = { width: 360, height: 480 } as const;

/** The preview's path under the app's public folder and URL. */
export const templatePreviewPath = (id: string, lang: string) =>
  `/template-previews/${id}.${lang}.webp`;
