import type { TranslationTarget } from "./languages";

// The answer of GET /api/landings/{id}/translations (issue 14): the server
// builds it, the editor's Languages section reads it.

export interface TranslationItem {
  path: string;
  /** The source text it translates now. */
  source: string;
  /** What the page shows: the owner's edit, else the provider's text; null = not translated yet. */
  text: string | null;
  machineText: string | null;
  edited: boolean;
  needsReview: boolean;
}

export interface TranslationView {
  to: TranslationTarget;
  /** path → shown text, for every field with a current translation. */
  fields: Record<string, string>;
  items: TranslationItem[];
}
