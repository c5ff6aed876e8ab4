import { z } from "zod";
import { ADMIN_MAX_PAGE_SIZE, ADMIN_PAGE_SIZE } from "./constants";

/** The admin lists' query, sort and paging (SPEC §9, admin API contract). */

export const LIST_QUERY_PARAMS = ["search", "sort", "dir", "page", "pageSize"] as const;
export type SortDir = "asc" | "desc";

/** A query param of 1–9 digits (spaces around allowed), else `fallback`; then kept in [min, max]. */
const queryInt = (fallback: number, min: number, max: number) =>
  z.unknown().transform((v) => {
    const n = typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : fallback;
    return Math.min(max, Math.max(min, n));
  });

/**
 * `?search=&sort=&dir=&page=&pageSize=` of every admin list, one value per
 * param (URLSearchParams.get; missing → null). Never fails: whatever is sent,
 * the answer is a list page. `sort` is the raw request here — settle it
 * against the table's columns with `listSort`; the page is clamped to the
 * last page once the total is known (`lastPage`).
 */
export const listQuerySchema = z.object({
  // NUL cannot be a search term (PostgreSQL refuses it in text): it is dropped.
  search: z
    .unknown()
    .transform((v) => (typeof v === "string" ? v.replaceAll("\0", "").trim().slice(0, 200) : "")),
  sort: z.unknown().transform((v) => (typeof v === "string" ? v.trim() : "")),
  dir: z.unknown().transform((v): SortDir | undefined => {
    const d = typeof v === "string" ? v.trim().toLowerCase() : "";
    return d === "asc" || d === "desc" ? d : undefined;
  }),
  page: queryInt(1, 1, Number.MAX_SAFE_INTEGER),
  pageSize: queryInt(ADMIN_PAGE_SIZE, 1, ADMIN_MAX_PAGE_SIZE),
});

/** The contract's sort: a column of `sortable` ascending unless `dir=desc` (id: descending unless `asc`); anything else id desc. */
export function listSort(
  sortable: readonly string[],
  sort: string,
  dir: SortDir | undefined,
): { sort: string; dir: SortDir } {
  if (sort === "") return { sort: "id", dir: dir ?? "desc" };
  if (!sortable.includes(sort)) return { sort: "id", dir: "desc" };
  return { sort, dir: dir ?? (sort === "id" ? "desc" : "asc") };
}

export interface ListQuery {
  search: string;
  sort: string;
  dir: SortDir;
  page: number;
  pageSize: number;
}

/** SPEC §9 / contract: the last page is never below 1, so "page 2 of 1" cannot happen. */
export function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Cuts `value` at `max` characters (SPEC §9); `cut` says whether anything was removed. */
export function truncate(value: string, max: number): { text: string; cut: boolean } {
  const chars = Array.from(value);
  if (chars.length <= max) return { text: value, cut: false };
  return { text: chars.slice(0, max).join(""), cut: true };
}
