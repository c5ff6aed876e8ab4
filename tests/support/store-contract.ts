import { describe, expect, it } from "vitest";
import { KeyTooLongError, MAX_KEY_BYTES, type SiteStore } from "../../core/storage/site-store";

/**
 * Behaviour every SiteStore driver must share; each driver's test file runs
 * this against a real server (Miniflare's R2, s3rver).
 */
/** Drivers under test are built with a list page size of LIST_PAGE_SIZE so paging is exercised. */
export const LIST_PAGE_SIZE = 10;

export function siteStoreContract(name: string, getStore: () => SiteStore): void {
  const text = (b: Uint8Array) => new TextDecoder().decode(b);

  describe(`${name} SiteStore contract`, () => {
    it("round-trips a text body with content type and metadata (non-ASCII too)", async () => {
      const store = getStore();
      await store.put("pages/a.html", "<p>Привет</p>", {
        contentType: "text/html; charset=utf-8",
        customMetadata: { meta: '{"title":"Магазин"}', plain: "x" },
      });
      const got = await store.get("pages/a.html");
      expect(got).not.toBeNull();
      expect(text(got!.body)).toBe("<p>Привет</p>");
      expect(got!.contentType).toBe("text/html; charset=utf-8");
      expect(got!.customMetadata).toEqual({ meta: '{"title":"Магазин"}', plain: "x" });
      expect(got!.etag).toMatch(/^"?[^"]+"?$/);
    });

    it("round-trips binary bytes unchanged", async () => {
      const store = getStore();
      const bytes = Uint8Array.from({ length: 2048 }, (_, i) => (i * 7) % 256);
      await store.put("assets/bin.webp", bytes, { contentType: "image/webp" });
      const got = await store.get("assets/bin.webp");
      expect(Array.from(got!.body)).toEqual(Array.from(bytes));
    });

    it("returns null for a missing key", async () => {
      expect(await getStore().get("nope/missing.json")).toBeNull();
    });

    it("overwrites and changes the etag when the body changes", async () => {
      const store = getStore();
      await store.put("meta/x.json", "1");
      const a = await store.get("meta/x.json");
      await store.put("meta/x.json", "22");
      const b = await store.get("meta/x.json");
      expect(text(b!.body)).toBe("22");
      expect(b!.etag).not.toBe(a!.etag);
    });

    it("deletes one key, many keys, and ignores missing keys", async () => {
      const store = getStore();
      await store.put("del/1", "a");
      await store.put("del/2", "b");
      await store.put("del/3", "c");
      await store.delete("del/1");
      expect(await store.get("del/1")).toBeNull();
      await store.delete(["del/2", "del/3", "del/never"]);
      expect(await store.list("del/")).toEqual([]);
    });

    it("lists every key under a prefix across pages", async () => {
      const store = getStore();
      const n = LIST_PAGE_SIZE * 2 + 5;
      const keys = Array.from({ length: n }, (_, i) => `many/${String(i).padStart(4, "0")}`);
      await Promise.all(keys.map((k) => store.put(k, "")));
      await store.put("manyother/x", "");
      const listed = await store.list("many/");
      expect(listed.sort()).toEqual(keys);
      await store.delete(listed);
      expect(await store.list("many/")).toEqual([]);
    });

    it("reads a key over 1024 bytes as missing, skips it on delete and refuses to write it", async () => {
      const store = getStore();
      const prefix = "routes/alias/";
      const longKeys = [
        `${prefix}${"a".repeat(MAX_KEY_BYTES - prefix.length + 1)}`,
        `${prefix}${"ж".repeat(506)}`,
      ];
      for (const long of longKeys) {
        expect(await store.get(long)).toBeNull();
        await expect(store.put(long, "{}")).rejects.toThrow(KeyTooLongError);
      }
      await store.put(`${prefix}short`, "{}");
      await store.delete([...longKeys, `${prefix}short`]);
      expect(await store.get(`${prefix}short`)).toBeNull();
    });
  });
}
