import { useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ADMIN_PAGE_SIZE } from "../../../core/admin/constants";
import { useToast } from "../toasts";
import { adminFetch } from "./api";

/** The list answer of every admin table (admin API contract, "Lists"). */
export interface ListAnswer<R> {
  rows: R[];
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  dir: "asc" | "desc";
  [extra: string]: unknown;
}

export type SortDir = "asc" | "desc";

export interface AdminList<R> {
  /** The URL's state: what the user asked for. */
  search: string;
  sort: string;
  dir: SortDir | "";
  page: number;
  /** The last answer (kept while the next one loads); null before the first. */
  data: ListAnswer<R> | null;
  loading: boolean;
  failed: boolean;
  setSearch(value: string): void;
  setSort(column: string, dir: SortDir): void;
  setPage(page: number): void;
  /** Sets other URL params (filters); every change goes back to page 1. */
  setFilter(values: Record<string, string | null>): void;
  reload(): void;
}

/**
 * Server-side paging, sorting and searching with the state in the URL's search
 * params (`?search=&sort=&dir=&page=` plus `filters`), so back and forward
 * work. Each change pushes a history entry; the API call follows the URL.
 */
export function useAdminList<R>(
  endpoint: string,
  opts: { failToast: string; filters?: readonly string[]; withSearch?: boolean },
): AdminList<R> {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation("admin");
  const toast = useToast();

  const search = opts.withSearch === false ? "" : (params.get("search") ?? "");
  const sort = params.get("sort") ?? "";
  const rawDir = params.get("dir");
  const dir: SortDir | "" = rawDir === "asc" || rawDir === "desc" ? rawDir : "";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  const query = new URLSearchParams();
  if (search) query.set("search", search);
  if (sort) query.set("sort", sort);
  if (dir) query.set("dir", dir);
  query.set("page", String(page));
  query.set("pageSize", String(ADMIN_PAGE_SIZE));
  for (const f of opts.filters ?? []) {
    const v = params.get(f);
    if (v) query.set(f, v);
  }
  const url = `${endpoint}?${query}`;

  const [answer, setAnswer] = useState<{ url: string; data: ListAnswer<R> } | null>(null);
  const data = answer?.data ?? null;
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);
  const failText = useRef("");
  useEffect(() => {
    failText.current = t(`toasts.${opts.failToast}`);
  });

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    adminFetch<ListAnswer<R>>(url, { signal: ctrl.signal })
      .then((res) => {
        if (ctrl.signal.aborted) return;
        if (res.ok && res.data && Array.isArray(res.data.rows)) {
          setAnswer({ url, data: res.data });
          setFailed(false);
        } else {
          setFailed(true);
          toast.error(failText.current);
        }
        setLoading(false);
      })
      .catch(() => {
        /* aborted: a newer request is under way */
      });
    return () => ctrl.abort();
  }, [url, nonce, toast]);

  const update = useCallback(
    (patch: Record<string, string | null>, replace = false) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(patch)) {
            if (v === null || v === "") next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { preventScrollReset: true, replace },
      );
    },
    [setParams],
  );

  // The server clamps the page (contract): follow it so the URL never says "page 5" of 2.
  const answeredPage = answer && answer.url === url ? answer.data.page : undefined;
  useEffect(() => {
    if (answeredPage !== undefined && answeredPage < page) {
      update({ page: answeredPage > 1 ? String(answeredPage) : null }, true);
    }
  }, [answeredPage, page, update]);

  return {
    search,
    sort,
    dir,
    page,
    data,
    loading,
    failed,
    // SPEC §9: a new search starts again from page 1.
    setSearch: (value) => update({ search: value.trim() || null, page: null }),
    setSort: (column, d) => update({ sort: column, dir: d, page: null }),
    setPage: (p) => update({ page: p > 1 ? String(p) : null }),
    setFilter: (values) => update({ ...values, page: null }),
    reload: () => setNonce((n) => n + 1),
  };
}
