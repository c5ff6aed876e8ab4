import { etagMatches } from "./headers";

/**
 * Every edge answer is first built as a buffered entry (bodies are small HTML
 * pages and images), so one code path serves it fresh or from a cache, and
 * handles HEAD and If-None-Match the same way for all of them.
 */
export interface EdgeEntry {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  /** Epoch ms until which the entry may be reused from a cache; 0 = never cache. */
  expires: number;
  /** A landing page: which one, and whether its owner switched statistics off (never sent to visitors). */
  landing?: { uuid: string; statsOff: boolean; form?: boolean };
}

/** Headers a 304 repeats (RFC 9110 §15.4.5) plus the security headers. */
const NOT_MODIFIED_DROPS = new Set(["content-type", "content-length"]);

export function toResponse(entry: EdgeEntry, request: Request): Response {
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch && (entry.status === 200 || entry.status === 403)) {
    // Entries read back from the Cache API have lower-case header names.
    const etag = new Headers(entry.headers).get("ETag");
    if (etag && etagMatches(ifNoneMatch, etag)) {
      const headers = Object.fromEntries(
        Object.entries(entry.headers).filter(([k]) => !NOT_MODIFIED_DROPS.has(k.toLowerCase())),
      );
      return new Response(null, { status: 304, headers });
    }
  }
  if (request.method === "HEAD") {
    const headers = new Headers(entry.headers);
    headers.set("Content-Length", String(entry.body.byteLength));
    return new Response(null, { status: entry.status, headers });
  }
  // The hot path: workerd sets Content-Length from the fixed-size body.
  return new Response(entry.body as Uint8Array<ArrayBuffer>, {
    status: entry.status,
    headers: entry.headers,
  });
}
