import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { suggestTextAlias, textAliasError, TEXTALIAS_MAX } from "./textalias";

describe("suggestTextAlias (issue 11 #9)", () => {
  it.each([
    ["Мой магазин", "moy-magazin"],
    ["  Северный   парк  ", "severnyy-park"],
    ["Щука и ёж", "shchuka-i-yozh"],
    ["Хлеб, цветы & чай!", "khleb-tsvety-chay"],
    ["Объявление", "obyavlenie"],
    ["Съешь ещё этих булок", "sesh-eshchyo-etikh-bulok"],
    ["ЮЖНЫЙ Двор 2026", "yuzhnyy-dvor-2026"],
    ["Toko Budi", "toko-budi"],
    ["Kafé Sédap", "kafe-sedap"],
    ["my_shop", "my-shop"],
    ["Київ", "kiyiv"],
  ])("%j → %j", (input, out) => {
    expect(suggestTextAlias(input)).toBe(out);
  });

  it("answers nothing when no usable name comes out", () => {
    expect(suggestTextAlias("")).toBe("");
    expect(suggestTextAlias("Я")).toBe("");
    expect(suggestTextAlias("!!!")).toBe("");
    // "admin" is reserved
    expect(suggestTextAlias("Админ")).toBe("");
    expect(suggestTextAlias(42)).toBe("");
  });

  it("cuts to the maximum length without a trailing hyphen", () => {
    const s = suggestTextAlias(`${"а".repeat(63)} б`);
    expect(s.length).toBeLessThanOrEqual(TEXTALIAS_MAX);
    expect(s.endsWith("-")).toBe(false);
  });

  it("always suggests a valid link name or nothing", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (s) => {
        const out = suggestTextAlias(s);
        expect(out === "" || textAliasError(out) === null).toBe(true);
      }),
    );
  });
});
