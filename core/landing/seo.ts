import { SEO_DESCRIPTION_MAX, type LandingContent } from "./schema";
import { clipText } from "./text";

/**
 * Head-tag rules of the published page (issue 15 "Share image and SEO"),
 * shared by the renderer and its tests.
 */

/**
 * The meta description: the owner's own (`seo.description`), else the first
 * SEO_DESCRIPTION_MAX characters of the project description, else `fallback`
 * (a sentence made from the name, so the tag is never empty: Lighthouse SEO).
 */
export function metaDescription(
  content: Pick<LandingContent, "seo" | "projectDescription">,
  fallback: string,
): string {
  const own = clipText(content.seo?.description ?? "", SEO_DESCRIPTION_MAX);
  if (own) return own;
  return clipText(content.projectDescription || fallback, SEO_DESCRIPTION_MAX);
}

/**
 * JSON for a `<script type="application/ld+json">` body. JSON.stringify leaves
 * `<` as is, so a name holding `</script>` would close the element early and
 * the rest would be parsed as HTML; escaping `<`, `>` and `&` as \u00XX keeps
 * the same JSON value and can never form a tag. U+2028/2029 are escaped for
 * parsers that still read JSON as JavaScript.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export interface OrganizationFacts {
  name: string;
  url: string | null;
  description: string;
  logo: string | null;
  telephones: string[];
  email: string | null;
  location: string;
  /** The website and social profiles (already through the URL gate). */
  sameAs: string[];
}

/** schema.org `Organization` for the page's company, without empty fields. */
export function organizationJsonLd(f: OrganizationFacts): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: f.name,
  };
  if (f.url) ld.url = f.url;
  if (f.description) ld.description = f.description;
  if (f.logo) ld.logo = f.logo;
  if (f.telephones.length)
    ld.telephone = f.telephones.length === 1 ? f.telephones[0] : f.telephones;
  if (f.email) ld.email = f.email;
  if (f.location) ld.address = f.location;
  if (f.sameAs.length) ld.sameAs = f.sameAs;
  return ld;
}
