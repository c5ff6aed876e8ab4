import { describe, expect, it } from "vitest";
import { lastPage, listQuerySchema, listSort, truncate } from "./lists";

describe("admin list query", () => {
  const read = (q: Record<string, string | null>) => listQuerySchema.parse(q);
  it("never fails; page and pageSize are 1–9 digits or the default, pageSize at most 100", () => {
    expect(read({})).toEqual({ search: "", sort: "", dir: undefined, page: 1, pageSize: 10 });
    for (const page of ["1e308", "-4", "0", "2.5", "abc", "9999999999"])
      expect(read({ page }).page, page).toBe(1);
    expect(read({ page: " 3 ", pageSize: "1000" })).toMatchObject({ page: 3, pageSize: 100 });
    expect(read({ pageSize: "0" }).pageSize).toBe(1);
    expect(read({ search: ` ${"s".repeat(300)}`, dir: " DESC " })).toMatchObject({
      search: "s".repeat(200),
      dir: "desc",
    });
  });
  it("sorts only by the table's columns", () => {
    const cols = ["id", "email"];
    expect(listSort(cols, "", undefined)).toEqual({ sort: "id", dir: "desc" });
    expect(listSort(cols, "", "asc")).toEqual({ sort: "id", dir: "asc" });
    expect(listSort(cols, "email", undefined)).toEqual({ sort: "email", dir: "asc" });
    expect(listSort(cols, "id", undefined)).toEqual({ sort: "id", dir: "desc" });
    expect(listSort(cols, "password_hash", "asc")).toEqual({ sort: "id", dir: "desc" });
  });
});

describe("admin table constants (SPEC §9)", () => {
  it("never has a page 2 of 1", () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });
  it("cuts at the limit by characters", () => {
    expect(truncate("a".repeat(50), 50)).toEqual({ text: "a".repeat(50), cut: false });
    expect(truncate("я".repeat(51), 50)).toEqual({ text: "я".repeat(50), cut: true });
  });
});
