import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LEAD_STATUSES } from "../../../core/leads/inbox";
import { inboxHref, type InboxFilters } from "./format";

/** The Inbox / Spam folders: links, so the folder is part of the address. */
export function LeadFolders({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation("leads");
  const folders = [
    { spam: false, label: t("folders.inbox") },
    { spam: true, label: t("folders.spam") },
  ];
  return (
    <nav aria-label={t("folders.label")} className="lead-folders">
      {folders.map((f) => (
        <Link
          key={String(f.spam)}
          to={inboxHref(filters, { spam: f.spam, page: 1 })}
          className={`btn btn-sm ${filters.spam === f.spam ? "btn-primary" : "btn-secondary"}`}
          aria-current={filters.spam === f.spam ? "page" : undefined}
        >
          {f.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Landing, status and search: a GET form, so filtering works without script
 * and every filter stays in the address (paging keeps them).
 */
export function LeadFilters({
  filters,
  landings,
}: {
  filters: InboxFilters;
  landings: Array<{ uuid: string; name: string }>;
}) {
  const { t } = useTranslation("leads");
  const filtered = Boolean(filters.landing || filters.status || filters.q);
  return (
    <Form
      method="get"
      action="/leads"
      className="card lead-filters"
      role="search"
      aria-label={t("filters.label")}
    >
      {filters.spam ? <input type="hidden" name="spam" value="true" /> : null}
      <div className="field">
        <label className="label" htmlFor="lead-filter-landing">
          {t("filters.landing")}
        </label>
        <select
          id="lead-filter-landing"
          name="landing"
          className="select"
          defaultValue={filters.landing}
          key={`l-${filters.landing}`}
        >
          <option value="">{t("filters.allLandings")}</option>
          {landings.map((l) => (
            <option key={l.uuid} value={l.uuid}>
              {l.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="label" htmlFor="lead-filter-status">
          {t("filters.status")}
        </label>
        <select
          id="lead-filter-status"
          name="status"
          className="select"
          defaultValue={filters.status}
          key={`s-${filters.status}`}
        >
          <option value="">{t("filters.allStatuses")}</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="field lead-filter-search">
        <label className="label" htmlFor="lead-filter-q">
          {t("filters.search")}
        </label>
        <input
          id="lead-filter-q"
          type="search"
          name="q"
          className="input"
          defaultValue={filters.q}
          key={`q-${filters.q}`}
          placeholder={t("filters.searchPlaceholder")}
        />
      </div>
      <div className="lead-filter-actions">
        <button type="submit" className="btn btn-primary">
          {t("filters.apply")}
        </button>
        {filtered ? (
          <Link
            to={inboxHref({ ...filters, landing: "", status: "", q: "", page: 1 })}
            className="btn btn-ghost"
          >
            {t("filters.reset")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** Previous / next, keeping every filter; "Page 2 of 5" between them. */
export function LeadPager({ filters, pages }: { filters: InboxFilters; pages: number }) {
  const { t } = useTranslation("leads");
  if (pages <= 1) return null;
  const page = filters.page;
  return (
    <nav aria-label={t("pages.label")} className="lead-pager">
      {page > 1 ? (
        <Link
          to={inboxHref(filters, { page: Math.min(page - 1, pages) })}
          className="btn btn-secondary btn-sm"
          rel="prev"
        >
          ← {t("pages.prev")}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted text-sm">{t("pages.of", { page, pages })}</span>
      {page < pages ? (
        <Link
          to={inboxHref(filters, { page: page + 1 })}
          className="btn btn-secondary btn-sm"
          rel="next"
        >
          {t("pages.next")} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
