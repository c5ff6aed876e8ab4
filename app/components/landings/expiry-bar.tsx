import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Expiry } from "../../../core/expiry";
import { useDates } from "../use-dates";

/**
 * SPEC §2: an expired landing shows 'expired on {date}' (or 'trial ended' when
 * it was never a paid plan or no date is known); 1–8 days left shows the
 * remaining days. Both offer the activate-PRO button to /s.
 */
export function ExpiryBar({ expiry, paid }: { expiry: Expiry; paid: boolean }) {
  const { t } = useTranslation("landings");
  const dates = useDates();
  if (!expiry.expired && !expiry.warn) return null;
  let text: string;
  if (expiry.expired) {
    text =
      paid && expiry.expiresAt
        ? t("expiredOn", { date: dates.date(expiry.expiresAt) })
        : t("trialEnded");
  } else {
    text = t("daysLeft", { count: expiry.daysLeft ?? 0 });
  }
  return (
    <div
      className={`expiry-bar ${expiry.expired ? "expiry-bar-expired" : "expiry-bar-warn"}`}
      data-testid="expiry-bar"
    >
      <span>{text}</span>
      <Link to="/s" className="btn btn-sm btn-primary expiry-bar-action">
        {t("activatePro")}
      </Link>
    </div>
  );
}
