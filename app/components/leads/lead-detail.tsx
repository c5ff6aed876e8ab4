import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { LeadDetail } from "../../services/leads/index.server";
import { useDates } from "../use-dates";
import { itemText } from "./format";
import { LeadDeliveries } from "./lead-delivery";

type Lead = Pick<
  LeadDetail,
  | "spam"
  | "fields"
  | "item"
  | "pageUrl"
  | "pageLang"
  | "referrer"
  | "utm"
  | "consent"
  | "deliveries"
>;

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** "English (en)" in the owner's language; the code alone where the browser cannot name it. */
function languageName(code: string, uiLang: string): string {
  try {
    const name = new Intl.DisplayNames([uiLang], { type: "language" }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card lead-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A definition list row; an empty value reads "none" rather than leaving a gap. */
function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="lead-dl-row">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A lead's data, proof and delivery state (issue 24). Every value the visitor
 * or their browser sent (fields, referrer, UTM, user agent) is a text child,
 * never markup or a link.
 */
export function LeadDetailView({ lead }: { lead: Lead }) {
  const { t, i18n } = useTranslation("leads");
  const dates = useDates();
  const none = <span className="text-muted">{t("detail.none")}</span>;
  const text = (v: string | null | undefined) => (v ? v : none);
  const utm = Object.entries(lead.utm).filter(([, v]) => v);
  const item = itemText(lead.item, i18n.language);
  return (
    <>
      <Section id="lead-fields" title={t("detail.fields")}>
        <dl className="lead-dl">
          {lead.fields.map((f, i) => (
            <Row key={i} term={f.label}>
              <span className="lead-value">{text(f.value)}</span>
            </Row>
          ))}
          {lead.item ? <Row term={t("detail.item")}>{item}</Row> : null}
        </dl>
      </Section>

      <Section id="lead-source" title={t("detail.source")}>
        <dl className="lead-dl">
          <Row term={t("detail.page")}>
            <span className="lead-break">{text(lead.pageUrl)}</span>
          </Row>
          <Row term={t("detail.version")}>
            {lead.pageLang ? languageName(lead.pageLang, i18n.language) : t("detail.mainVersion")}
          </Row>
          <Row term={t("detail.referrer")}>
            <span className="lead-break">{text(lead.referrer)}</span>
          </Row>
          <Row term={t("detail.utm")}>
            {utm.length === 0 ? (
              none
            ) : (
              <ul className="lead-utm">
                {utm.map(([k, v]) => (
                  <li key={k}>
                    <code>utm_{k}</code> <span className="lead-break">{v}</span>
                  </li>
                ))}
              </ul>
            )}
          </Row>
        </dl>
      </Section>

      <Section id="lead-consent" title={t("detail.consent")}>
        <dl className="lead-dl">
          <Row term={t("detail.consentText")}>
            <q className="lead-consent-text">{lead.consent.text}</q>
          </Row>
          <Row term={t("detail.consentHash")}>
            <code className="lead-break">{lead.consent.hash}</code>
          </Row>
          <Row term={t("detail.policy")}>
            {isWebAddress(lead.consent.policyUrl) ? (
              <a
                className="link lead-break"
                href={lead.consent.policyUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {lead.consent.policyUrl}
              </a>
            ) : (
              text(lead.consent.policyUrl)
            )}
          </Row>
          <Row term={t("detail.consentAt")}>
            <time dateTime={lead.consent.at}>
              {dates.dateTime(lead.consent.at, { zone: true })}
            </time>
          </Row>
          <Row term={t("detail.address")}>
            {lead.consent.ip ?? <span className="text-muted">{t("detail.noAddress")}</span>}
          </Row>
          <Row term={t("detail.userAgent")}>
            <span className="lead-break">{text(lead.consent.userAgent)}</span>
          </Row>
        </dl>
      </Section>

      <Section id="lead-delivery" title={t("detail.delivery")}>
        {lead.deliveries.length === 0 ? (
          <p className="text-muted">{t(lead.spam ? "detail.noDelivery" : "detail.notForwarded")}</p>
        ) : (
          <LeadDeliveries deliveries={lead.deliveries} />
        )}
      </Section>
    </>
  );
}
