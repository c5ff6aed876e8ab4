/**
 * The trades the template gallery filters by (issue 26). A template file names
 * one; the gallery's filter labels are the catalogue's `templates.niches.<key>`.
 */
export const NICHES = [
  "food",
  "retail",
  "beauty",
  "health",
  "education",
  "services",
  "realty",
  "events",
  "travel",
  "professional",
  "b2b",
] as const;
export type Niche = (typeof NICHES)[number];

export const isNiche = (v: unknown): v is Niche =>
  typeof v === "string" && (NICHES as readonly string[]).includes(v);
