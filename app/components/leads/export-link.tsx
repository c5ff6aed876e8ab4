import { useTranslation } from "react-i18next";
import type { InboxFilters } from "./format";

/** GET /api/leads/export.csv for the leads the inbox shows now: its filter, every page. */
export function exportCsvHref(f: InboxFilters): string {
  const params = new URLSearchParams();
  if (f.landing) params.set("landing", f.landing);
  if (f.status) params.set("status", f.status);
  if (f.spam) params.set("spam", "true");
  if (f.q) params.set("q", f.q);
  const query = params.toString();
  return query ? `/api/leads/export.csv?${query}` : "/api/leads/export.csv";
}

/** "Export CSV": a plain download link (the browser saves the file; no app navigation). */
export function ExportCsvLink({ filters }: { filters: InboxFilters }) {
  const { t } = useTranslation("leads");
  return (
    <a href={exportCsvHref(filters)} download className="btn btn-sm btn-secondary leads-export">
      {t("exportCsv")}
    </a>
  );
}
