import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { lastPage, type ListQuery, type SortDir } from "../../core/admin/lists";
import type { Executor } from "../database";
import type { Database } from "../schema";
import { likeNoCase, noCase, nullsAsOnSqlite } from "../dialect";

/**
 * Shared mechanics of the admin tables (issue 10): prefix search, whitelisted
 * sort and bounded offset paging. Each table's module names its columns.
 *
 * Search is a PREFIX match only, `col LIKE 'term%' ESCAPE '\'`, which SQLite
 * answers from the `COLLATE NOCASE` indexes of migration 20261125T1200 (a
 * range scan; its LIKE folds ASCII case). `%term%` could not use any index, so
 * the admin tables never search inside values. On PostgreSQL (issue 12) the
 * same search and sort go through `lower(col)` and its `text_pattern_ops`
 * indexes (db/dialect.ts).
 */

export type { ListQuery, SortDir };

/** A sortable column: `text` columns sort case-insensitively (their NOCASE index serves it). */
export interface SortColumn {
  col: string;
  text?: boolean;
  /** The column may be NULL: NULLs sort first ascending everywhere (SQLite's order). */
  nullable?: boolean;
}

export type SortSpec = Record<string, SortColumn>;

/** One admin table: how its columns sort, which columns a search matches by prefix, its id column. */
export interface AdminTable {
  sorts: SortSpec;
  search: readonly string[];
  idCol: string;
}

export interface ListPage<T> {
  rows: T[];
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDir;
}

/** `term%` with LIKE's wildcards and the escape character itself escaped. */
export function likePrefix(term: string): string {
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The spellings worth trying for one typed term. ASCII case is folded by
 * LIKE itself; SQLite does not fold other scripts, so for e.g. Cyrillic the
 * term as typed, lower-cased and capitalised ("анна" → "Анна") are all tried,
 * each still an index range.
 */
export function termVariants(term: string): string[] {
  if ([...term].every((c) => c.charCodeAt(0) < 128)) return [term];
  const lower = term.toLowerCase();
  const capital = lower.charAt(0).toUpperCase() + lower.slice(1);
  return [...new Set([term, lower, capital, term.toUpperCase()])];
}

/** `col LIKE 'term%' ESCAPE '\'` for each spelling, OR-ed (SQLite: MULTI-INDEX OR). */
export function prefixMatch(
  db: Executor,
  columns: readonly string[],
  term: string,
): RawBuilder<boolean> {
  const parts = columns.flatMap((col) =>
    termVariants(term).map((t) => likeNoCase(db, col, likePrefix(t))),
  );
  return sql<boolean>`(${sql.join(parts, sql` or `)})`;
}

/** ORDER BY the chosen column, then id the same way (stable pages). */
export function orderBy(
  db: Executor,
  spec: SortSpec,
  q: ListQuery,
  idCol: string,
): RawBuilder<unknown> {
  const column = spec[q.sort] ?? { col: idCol };
  const dir = sql.raw(q.dir === "asc" ? "asc" : "desc");
  const nulls = column.nullable ? nullsAsOnSqlite(db, q.dir === "asc" ? "asc" : "desc") : sql``;
  const main = column.text
    ? sql`${noCase(db, column.col)} ${dir}${nulls}`
    : sql`${sql.ref(column.col)} ${dir}${nulls}`;
  return column.col === idCol ? main : sql`${main}, ${sql.ref(idCol)} ${dir}`;
}

/**
 * Counts, clamps the page into [1, lastPage] (the UI never sees "page 2 of
 * 1"), then reads that page. Offsets stay bounded by the table's size.
 */
async function paged<T>(
  q: ListQuery,
  count: () => Promise<number>,
  read: (limit: number, offset: number) => Promise<T[]>,
): Promise<ListPage<T>> {
  const total = await count();
  const page = Math.min(Math.max(1, q.page), lastPage(total, q.pageSize));
  const rows = total === 0 ? [] : await read(q.pageSize, (page - 1) * q.pageSize);
  return { rows, total, page, pageSize: q.pageSize, sort: q.sort, dir: q.dir };
}

/**
 * One page of an admin table: `from` is the table with its filters applied
 * (called once for the count, once for the rows), the search is added after
 * them, `select` picks the row's columns, ordered by the table's sorts with
 * its id column as the tiebreak.
 */
export function listPage<TB extends keyof Database, O>(
  db: Executor,
  q: ListQuery,
  table: AdminTable,
  from: () => SelectQueryBuilder<Database, TB, object>,
  select: (from: SelectQueryBuilder<Database, TB, object>) => SelectQueryBuilder<Database, TB, O>,
): Promise<ListPage<O>> {
  const searched = () =>
    q.search ? from().where(prefixMatch(db, table.search, q.search)) : from();
  return paged(
    q,
    async () => {
      const r = await searched()
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    (limit, offset) =>
      select(searched())
        .orderBy(orderBy(db, table.sorts, q, table.idCol))
        .limit(limit)
        .offset(offset)
        .execute(),
  );
}
