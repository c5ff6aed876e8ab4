import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE } from "../../../core/admin/constants";
import { lastPage } from "../../../core/admin/lists";
import { useScrollCue } from "./scroll-cue";
import { Truncated } from "./truncated";
import type { AdminList } from "./use-admin-list";

export interface Column<R> {
  /** The row field and, when the list sorts by it, the API's sort column. */
  key: string;
  label: string;
  /** Cell content; by default the field as text, cut at `truncate` when given. */
  render?: (row: R) => ReactNode;
  truncate?: number;
  className?: string;
}

/**
 * The one table of the admin console (SPEC §2, §9): a search that restarts at
 * page 1, per-column ascending/descending sorting (buttons in the headers,
 * aria-sort on them), 10 rows a page with a pager, long values cut with a
 * "show all" toggle, Add New and per-row actions. All of it is server-side
 * through `useAdminList` (URL state → API query).
 */
export function DataTable<R>({
  caption,
  list,
  columns,
  sortable = [],
  rowKey,
  actions,
  onAdd,
  searchHint,
  filters,
  emptyText,
}: {
  caption: string;
  list: AdminList<R>;
  columns: Column<R>[];
  /** The list's sortable columns (core SORTABLE_COLUMNS): their headers are sort buttons. */
  sortable?: readonly string[];
  rowKey: (row: R) => string | number;
  actions?: (row: R) => ReactNode;
  onAdd?: () => void;
  /** Shown under the search box; no search box when absent. */
  searchHint?: string;
  /** Extra controls above the table (filters). */
  filters?: ReactNode;
  emptyText?: string;
}) {
  const { t } = useTranslation("admin");
  const captionId = useId();
  // Wider than its card (a narrow screen): it scrolls inside, a fade on each edge with more.
  const scroller = useScrollCue<HTMLDivElement>();
  const data = list.data;
  const pageSize = data?.pageSize || ADMIN_PAGE_SIZE;
  const total = data?.total ?? 0;
  const pages = lastPage(total, pageSize);
  // The answer's page is clamped by the server; never show more than the last page.
  const page = Math.min(data?.page ?? list.page, pages);
  const sort = data?.sort ?? list.sort;
  const dir = data?.dir ?? list.dir;
  const rows = data?.rows ?? [];
  const colCount = columns.length + (actions ? 1 : 0);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);

  return (
    <div className="card admin-card">
      {searchHint !== undefined || onAdd || filters ? (
        <div className="admin-toolbar">
          {searchHint !== undefined ? (
            <SearchBox
              key={list.search}
              initial={list.search}
              hint={searchHint}
              onSearch={list.setSearch}
            />
          ) : null}
          {filters}
          {onAdd ? (
            <button type="button" className="btn btn-primary admin-add" onClick={onAdd}>
              <span aria-hidden="true">+</span> {t("table.addNew")}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="admin-scroll-frame admin-table-frame">
        <div
          ref={scroller}
          className="admin-table-wrap"
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
        >
          <table className="admin-table" aria-busy={list.loading}>
            <caption id={captionId} className="visually-hidden">
              {caption}
            </caption>
            <thead>
              <tr>
                {columns.map((c) => {
                  const sorts = sortable.includes(c.key);
                  const active = sorts && sort === c.key;
                  const ariaSort = !sorts
                    ? undefined
                    : active
                      ? dir === "asc"
                        ? "ascending"
                        : "descending"
                      : "none";
                  return (
                    <th key={c.key} scope="col" aria-sort={ariaSort} className={c.className}>
                      {sorts ? (
                        <button
                          type="button"
                          className="admin-sort"
                          onClick={() =>
                            list.setSort(c.key, active && dir === "asc" ? "desc" : "asc")
                          }
                        >
                          {c.label}
                          <span className="admin-sort-icon" aria-hidden="true">
                            {active ? (dir === "asc" ? "▲" : "▼") : "↕"}
                          </span>
                        </button>
                      ) : (
                        c.label
                      )}
                    </th>
                  );
                })}
                {actions ? (
                  <th scope="col" className="admin-actions-col">
                    {t("table.actions")}
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {data === null ? (
                <tr>
                  <td colSpan={colCount} className="admin-table-status">
                    {list.failed ? t("table.empty") : t("table.loading")}
                  </td>
                </tr>
              ) : rows.length === 0 ? (
                <tr>
                  <td colSpan={colCount} className="admin-table-status">
                    {emptyText ?? t("table.empty")}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((c) => (
                      <td key={c.key} className={c.className}>
                        {c.render ? (
                          c.render(row)
                        ) : c.truncate ? (
                          <Truncated value={cellText(row, c.key)} max={c.truncate} />
                        ) : (
                          cellText(row, c.key) || "—"
                        )}
                      </td>
                    ))}
                    {actions ? (
                      <td className="admin-actions-col">
                        <div className="admin-actions">{actions(row)}</div>
                      </td>
                    ) : null}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </div>
      <nav className="admin-pager" aria-label={t("table.pager")}>
        <span className="admin-range text-muted">{t("table.range", { from, to, total })}</span>
        <div className="admin-pager-buttons">
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page <= 1 || list.loading}
            onClick={() => list.setPage(page - 1)}
          >
            <span aria-hidden="true">←</span> {t("table.previous")}
          </button>
          <span className="admin-page-of" aria-live="polite">
            {t("table.pageOf", { page, pages })}
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            disabled={page >= pages || list.loading}
            onClick={() => list.setPage(page + 1)}
          >
            {t("table.next")} <span aria-hidden="true">→</span>
          </button>
        </div>
      </nav>
    </div>
  );
}

function cellText<R>(row: R, key: string): string {
  const v = (row as Record<string, unknown>)[key];
  if (v === null || v === undefined) return "";
  return typeof v === "object" ? JSON.stringify(v) : String(v);
}

function SearchBox({
  initial,
  hint,
  onSearch,
}: {
  initial: string;
  hint: string;
  onSearch: (v: string) => void;
}) {
  const { t } = useTranslation("admin");
  const [value, setValue] = useState(initial);
  const inputId = useId();
  const hintId = useId();
  return (
    <form
      role="search"
      className="admin-search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value);
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t("table.search")}
      </label>
      <div className="admin-search-row">
        <input
          id={inputId}
          className="input"
          type="search"
          name="search"
          value={value}
          placeholder={t("table.search")}
          aria-describedby={hint ? hintId : undefined}
          autoComplete="off"
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-secondary">
          {t("table.search")}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </form>
  );
}
