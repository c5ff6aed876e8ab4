import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/**
 * Noto Sans from @fontsource/noto-sans, bundled with the app: satori reads
 * TTF/OTF/WOFF but not WOFF2, so the .woff subsets are used. Latin, Latin
 * extended (Indonesian names, accents) and Cyrillic, regular and bold; satori
 * picks, per character, the first font that has the glyph.
 */
const SUBSETS = ["latin", "latin-ext", "cyrillic"] as const;
const familyOf = (subset: string) => `Noto Sans ${subset}`;
/** The CSS font-family list: each subset is its own family, tried in this order. */
export const SHARE_FONT_FAMILY = SUBSETS.map(familyOf).join(", ");
const WEIGHTS = [400, 700] as const;

export interface ShareFont {
  name: string;
  data: Buffer;
  weight: (typeof WEIGHTS)[number];
  style: "normal";
}

let loaded: Promise<ShareFont[]> | null = null;

export function shareFonts(): Promise<ShareFont[]> {
  loaded ??= (async () => {
    const require = createRequire(import.meta.url);
    const fonts: ShareFont[] = [];
    for (const weight of WEIGHTS) {
      for (const subset of SUBSETS) {
        const file = require.resolve(
          `@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`,
        );
        fonts.push({
          name: familyOf(subset),
          data: await readFile(file),
          weight,
          style: "normal",
        });
      }
    }
    return fonts;
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}
