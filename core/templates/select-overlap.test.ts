import { describe, expect, it } from "vitest";
import { optionNamesCard, optionsNamingCards } from "./select-overlap";

describe("a template select that repeats the cards", () => {
  it("an option names a card when all its words are in the title, endings tolerated", () => {
    expect(optionNamesCard("Стрижка", "Мужская стрижка")).toBe(true);
    expect(optionNamesCard("Борода", "Оформление бороды")).toBe(true);
    expect(optionNamesCard("Tires", "Tire mount & balance (set of 4)")).toBe(true);
    expect(optionNamesCard("Facial", "Signature facial, 60 min")).toBe(true);
  });

  it("an option with a word the title lacks, or only numbers, names nothing", () => {
    expect(optionNamesCard("Споры и претензии", "Претензия или исковое заявление")).toBe(false);
    expect(optionNamesCard("Продать", "Продажа вашей квартиры под ключ")).toBe(false);
    expect(optionNamesCard("100–300", "Paket pernikahan lengkap untuk 300 tamu")).toBe(false);
    expect(optionNamesCard("Other", "")).toBe(false);
  });

  it("the beauty salon's old 'Service' list named its cards; a grade list names none", () => {
    const cards = [
      "Women's cut & blow-dry",
      "Single-process color",
      "Gel manicure",
      "Signature facial, 60 min",
      "Brow shape & tint",
    ];
    expect(
      optionsNamingCards(["Cut & style", "Color", "Nails", "Facial", "Brows & lashes"], cards),
    ).toEqual(["Color", "Facial"]);
    expect(
      optionsNamingCards(
        ["Pre-K / Kindergarten", "Grades 1–5", "Grades 6–8", "Grades 9–12"],
        ["Private math tutoring, 60 min", "SAT prep course, 8 weeks"],
      ),
    ).toEqual([]);
  });
});
