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
  // The engine's own check first (ES2024): nearly every string is well formed already.
  if ((s as { isWellFormed?: () => boolean }).isWellFormed?.()) return s;
  return s.replace(LONE_SURROGATE, "\uFFFD");
}

let segmenter: Intl.Segmenter | null = null;
function segments(s: string): Intl.Segments {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: "grapheme" });
  return segmenter.segment(s);
}

/**
 * Where the grapheme holding code unit `i` starts: a place to cut without
 * splitting it. `containing` asks ICU directly, without walking every
 * grapheme from the start in JavaScript (that costs ~1 µs per grapheme).
 */
export function graphemeStart(s: string, i: number): number {
  if (i <= 0) return 0;
  if (i >= s.length) return s.length;
  return segments(s).containing(i)?.index ?? i;
}

/** The first grapheme of the trimmed text ("" for blank text). */
export function firstGrapheme(s: string): string {
  return segments(wellFormed(s.trim())).containing(0)?.segment ?? "";
}

/**
 * The text with runs of white space flattened, at most `max` code units long:
 * a longer text is cut before the grapheme at `max - 1` (never inside one),
 * back to a word boundary, and ends with "…".
 */
export function clipText(s: string, max: number): string {
  const flat = wellFormed(s).replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, graphemeStart(flat, max - 1)).replace(/\s\S*$/, "")}…`;
}
