/**
 * Text helpers that respect what a reader sees as one character (a grapheme:
 * an emoji with its modifiers, a flag, a letter with its accents) instead of
 * UTF-16 code units, so nothing a user types is cut in half (issue 11: a
 * project name starting with an emoji lost half a surrogate pair, and
 * encodeURIComponent then threw).
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The string with every unpaired surrogate replaced by U+FFFD (what TextEncoder would write). */
export function wellFormed(s: string): string {
  return s.replace(LONE_SURROGATE, "\uFFFD");
}

let segmenter: Intl.Segmenter | null = null;
function graphemes(s: string): Iterable<{ segment: string }> {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return segmenter.segment(s);
}

/** The first grapheme of the trimmed text ("" for blank text). */
export function firstGrapheme(s: string): string {
  for (const { segment } of graphemes(wellFormed(s.trim()))) return segment;
  return "";
}

/**
 * At most `max` graphemes of the text with runs of white space flattened; a
 * longer text is cut to `max - 1` graphemes, back to a word boundary, plus "…".
 */
export function clipText(s: string, max: number): string {
  const flat = wellFormed(s).replace(/\s+/g, " ").trim();
  // Code units ≥ graphemes: a short enough string needs no segmenting.
  if (flat.length <= max) return flat;
  const parts: string[] = [];
  for (const { segment } of graphemes(flat)) {
    if (parts.length === max) return `${parts.slice(0, max - 1).join("").replace(/\s\S*$/, "")}…`;
    parts.push(segment);
  }
  return flat;
}
