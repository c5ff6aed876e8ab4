import { readFile } from "node:fs/promises";
import path from "node:path";
import { PRESET_CARD_IMAGES } from "../../../core/landing/limits";
import { keys } from "../../../core/storage/keys";
import type { AppContext } from "../platform/index.server";

/**
 * The 15 preset card images (SPEC §9) ship in public/presets/ (made by
 * scripts/make-presets.ts) and are served to visitors from the public origin,
 * so start-up copies them into the bucket as assets/preset-card-NN.webp (the
 * worker serves assets by one path segment, so no sub-folder).
 */
export const PRESET_DIR = path.resolve("public/presets");
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function presetFileName(i: number): string {
  return `card-${String(i + 1).padStart(2, "0")}.webp`;
}

export function presetKey(i: number): string {
  return keys.asset(`preset-${presetFileName(i)}`);
}

/** Public URLs of every preset, in order. */
export function presetUrls(publicUrl: string): string[] {
  return Array.from({ length: PRESET_CARD_IMAGES }, (_, i) => `${publicUrl}/${presetKey(i)}`);
}

export async function ensurePresetAssets(
  ctx: Pick<AppContext, "store">,
  dir: string = PRESET_DIR,
): Promise<{ copied: number }> {
  const present = new Set(await ctx.store.list(keys.asset("preset-")));
  let copied = 0;
  for (let i = 0; i < PRESET_CARD_IMAGES; i++) {
    const key = presetKey(i);
    if (present.has(key)) continue;
    const body = await readFile(path.join(dir, presetFileName(i)));
    await ctx.store.put(key, new Uint8Array(body), {
      contentType: "image/webp",
      cacheControl: IMMUTABLE,
    });
    copied++;
  }
  return { copied };
}
