/** What the gallery lists for one template (GET /api/templates has the same fields). */
export interface GalleryItem {
  id: string;
  niche: string;
  title: string;
  description: string;
  previewUrl: string;
}

export interface GalleryQuery {
  niche: string;
  q: string;
}

/** Lower case without accents, so "cafe" finds "Café" and "ё" matches "е". */
function fold(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").replace(/ё/g, "е").toLocaleLowerCase();
}

/**
 * The query the address carries (?niche=&q=): the server renders it for a
 * browser without script, the script filters by the same rule as you type.
 */
export function readGalleryQuery(params: URLSearchParams): GalleryQuery {
  return { niche: params.get("niche")?.trim() ?? "", q: params.get("q")?.trim() ?? "" };
}

/** Items of the chosen trade whose title or description holds every word of the search. */
export function filterGallery<T extends GalleryItem>(
  items: readonly T[],
  query: GalleryQuery,
): T[] {
  const words = fold(query.q).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (query.niche && item.niche !== query.niche) return false;
    const text = fold(`${item.title} ${item.description}`);
    return words.every((w) => text.includes(w));
  });
}

/** The trades present among the items, in the order given (a trade with no template gets no chip). */
export function presentNiches(items: readonly GalleryItem[], order: readonly string[]): string[] {
  const present = new Set(items.map((i) => i.niche));
  return order.filter((n) => present.has(n));
}

/** The address of a filter state, empty parameters left out (/createLanding?niche=food). */
export function galleryHref(query: GalleryQuery): string {
  const p = new URLSearchParams();
  if (query.niche) p.set("niche", query.niche);
  if (query.q) p.set("q", query.q);
  const s = p.toString();
  return s ? `?${s}` : "?";
}
