/**
 * The local worker's purge endpoint, as both sides see it (worker/purge.ts
 * answers it, the app's `local` purge driver calls it): one definition of its
 * path, header and limits, so the caller never sends what the worker refuses.
 */
export const PURGE_PATH = "/__purge";
export const PURGE_SECRET_HEADER = "X-Purge-Secret";
/** URLs one call may name. */
export const PURGE_MAX_FILES = 1000;
/** Bytes of one call's JSON body. */
export const PURGE_MAX_BODY_BYTES = 64 * 1024;

/** The call's body for these URLs: `{"files": [...]}`. */
export function purgeBody(urls: readonly string[]): string {
  return JSON.stringify({ files: urls });
}

const utf8 = new TextEncoder();
const byteLength = (s: string) => utf8.encode(s).byteLength;

/**
 * Splits URLs into call bodies the endpoint accepts (≤ PURGE_MAX_FILES URLs,
 * ≤ PURGE_MAX_BODY_BYTES each). A URL too long for any body on its own is
 * left out: no worker key is that long (keys are built from hosts and link names).
 */
export function purgeBodies(urls: readonly string[]): string[] {
  const bodies: string[] = [];
  const empty = byteLength(purgeBody([]));
  let part: string[] = [];
  let bytes = empty;
  for (const url of urls) {
    // Its JSON string and the comma before it.
    const size = byteLength(JSON.stringify(url)) + 1;
    if (empty + size > PURGE_MAX_BODY_BYTES) continue;
    if (part.length === PURGE_MAX_FILES || bytes + size > PURGE_MAX_BODY_BYTES) {
      bodies.push(purgeBody(part));
      part = [];
      bytes = empty;
    }
    part.push(url);
    bytes += size;
  }
  if (part.length) bodies.push(purgeBody(part));
  return bodies;
}
