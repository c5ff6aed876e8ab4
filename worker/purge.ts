import { PURGE_MAX_BODY_BYTES, PURGE_MAX_FILES, PURGE_SECRET_HEADER } from "../core/edge-purge";
import type { EdgeDeps } from "./deps";

/**
 * The local worker's purge (DESIGN §6 "edge cache purge", local driver): the
 * app posts the public URLs of a landing it has just changed, with the shared
 * secret, and both cache layers drop them. It exists only when
 * EDGE_PURGE_SECRET is set, which is the case only for the single-isolate
 * worker on this machine; production purges through Cloudflare's API.
 *
 *   POST /__purge   X-Purge-Secret: …   {"files": ["http://127.0.0.1:8787/l/shop", …]}
 *   → 200 {"ok": true, "keys": 2, "dropped": 1}
 */
export { PURGE_PATH, PURGE_SECRET_HEADER } from "../core/edge-purge";

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...extra,
      "Content-Type": "application/json",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Compares in time that depends only on the lengths, not on where the first difference is. */
export function secretMatches(given: string | null, secret: string | null): boolean {
  if (!given || !secret) return false;
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(secret);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i] ?? 0) ^ b[i];
  return diff === 0;
}

function parseFiles(text: string): string[] | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  const files = (v as { files?: unknown } | null)?.files;
  if (!Array.isArray(files) || files.length > PURGE_MAX_FILES) return null;
  return files.every((f) => typeof f === "string") ? (files as string[]) : null;
}

export async function purgeResponse(
  request: Request,
  deps: Pick<EdgeDeps, "config" | "cache">,
  keyOf: (url: string) => string | null,
): Promise<Response> {
  if (request.method !== "POST") return json(405, { ok: false }, { Allow: "POST" });
  if (!secretMatches(request.headers.get(PURGE_SECRET_HEADER), deps.config.purgeSecret)) {
    return json(403, { ok: false });
  }
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > PURGE_MAX_BODY_BYTES) return json(413, { ok: false });
  const body = await request.text();
  if (body.length > PURGE_MAX_BODY_BYTES) return json(413, { ok: false });
  const files = parseFiles(body);
  if (!files) return json(400, { ok: false, error: 'expected {"files": [url, …]}' });
  const keys = [...new Set(files.map(keyOf).filter((k): k is string => k !== null))];
  const dropped = deps.cache ? await deps.cache.purge(keys) : 0;
  return json(200, { ok: true, keys: keys.length, dropped });
}
