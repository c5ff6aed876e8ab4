/**
 * Splits texts into provider requests of at most `maxTexts` texts and at most
 * `maxBytes` of request body (DeepL: 50 texts and 128 KiB per request). Order
 * is kept; each batch lists indices into the input. A single text larger than
 * the byte limit travels alone (the provider then refuses it, which surfaces
 * as an error rather than a silent cut).
 */
export interface BatchLimits {
  maxTexts: number;
  maxBytes: number;
  /** Bytes one text adds to a request body (default: its UTF-8 length). */
  sizeOf?: (text: string) => number;
  /** Bytes of the request besides the texts (language codes, options). */
  overhead?: number;
}

const utf8 = new TextEncoder();

export function batchTexts(texts: readonly string[], limits: BatchLimits): number[][] {
  const sizeOf = limits.sizeOf ?? ((t: string) => utf8.encode(t).byteLength);
  const budget = limits.maxBytes - (limits.overhead ?? 0);
  const batches: number[][] = [];
  let current: number[] = [];
  let bytes = 0;
  texts.forEach((text, i) => {
    const size = sizeOf(text);
    if (current.length && (current.length >= limits.maxTexts || bytes + size > budget)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(i);
    bytes += size;
  });
  if (current.length) batches.push(current);
  return batches;
}
