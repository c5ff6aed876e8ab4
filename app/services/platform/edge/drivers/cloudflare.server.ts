import type { EdgePurge } from "../port";

/**
 * Cloudflare purge by URL (single-file purge), written against Cloudflare's
 * docs: `POST {api}/zones/{zone_id}/purge_cache` with `{"files": [url, …]}`
 * and a bearer API token holding the zone's "Cache Purge" permission. Free,
 * Pro and Business zones take at most 30 URLs per call, so longer lists go in
 * several calls. The answer is the API's envelope, `{success, errors, result}`.
 * Over the rate limit the API answers 429; those calls and 5xx answers are
 * tried again after `Retry-After` (or a short back-off).
 *
 * Purge-by-URL reaches Cache API entries whose key is that URL on the zone:
 * the worker keys its copies by the public URLs themselves (worker/router.ts
 * `cacheKey`), and this app lists exactly those URLs (../urls.ts).
 */
export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4";
export const CLOUDFLARE_URLS_PER_CALL = 30;

export interface CloudflarePurgeOptions {
  zoneId: string;
  apiToken: string;
  /** The API base, without a trailing slash; a stand-in server's URL in tests. */
  apiUrl?: string;
  /** Tries per call (first one included) on 429 and 5xx answers and network errors. */
  attempts?: number;
  timeoutMs?: number;
  /** Waits between tries; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
}

interface Envelope {
  success?: boolean;
  errors?: Array<{ code?: number; message?: string }>;
}

export class CloudflarePurgeError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const MAX_WAIT_MS = 60_000;

function waitFor(res: Response, attempt: number): number {
  const header = res.headers.get("Retry-After");
  const retryAfter = header === null ? NaN : Number(header);
  if (Number.isFinite(retryAfter) && retryAfter >= 0)
    return Math.min(retryAfter * 1000, MAX_WAIT_MS);
  return Math.min(500 * 2 ** attempt, MAX_WAIT_MS);
}

export function createCloudflarePurge(opts: CloudflarePurgeOptions): EdgePurge {
  const endpoint = `${(opts.apiUrl ?? CLOUDFLARE_API_URL).replace(/\/+$/, "")}/zones/${encodeURIComponent(opts.zoneId)}/purge_cache`;
  const attempts = Math.max(1, opts.attempts ?? 3);
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function call(files: string[]): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${opts.apiToken}`,
            "Content-Type": "application/json",
          },
          body: JSON.stringify({ files }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (error) {
        if (attempt + 1 >= attempts) throw error;
        await sleep(Math.min(500 * 2 ** attempt, MAX_WAIT_MS));
        continue;
      }
      const text = await res.text();
      let envelope: Envelope = {};
      try {
        envelope = JSON.parse(text) as Envelope;
      } catch {
        // Not the API's JSON (a proxy's error page): judged by the status alone.
      }
      if (res.ok && envelope.success === true) return;
      const retryable = res.status === 429 || res.status >= 500;
      if (retryable && attempt + 1 < attempts) {
        await sleep(waitFor(res, attempt));
        continue;
      }
      const first = envelope.errors?.[0];
      const detail = first
        ? `${first.code ?? "?"} ${first.message ?? ""}`.trim()
        : text.slice(0, 200);
      throw new CloudflarePurgeError(`Cloudflare purge: HTTP ${res.status} ${detail}`, res.status);
    }
  }

  return {
    name: "cloudflare",
    async purge(urls) {
      const unique = [...new Set(urls)];
      for (let i = 0; i < unique.length; i += CLOUDFLARE_URLS_PER_CALL) {
        await call(unique.slice(i, i + CLOUDFLARE_URLS_PER_CALL));
      }
    },
  };
}
