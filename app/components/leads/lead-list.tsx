import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { LeadStatusName } from "../../../core/leads/inbox";
import { useDates } from "../use-dates";
import { itemText } from "./format";

/** What a row of the inbox needs of a lead (the loader sends no more). */
export interface LeadRowData {
  id: string;
  status: LeadStatusName;
  spam: boolean;
  createdAt: string;
  landing: string;
  fields: Array<{ label: string; value: string }>;
  item: { title: string; price?: unknown } | null;
}

export function StatusBadge({ status }: { status: LeadStatusName }) {
  const { t } = useTranslation("leads");
  return (
    <span className={`lead-status is-${status}`} data-testid="lead-status">
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * The inbox's rows, newest first. Every value is visitor input: it is only
 * ever a text child (React escapes it), never markup.
 */
export function LeadList({
  leads,
  landingName,
}: {
  leads: LeadRowData[];
  landingName: (uuid: string) => string;
}) {
  const { t, i18n } = useTranslation("leads");
  const dates = useDates();
  return (
    <ul className="lead-list" aria-label={t("list.label")}>
      {leads.map((lead) => {
        const time = dates.dateTime(lead.createdAt, { short: true });
        const item = itemText(lead.item, i18n.language);
        return (
          <li key={lead.id} className="card lead-row" data-testid="lead-row">
            <div className="lead-row-head">
              <Link
                to={`/leads/${lead.id}`}
                className="lead-row-time link"
                aria-label={t("list.openLabel", { time })}
              >
                <time dateTime={lead.createdAt}>{time}</time>
              </Link>
              <StatusBadge status={lead.status} />
              <span className="lead-row-landing text-muted">{landingName(lead.landing)}</span>
            </div>
            <dl className="lead-row-fields">
              {lead.fields.map((f, i) => (
                <div key={i} className="lead-row-field">
                  <dt>{f.label}</dt>
                  <dd>{f.value || t("list.empty")}</dd>
                </div>
              ))}
              {item ? (
                <div className="lead-row-field">
                  <dt>{t("detail.item")}</dt>
                  <dd>{item}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
