import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { landingExpiry } from "../../core/expiry";
import { PRO_PRICE_USD, TARIFF_PRO } from "../../core/plans";
import { titleMeta } from "~/i18n";
import { getContext } from "~/services/runtime.server";
import { requireUser } from "~/services/session.server";
import landingsStyles from "~/styles/landings.css";

export const meta = titleMeta("landings:plans.title");
export const links: LinksFunction = () => [{ rel: "stylesheet", href: landingsStyles }];

/**
 * /s (SPEC §2 Plans): what PRO gives, its price and the account's current
 * plan. Online payment is a later step; until then the activate button opens
 * the sales contact, who activates PRO by hand.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const ctx = getContext();
  const expiry = landingExpiry({ tariff_expiration_date: user.tariff_expiration_date }, ctx.now());
  return {
    pro: user.tariff === TARIFF_PRO,
    expired: expiry.expired,
    expiresAt: user.tariff_expiration_date,
    salesContactUrl: ctx.config.salesContactUrl,
  };
}

export default function Plans() {
  const { pro, expired, expiresAt, salesContactUrl } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("landings");
  const date = expiresAt ? new Date(expiresAt).toLocaleDateString(i18n.language) : null;
  const features = t("plans.features", { returnObjects: true }) as string[];
  let status = t("plans.free");
  if (date && expired) status = t("plans.expiredOn", { date });
  else if (date && pro) status = t("plans.proUntil", { date });
  else if (date) status = t("plans.trialUntil", { date });
  return (
    <main className="page container plans-page">
      <h1>{t("plans.heading")}</h1>
      <p className="plans-lead">{t("plans.lead")}</p>
      <div className="plans-grid">
        <section className="card plans-offer" aria-labelledby="plans-price">
          <p id="plans-price" className="plans-price">
            {t("plans.price", { amount: PRO_PRICE_USD })}
          </p>
          <p className="plans-note">{t("plans.perYear")}</p>
          <ul className="plans-features">
            {features.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <a className="btn btn-primary" href={salesContactUrl} target="_blank" rel="noreferrer">
            {t("plans.activate")}
          </a>
          <p className="plans-note">{t("plans.paymentSoon")}</p>
        </section>
        <section className="card plans-current" aria-labelledby="plans-current">
          <h2 id="plans-current">{t("plans.current")}</h2>
          <p className={expired ? "plans-status plans-status-expired" : "plans-status"}>{status}</p>
        </section>
      </div>
    </main>
  );
}
