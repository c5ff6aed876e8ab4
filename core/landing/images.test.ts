import { describe, expect, it } from "vitest";
import { assetHash, IMAGE_WIDTHS, srcSet, variantUrl } from "./images";

const h = "0123456789abcdef".repeat(4);

describe("image variant convention", () => {
  it("maps an uploaded asset to its webp width variants", () => {
    expect(variantUrl(`/assets/${h}.jpg`, 640)).toBe(`/assets/${h}-640.webp`);
    expect(variantUrl(`https://pub.example/assets/${h}.png`, 320)).toBe(
      `https://pub.example/assets/${h}-320.webp`,
    );
    expect(assetHash(`/assets/${h}.jpeg`)).toBe(h);
  });

  it("builds a srcset over every width", () => {
    expect(srcSet(`/assets/${h}.jpg`)).toBe(
      IMAGE_WIDTHS.map((w) => `/assets/${h}-${w}.webp ${w}w`).join(", "),
    );
  });

  it("leaves other URLs alone", () => {
    for (const u of [
      "https://cdn.example/photo.jpg",
      `/assets/${h.slice(1)}.jpg`,
      `/assets/${h}.gif`,
      `/myassets/${h}.jpg`,
    ]) {
      expect(variantUrl(u, 320)).toBeNull();
      expect(srcSet(u)).toBeNull();
    }
  });
});
