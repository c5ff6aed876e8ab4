import type { EdgeEntry } from "./entry";
import type { ExecutionContextLike } from "./runtime";

/** Carried on Cache API copies: the entry's own expiry and the Cache-Control visitors get. */
const EXPIRES_HEADER = "x-vitrina-expires";
const CLIENT_CACHE_CONTROL_HEADER = "x-vitrina-cache-control";

export interface EdgeCacheLimits {
  /** Bytes this isolate keeps in memory across all entries. */
  maxBytes: number;
  /** Larger bodies (big images) skip the memory layer and live only in the Cache API. */
  maxEntryBytes: number;
}

export const DEFAULT_CACHE_LIMITS: EdgeCacheLimits = {
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 512 * 1024,
};

/**
 * Two layers in front of the bucket: a small in-isolate map (no I/O at all on a
 * repeat view) and `caches.default`, shared by the isolates of a location.
 * Neither keeps an entry past its `expires`, so a publish or an expiry reaches
 * visitors within the page TTL.
 */
export class EdgeCache {
  private readonly memory = new Map<string, EdgeEntry>();
  private memoryBytes = 0;

  constructor(
    private readonly shared: Cache | null,
    private readonly limits: EdgeCacheLimits = DEFAULT_CACHE_LIMITS,
  ) {}

  async get(key: string, now: number): Promise<EdgeEntry | null> {
    const hit = this.memory.get(key);
    if (hit) {
      if (hit.expires > now) return hit;
      this.forget(key);
    }
    if (!this.shared) return null;
    const res = await this.shared.match(new Request(key));
    if (!res) return null;
    const expires = Number(res.headers.get(EXPIRES_HEADER));
    if (!(expires > now)) {
      await res.body?.cancel();
      return null;
    }
    const headers: Record<string, string> = {};
    res.headers.forEach((value, name) => {
      if (
        name === EXPIRES_HEADER ||
        name === "cache-control" ||
        name === CLIENT_CACHE_CONTROL_HEADER
      )
        return;
      headers[name] = value;
    });
    const clientCacheControl = res.headers.get(CLIENT_CACHE_CONTROL_HEADER);
    if (clientCacheControl) headers["cache-control"] = clientCacheControl;
    const entry: EdgeEntry = {
      status: res.status,
      headers,
      body: new Uint8Array(await res.arrayBuffer()),
      expires,
    };
    this.remember(key, entry);
    return entry;
  }

  put(key: string, entry: EdgeEntry, now: number, ctx?: ExecutionContextLike): void {
    if (entry.expires <= now) return;
    this.remember(key, entry);
    if (!this.shared) return;
    const headers = new Headers(entry.headers);
    const clientCacheControl = headers.get("cache-control");
    if (clientCacheControl) headers.set(CLIENT_CACHE_CONTROL_HEADER, clientCacheControl);
    headers.set("cache-control", `public, max-age=${Math.ceil((entry.expires - now) / 1000)}`);
    headers.set(EXPIRES_HEADER, String(entry.expires));
    // A failed cache write only costs a later miss.
    const write = this.shared
      .put(
        new Request(key),
        new Response(entry.body as Uint8Array<ArrayBuffer>, { status: entry.status, headers }),
      )
      .catch(() => undefined);
    if (ctx) ctx.waitUntil(write);
  }

  private remember(key: string, entry: EdgeEntry): void {
    const size = entry.body.byteLength;
    if (size > this.limits.maxEntryBytes) return;
    this.forget(key);
    // Map order is insertion order: drop the oldest entries first.
    for (const [oldKey] of this.memory) {
      if (this.memoryBytes + size <= this.limits.maxBytes) break;
      this.forget(oldKey);
    }
    this.memory.set(key, entry);
    this.memoryBytes += size;
  }

  private forget(key: string): void {
    const old = this.memory.get(key);
    if (!old) return;
    this.memory.delete(key);
    this.memoryBytes -= old.body.byteLength;
  }
}
