import { describe, expect, it } from "vitest";
import { EdgeCache } from "./edge-cache";
import type { EdgeEntry } from "./entry";

const entry = (bytes: number, expires: number): EdgeEntry => ({
  status: 200,
  headers: { ETag: '"x"' },
  body: new Uint8Array(bytes),
  expires,
});

describe("EdgeCache (memory layer)", () => {
  it("returns an entry until it expires", async () => {
    const c = new EdgeCache(null);
    c.put("k", entry(10, 1_000), 0);
    expect(await c.get("k", 999)).not.toBeNull();
    expect(await c.get("k", 1_000)).toBeNull();
  });

  it("never stores an entry that is already stale (404s, TTL 0)", async () => {
    const c = new EdgeCache(null);
    c.put("k", entry(10, 0), 0);
    expect(await c.get("k", 0)).toBeNull();
  });

  it("evicts the oldest entries to stay within its byte budget and skips huge bodies", async () => {
    const c = new EdgeCache(null, { maxBytes: 100, maxEntryBytes: 60, memoryTtlMs: 1_000 });
    c.put("a", entry(40, 10), 0);
    c.put("b", entry(40, 10), 0);
    c.put("c", entry(40, 10), 0);
    c.put("big", entry(61, 10), 0);
    expect(await c.get("a", 1)).toBeNull();
    expect(await c.get("b", 1)).not.toBeNull();
    expect(await c.get("c", 1)).not.toBeNull();
    expect(await c.get("big", 1)).toBeNull();
  });

  it("keeps a memory copy at most memoryTtlMs, however long the entry may live", async () => {
    const c = new EdgeCache(null, { maxBytes: 100, maxEntryBytes: 60, memoryTtlMs: 30_000 });
    c.put("k", entry(10, 86_400_000), 0);
    expect(await c.get("k", 29_999)).not.toBeNull();
    expect(await c.get("k", 30_000)).toBeNull();
    const off = new EdgeCache(null, { maxBytes: 0, maxEntryBytes: 60, memoryTtlMs: 30_000 });
    off.put("k", entry(10, 86_400_000), 0);
    expect(await off.get("k", 1)).toBeNull();
  });

  it("purges keys, and never keeps an answer produced across a purge", async () => {
    const c = new EdgeCache(null);
    c.put("a", entry(10, 100_000), 0);
    c.put("b", entry(10, 100_000), 0);
    expect(await c.purge(["a", "missing"])).toBe(1);
    expect(await c.get("a", 1)).toBeNull();
    expect(await c.get("b", 1)).not.toBeNull();
    // An answer built from reads made before the write whose purge came meanwhile:
    const before = c.epoch;
    await c.purge(["a"]);
    c.put("a", entry(10, 100_000), 1, undefined, before);
    expect(await c.get("a", 2)).toBeNull();
    c.put("a", entry(10, 100_000), 1, undefined, c.epoch);
    expect(await c.get("a", 2)).not.toBeNull();
  });
});
