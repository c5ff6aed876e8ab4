import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Settings } from "./api";
import { useDates } from "../use-dates";

/** SPEC §2 sidebar card: type (default free), expiry (default "not activated"), a way to pay. */
export function SubscriptionCard({ settings }: { settings: Settings }) {
  const { t } = useTranslation("settings");
  const dates = useDates();
  const date = settings.expiration_date
    ? dates.date(settings.expiration_date)
    : t("subscription.notActivated");
  return (
    <section className="card settings-subscription" aria-labelledby="subscription-title">
      <h2 id="subscription-title">{t("subscription.title")}</h2>
      <dl className="purchase-facts">
        <dt>{t("subscription.type")}</dt>
        <dd data-testid="subscription-type">
          {settings.subscription_type === "pro" ? t("subscription.pro") : t("subscription.free")}
        </dd>
        <dt>{t("subscription.expiry")}</dt>
        <dd>{date}</dd>
      </dl>
      <Link className="btn btn-primary btn-block" to="/s/">
        {t("subscription.pay")}
      </Link>
    </section>
  );
}
