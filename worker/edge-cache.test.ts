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
    const c = new EdgeCache(null, { maxBytes: 100, maxEntryBytes: 60 });
    c.put("a", entry(40, 10), 0);
    c.put("b", entry(40, 10), 0);
    c.put("c", entry(40, 10), 0);
    c.put("big", entry(61, 10), 0);
    expect(await c.get("a", 1)).toBeNull();
    expect(await c.get("b", 1)).not.toBeNull();
    expect(await c.get("c", 1)).not.toBeNull();
    expect(await c.get("big", 1)).toBeNull();
  });
});
