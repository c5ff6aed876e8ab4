import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PRESET_CARD_IMAGES } from "../../../core/landing/limits";
import { withTestStore } from "../../../tests/support/landings-store";
import type { SiteStore } from "../../../core/storage/site-store";
import { ensurePresetAssets, presetKey, presetUrls } from "./presets.server";

let store: SiteStore;

withTestStore((s) => (store = s));

describe("preset card images", () => {
  it("ships 15 real 750×540 WebP images", async () => {
    for (let i = 0; i < PRESET_CARD_IMAGES; i++) {
      const file = path.resolve("public/presets", presetKey(i).replace("assets/preset-", ""));
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", 750, 540]);
    }
  });

  it("copies the missing ones into the bucket once", async () => {
    await store.put(presetKey(3), new Uint8Array([1, 2, 3]), { contentType: "image/webp" });
    expect(await ensurePresetAssets({ store })).toEqual({ copied: PRESET_CARD_IMAGES - 1 });
    expect(await ensurePresetAssets({ store })).toEqual({ copied: 0 });
    const first = await store.get(presetKey(0));
    expect(first?.contentType).toBe("image/webp");
    expect(first!.body.byteLength).toBeGreaterThan(1000);
    expect(presetUrls("http://pub.test")[0]).toBe("http://pub.test/assets/preset-card-01.webp");
  });
});
