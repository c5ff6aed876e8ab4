import { useTranslation } from "react-i18next";

export interface StatsTotalsValues {
  views: number;
  visitors: number;
  clicks: number;
}

/**
 * Unique visitors are an estimate (a daily hash of address and browser:
 * people behind one network and browser merge, one person's devices split;
 * the local worker has no address at all, ADR 015), so their counts carry
 * this sign and a note; a view or a click is one page or one beacon.
 */
export const APPROX = "≈";

/** The period's totals on the Statistics view: views, unique visitors, clicks. */
export function StatsTotals({ totals }: { totals: StatsTotalsValues }) {
  const { t } = useTranslation("stats");
  return (
    <section className="stats-totals" aria-label={t("totalsLabel")}>
      <div className="card stats-total">
        <span className="stats-total-label">{t("views")}</span>
        <strong data-testid="total-views">{totals.views.toLocaleString()}</strong>
      </div>
      <div className="card stats-total">
        <span className="stats-total-label">{t("visitors")}</span>
        <span className="stats-total-value">
          {/* The note below says it in words, for screen readers too. */}
          <span className="stats-approx" aria-hidden="true">
            {APPROX}
          </span>
          <strong data-testid="total-visitors">{totals.visitors.toLocaleString()}</strong>
        </span>
        <small className="stats-total-note">{t("visitorsApproximate")}</small>
      </div>
      <div className="card stats-total">
        <span className="stats-total-label">{t("clicks")}</span>
        <strong data-testid="total-clicks">{totals.clicks.toLocaleString()}</strong>
      </div>
    </section>
  );
}
