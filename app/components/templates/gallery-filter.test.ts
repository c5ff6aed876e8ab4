import { describe, expect, it } from "vitest";
import { filterGallery, galleryHref, presentNiches, readGalleryQuery } from "./gallery-filter";

const item = (id: string, niche: string, title: string, description = "") => ({
  id,
  niche,
  title,
  description,
  previewUrl: `/template-previews/${id}.ru.webp`,
});
const items = [
  item("cafe", "food", "Кофейня или пекарня", "Меню с ценами и предзаказ"),
  item("barber", "beauty", "Барбершоп", "Стрижки, бороды, запись онлайн"),
  item("salon", "beauty", "Beauty salon", "Manicure and hair, book a visit"),
  item("bistro", "food", "Café & bistro", "Lunch menu"),
];

describe("template gallery filter", () => {
  it("keeps only the chosen trade", () => {
    expect(filterGallery(items, { niche: "beauty", q: "" }).map((i) => i.id)).toEqual([
      "barber",
      "salon",
    ]);
  });

  it("searches title and description, every word, ignoring case, accents and ё", () => {
    expect(filterGallery(items, { niche: "", q: "запись" }).map((i) => i.id)).toEqual(["barber"]);
    expect(filterGallery(items, { niche: "", q: "CAFE" }).map((i) => i.id)).toEqual(["bistro"]);
    expect(filterGallery(items, { niche: "", q: "book hair" }).map((i) => i.id)).toEqual(["salon"]);
    expect(filterGallery(items, { niche: "", q: "menu hair" })).toEqual([]);
    expect(
      filterGallery([item("x", "food", "Ёлки")], { niche: "", q: "елки" }).map((i) => i.id),
    ).toEqual(["x"]);
  });

  it("combines trade and search; an empty query lists everything", () => {
    expect(filterGallery(items, { niche: "food", q: "menu" }).map((i) => i.id)).toEqual(["bistro"]);
    expect(filterGallery(items, { niche: "", q: "  " })).toHaveLength(4);
  });

  it("reads the query from the address and writes it back without empty parts", () => {
    const q = readGalleryQuery(new URLSearchParams("niche=food&q=+кофе+"));
    expect(q).toEqual({ niche: "food", q: "кофе" });
    expect(galleryHref(q)).toBe("?niche=food&q=%D0%BA%D0%BE%D1%84%D0%B5");
    expect(galleryHref({ niche: "", q: "" })).toBe("?");
    expect(readGalleryQuery(new URLSearchParams(""))).toEqual({ niche: "", q: "" });
  });

  it("offers a chip only for trades that have a template, in the given order", () => {
    expect(presentNiches(items, ["beauty", "realty", "food"])).toEqual(["beauty", "food"]);
  });
});
