import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import uplotStyles from "uplot/dist/uPlot.min.css";
import { STATS_PERIODS, UNKNOWN_COUNTRY, statsDays } from "../../../core/stats/rules";
import { StatsChart } from "../../components/stats/stats-chart";
import { APPROX, StatsTotals } from "../../components/stats/stats-totals";
import { XsrfField } from "../../components/xsrf-field";
import { titleMeta } from "../../i18n";
import { requireOwned } from "../../services/landings/index.server";
import { getContext, HttpError } from "../../services/platform/index.server";
import { requireUser } from "../../services/accounts/index.server";
import { landingStats, setStatsEnabled, type StatsAnswer } from "../../services/stats/index.server";
import { redirectWithToast } from "../../services/platform/index.server";
import statsStyles from "../../styles/stats.css";

export const handle = { i18n: ["stats", "landings"] };
export const links: LinksFunction = () => [
  { rel: "stylesheet", href: uplotStyles },
  { rel: "stylesheet", href: statsStyles },
];
export const meta = titleMeta("stats:title");

/** The Statistics view of one landing (issue 15): owner only, 7/30/90 UTC days. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const uuid = params.id ?? "";
  let landing;
  try {
    landing = await requireOwned(ctx, user, uuid);
  } catch (error) {
    if (error instanceof HttpError) throw new Response("Not found", { status: 404 });
    throw error;
  }
  const period = statsDays(new URL(request.url).searchParams.get("days"));
  let stats: StatsAnswer | null = null;
  let problem: "notConfigured" | "unavailable" | null = null;
  try {
    stats = await landingStats(ctx, user, uuid, String(period));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 503) throw error;
    problem = error.code === "notConfigured" ? "notConfigured" : "unavailable";
  }
  return {
    uuid: landing.uuid,
    name: landing.projectname,
    published: landing.published === 1,
    statsOff: landing.stats_off === 1,
    period,
    stats,
    problem,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const uuid = params.id ?? "";
  try {
    await setStatsEnabled(getContext(), user, uuid, form.get("enabled") === "1");
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw new Response("Not found", { status: 404 });
    return redirectWithToast(request.url, { type: "error", key: "stats:saveFailed" });
  }
  return redirectWithToast(new URL(request.url).pathname + new URL(request.url).search, {
    type: "success",
    key: "stats:countingSaved",
  });
}

function targetLabel(t: (k: string, o?: Record<string, unknown>) => string, target: string) {
  if (target === "button:0") return t("target.button0");
  if (target === "button:1") return t("target.button1");
  const card = /^card:(\d+)$/.exec(target);
  return card ? t("target.card", { n: Number(card[1]) + 1 }) : target;
}

function BarList({
  title,
  empty,
  rows,
  testId,
}: {
  title: string;
  empty: string;
  rows: Array<{ label: string; value: number }>;
  testId: string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <section className="card stats-list" aria-labelledby={`${testId}-h`} data-testid={testId}>
      <h2 id={`${testId}-h`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="text-muted text-sm">{empty}</p>
      ) : (
        <ol>
          {rows.map((r) => (
            <li key={r.label}>
              <span className="stats-list-label">{r.label}</span>
              <span className="stats-list-value">{r.value.toLocaleString()}</span>
              <span
                className="stats-list-bar"
                style={{ width: `${Math.round((r.value / max) * 100)}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export default function StatsPage() {
  const data = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("stats");
  const navigation = useNavigation();
  const name = data.name || t("landings:untitledProject");
  const stats = data.stats;
  const countryName = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.language], { type: "region" });
    } catch {
      names = null;
    }
    return (code: string) =>
      code === UNKNOWN_COUNTRY ? t("unknownCountry") : (names?.of(code) ?? code);
  }, [i18n.language, t]);
  const chartLabels = useMemo(
    () => ({ views: t("views"), visitors: `${APPROX} ${t("visitors")}` }),
    [t],
  );

  return (
    <main className="page container stats-page">
      <p className="stats-back">
        <Link to="/landings" className="link">
          ← {t("back")}
        </Link>
      </p>
      <header className="stats-header">
        <h1 className="page-title">{t("heading", { name })}</h1>
        <nav aria-label={t("periodLabel")} className="stats-periods">
          {STATS_PERIODS.map((p) => (
            <Link
              key={p}
              to={`?days=${p}`}
              className={`btn btn-sm ${p === data.period ? "btn-primary" : "btn-secondary"}`}
              aria-current={p === data.period ? "page" : undefined}
              preventScrollReset
            >
              {t("period", { count: p })}
            </Link>
          ))}
        </nav>
      </header>

      {data.problem ? (
        <p className="alert alert-warning" role="status">
          {t(data.problem)}
        </p>
      ) : null}

      {stats ? (
        <>
          <StatsTotals totals={stats.totals} />

          <section className="card stats-chart-card" aria-labelledby="stats-chart-h">
            <h2 id="stats-chart-h">{t("chartLabel")}</h2>
            <StatsChart
              days={stats.days}
              labels={chartLabels}
              ariaLabel={t("chartLabel")}
              locale={i18n.language}
            />
            {stats.totals.views === 0 ? (
              <p className="text-muted text-sm">{t("chartEmpty")}</p>
            ) : null}
          </section>

          <div className="stats-lists">
            <BarList
              title={t("referrers")}
              empty={t("noReferrers")}
              testId="stats-referrers"
              rows={stats.referrers.slice(0, 10).map((r) => ({ label: r.domain, value: r.views }))}
            />
            <BarList
              title={t("countries")}
              empty={t("noCountries")}
              testId="stats-countries"
              rows={stats.countries
                .slice(0, 10)
                .map((c) => ({ label: countryName(c.country), value: c.views }))}
            />
            <BarList
              title={t("clicksHeading")}
              empty={t("noClicks")}
              testId="stats-clicks"
              rows={stats.clicks.map((c) => ({ label: targetLabel(t, c.target), value: c.clicks }))}
            />
          </div>

          <p className="stats-export">
            <a
              className="btn btn-secondary btn-sm"
              href={`/api/landings/${data.uuid}/stats?days=${data.period}&format=csv`}
              download
            >
              {t("exportCsv")}
            </a>
          </p>
        </>
      ) : null}

      <section className="card stats-settings" aria-labelledby="stats-settings-h">
        <h2 id="stats-settings-h" className="visually-hidden">
          {t("countingLabel")}
        </h2>
        <Form method="post" preventScrollReset className="stats-toggle">
          <XsrfField />
          <input type="hidden" name="enabled" value={data.statsOff ? "1" : "0"} />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={!data.statsOff}
              disabled={navigation.state !== "idle"}
              onChange={(e) => e.currentTarget.form?.requestSubmit()}
            />
            <span>{t("countingLabel")}</span>
          </label>
          <noscript>
            <button type="submit" className="btn btn-secondary btn-sm">
              {t("countingLabel")}
            </button>
          </noscript>
        </Form>
        {data.statsOff ? <p className="text-sm stats-off-note">{t("countingOff")}</p> : null}
        <p className="text-muted text-sm">{t("privacy")}</p>
      </section>
    </main>
  );
}
