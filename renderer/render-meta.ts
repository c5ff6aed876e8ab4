/** What the renderer needs to know beyond the content itself. */
export interface RenderMeta {
  uuid: string;
  /** ru | en | id; anything else falls back to Russian. */
  lang: string;
  /** Absolute URL of the page (canonical link, og:url). */
  canonicalUrl: string;
  /** Origin of the public site; relative asset URLs are made absolute against it (og:image). */
  publicUrl: string;
  /** "Made with Vitrina" badge (false for PRO owners who hide it). */
  showBadge: boolean;
  /** Analytics snippets: published pages only, never previews. */
  includeAnalytics: boolean;
  /** Where "Vitrina" links in the footer and badge; defaults to PRODUCT_URL. */
  productUrl?: string;
  /**
   * Absolute URL of the landing's 1200×630 share image (ADR 017), when one
   * was made from this content; else og:image falls back to the cover.
   */
  shareImage?: string | null;
  /**
   * The page's language versions (issue 14), the source first, each with its
   * absolute URL: hreflang alternates (the source is x-default) and the
   * language switch. Absent or a single entry: no alternates, no switch.
   */
  languages?: ReadonlyArray<{ lang: string; href: string }>;
}

export const PRODUCT_NAME = "Vitrina";
export const PRODUCT_URL = "https://vitrina.app";
