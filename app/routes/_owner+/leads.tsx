import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LEADS_PAGE_SIZE, SPAM_KEEP_DAYS } from "../../../core/leads/inbox";
import { ExportCsvLink } from "../../components/leads/export-link";
import { readInboxFilters } from "../../components/leads/format";
import { LeadFilters, LeadFolders, LeadPager } from "../../components/leads/lead-filters";
import { LeadList, type LeadRowData } from "../../components/leads/lead-list";
import { titleMeta } from "../../i18n";
import { requireUser } from "../../services/accounts/index.server";
import { listLandings } from "../../services/landings/index.server";
import { listLeads } from "../../services/leads/index.server";
import { getContext, HttpError } from "../../services/platform/index.server";
import leadsStyles from "../../styles/leads.css";

export const handle = { i18n: ["leads", "landings"] };
export const links: LinksFunction = () => [{ rel: "stylesheet", href: leadsStyles }];
export const meta = titleMeta("leads:title");

/** The owner's inbox (issue 24): one page of leads, newest first, filtered by the address. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const params = new URL(request.url).searchParams;
  const landings = (await listLandings(ctx, user)).map((l) => ({
    uuid: l.uuid,
    name: l.projectname,
  }));
  let answer: { leads: LeadRowData[]; total: number; page: number };
  let badFilter = false;
  try {
    answer = await listLeads(ctx, user, params);
  } catch (error) {
    // A hand-edited address: say so and show nothing rather than a wrong list.
    if (!(error instanceof HttpError) || error.status !== 400) throw error;
    answer = { leads: [], total: 0, page: 1 };
    badFilter = true;
  }
  return {
    landings,
    // Only what a row shows: the consent proof and the visitor's address stay in the detail.
    leads: answer.leads.map((l): LeadRowData => ({
      id: l.id,
      status: l.status,
      spam: l.spam,
      createdAt: l.createdAt,
      landing: l.landing,
      fields: l.fields,
      item: l.item,
    })),
    total: answer.total,
    pages: Math.max(1, Math.ceil(answer.total / LEADS_PAGE_SIZE)),
    filters: { ...readInboxFilters(params), page: answer.page },
    badFilter,
  };
}

export default function LeadsPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation("leads");
  const { filters } = data;
  const names = new Map(data.landings.map((l) => [l.uuid, l.name || t("untitled")]));
  const landingName = (uuid: string) => names.get(uuid) ?? t("unknownLanding");
  const filtered = Boolean(filters.landing || filters.status || filters.q);
  const fresh = data.total === 0 && !filtered && !filters.spam && !data.badFilter;

  return (
    <main className="page container leads-page">
      <header className="page-header leads-header">
        <div>
          <h1 className="page-title">{t("title")}</h1>
          <p className="text-muted leads-subtitle">{t("subtitle")}</p>
        </div>
        <LeadFolders filters={filters} />
      </header>

      {fresh ? (
        <section className="card empty-state leads-empty" data-testid="leads-empty">
          <h2>{t("empty.title")}</h2>
          <p>{t("empty.body")}</p>
          <Link to="/landings" className="btn btn-primary">
            {t("empty.action")}
          </Link>
        </section>
      ) : (
        <>
          <LeadFilters filters={filters} landings={data.landings} />
          {filters.spam ? (
            <p className="alert alert-info" data-testid="spam-note">
              {t("spamNote", { days: SPAM_KEEP_DAYS })}
            </p>
          ) : null}
          {data.badFilter ? (
            <p className="alert alert-error" role="alert">
              {t("badFilter")}
            </p>
          ) : null}
          <div className="leads-summary">
            <p className="text-muted text-sm leads-total" aria-live="polite">
              {t("count", { count: data.total })}
            </p>
            {data.total > 0 ? <ExportCsvLink filters={filters} /> : null}
          </div>
          {data.leads.length > 0 ? (
            <LeadList leads={data.leads} landingName={landingName} />
          ) : data.badFilter ? null : (
            <p className="card empty-state">
              {filters.spam && !filtered ? t("empty.spam") : t("empty.filtered")}
            </p>
          )}
          <LeadPager filters={filters} pages={data.pages} />
        </>
      )}
    </main>
  );
}
