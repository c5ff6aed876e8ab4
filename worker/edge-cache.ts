import { MEMORY_TTL_SECONDS } from "./config";
import type { EdgeEntry } from "./entry";
import type { ExecutionContextLike } from "./runtime";

/** Carried on Cache API copies: the entry's own expiry and the Cache-Control visitors get. */
const EXPIRES_HEADER = "x-vitrina-expires";
const CLIENT_CACHE_CONTROL_HEADER = "x-vitrina-cache-control";
/** The entry's landing: `{uuid}`, then `;off` (statistics off) and `;form` (a lead form, issue 24). */
const LANDING_HEADER = "x-vitrina-landing";

export interface EdgeCacheLimits {
  /** Bytes this isolate keeps in memory across all entries. */
  maxBytes: number;
  /** Larger bodies (big images) skip the memory layer and live only in the Cache API. */
  maxEntryBytes: number;
  /** Longest a memory copy is reused: Cloudflare's purge cannot reach an isolate's memory. */
  memoryTtlMs: number;
}

export const DEFAULT_CACHE_LIMITS: EdgeCacheLimits = {
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 512 * 1024,
  memoryTtlMs: MEMORY_TTL_SECONDS * 1000,
};

const SHARED_KEYS_MAX = 100_000;

interface MemoryCopy {
  entry: EdgeEntry;
  /** min(entry.expires, remembered + memoryTtlMs) */
  until: number;
}

/**
 * Two layers in front of the bucket: a small in-isolate map (no I/O at all on a
 * repeat view) and `caches.default`, shared by the isolates of a location.
 * Neither keeps an entry past its `expires` (at most the page TTL, and never
 * past the page's expiry moment); memory copies live at most `memoryTtlMs`.
 * Every change to a landing purges its keys: through Cloudflare's API in
 * production (Cache API), through `purge()` locally (both layers).
 */
export class EdgeCache {
  private readonly memory = new Map<string, MemoryCopy>();
  private memoryBytes = 0;
  /** Bumped by every purge: an answer produced across one is not kept (it may predate the write). */
  private purges = 0;
  /** Cache API writes under way; a purge waits for them so none lands after it. */
  private readonly writes = new Set<Promise<unknown>>();
  /**
   * Keys this isolate put in the Cache API, so a purge deletes only those (each
   * delete is a round trip). Past SHARED_KEYS_MAX it stops counting and a
   * purge deletes every key it is given.
   */
  private sharedKeys: Set<string> | null = new Set();

  constructor(
    private readonly shared: Cache | null,
    private readonly limits: EdgeCacheLimits = DEFAULT_CACHE_LIMITS,
  ) {}

  /** Taken before producing an answer and handed back to `put`. */
  get epoch(): number {
    return this.purges;
  }

  /** The memory layer alone, synchronously: the repeat-view fast path. */
  peek(key: string, now: number): EdgeEntry | null {
    const hit = this.memory.get(key);
    if (!hit) return null;
    if (hit.until > now) return hit.entry;
    this.forget(key);
    return null;
  }

  async get(key: string, now: number): Promise<EdgeEntry | null> {
    const hit = this.peek(key, now);
    if (hit) return hit;
    if (!this.shared) return null;
    const epoch = this.purges;
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
        name === CLIENT_CACHE_CONTROL_HEADER ||
        name === LANDING_HEADER
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
    const landing = res.headers.get(LANDING_HEADER);
    if (landing) {
      const [uuid, ...flags] = landing.split(";");
      entry.landing = { uuid, statsOff: flags.includes("off") };
      if (flags.includes("form")) entry.landing.form = true;
    }
    if (epoch === this.purges) this.remember(key, entry, now);
    return entry;
  }

  /**
   * Keeps a freshly produced answer. `epoch` is `this.epoch` from before it was
   * produced: if a purge came in between, the answer may have been built from
   * objects read before the write that caused the purge, so it is not kept.
   */
  put(
    key: string,
    entry: EdgeEntry,
    now: number,
    ctx?: ExecutionContextLike,
    epoch = this.purges,
  ): void {
    if (entry.expires <= now || epoch !== this.purges) return;
    this.remember(key, entry, now);
    if (!this.shared) return;
    const headers = new Headers(entry.headers);
    const clientCacheControl = headers.get("cache-control");
    if (clientCacheControl) headers.set(CLIENT_CACHE_CONTROL_HEADER, clientCacheControl);
    headers.set("cache-control", `public, max-age=${Math.ceil((entry.expires - now) / 1000)}`);
    headers.set(EXPIRES_HEADER, String(entry.expires));
    if (entry.landing) {
      const { uuid, statsOff, form } = entry.landing;
      headers.set(LANDING_HEADER, `${uuid}${statsOff ? ";off" : ""}${form ? ";form" : ""}`);
    }
    // A failed cache write only costs a later miss.
    const write: Promise<unknown> = this.shared
      .put(
        new Request(key),
        new Response(entry.body as Uint8Array<ArrayBuffer>, { status: entry.status, headers }),
      )
      .catch(() => undefined)
      .finally(() => this.writes.delete(write));
    this.writes.add(write);
    if (this.sharedKeys) {
      this.sharedKeys.add(key);
      if (this.sharedKeys.size > SHARED_KEYS_MAX) this.sharedKeys = null;
    }
    if (ctx) ctx.waitUntil(write);
  }

  /** Drops these keys from both layers (this isolate's memory, this location's Cache API). */
  async purge(keys: readonly string[]): Promise<number> {
    this.purges++;
    // A write started before this purge must not land after it.
    if (this.writes.size) await Promise.all([...this.writes]);
    let dropped = 0;
    for (const key of keys) {
      if (this.memory.has(key)) dropped++;
      this.forget(key);
    }
    if (this.shared) {
      const shared = this.shared;
      const known = this.sharedKeys;
      const stored = known ? keys.filter((key) => known.delete(key)) : keys;
      const deleted = await Promise.all(stored.map((key) => shared.delete(new Request(key))));
      dropped += deleted.filter(Boolean).length;
    }
    return dropped;
  }

  private remember(key: string, entry: EdgeEntry, now: number): void {
    const size = entry.body.byteLength;
    if (size > this.limits.maxEntryBytes || this.limits.memoryTtlMs <= 0) return;
    this.forget(key);
    // Map order is insertion order: drop the oldest entries first.
    for (const [oldKey] of this.memory) {
      if (this.memoryBytes + size <= this.limits.maxBytes) break;
      this.forget(oldKey);
    }
    if (size > this.limits.maxBytes) return;
    this.memory.set(key, { entry, until: Math.min(entry.expires, now + this.limits.memoryTtlMs) });
    this.memoryBytes += size;
  }

  private forget(key: string): void {
    const old = this.memory.get(key);
    if (!old) return;
    this.memory.delete(key);
    this.memoryBytes -= old.entry.body.byteLength;
  }
}
