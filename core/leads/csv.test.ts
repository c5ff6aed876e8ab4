import { describe, expect, it } from "vitest";
import { CsvLabels, csvSafe } from "./csv";

describe("leads CSV rules", () => {
  it("defuses every cell a spreadsheet would run as a formula, and leaves others alone", () => {
    for (const bad of [
      '=HYPERLINK("http://x")',
      "+79990001122",
      "-1+1",
      "@SUM(A1)",
      "\t=1",
      "\r=1",
    ])
      expect(csvSafe(bad)).toBe(`'${bad}`);
    for (const ok of ["Иван", "a=b", "", " =1", "1-2", "mail@example.com"])
      expect(csvSafe(ok)).toBe(ok);
  });

  it("gives each distinct label one column in the order met, joining repeats and leaving gaps empty", () => {
    const labels = new CsvLabels();
    for (const l of ["Имя", "Телефон", "Имя", "Комментарий"]) labels.add(l);
    expect(labels.list).toEqual(["Имя", "Телефон", "Комментарий"]);
    expect(
      labels.cells([
        { label: "Комментарий", value: "позвоните" },
        { label: "Имя", value: "Аня" },
        { label: "Имя", value: "Боря" },
        { label: "Unknown", value: "x" },
      ]),
    ).toEqual(["Аня; Боря", "", "позвоните"]);
  });
});
