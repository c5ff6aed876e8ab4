import { useTranslation } from "react-i18next";
import { isActivePro } from "../../core/plans";

/**
 * The nav bar's PRO mark: PRO and not ended (core/plans' one rule), so it
 * never stands beside "Expired on …". `expired` is the server's verdict on
 * the session user, so server and browser render the same.
 */
export function ProBadge({ tariff, expired }: { tariff: number; expired: boolean }) {
  const { t } = useTranslation("common");
  if (!isActivePro({ tariff, expired }, new Date())) return null;
  return (
    <span className="badge-pro" title={t("proBadgeLabel")} aria-label={t("proBadgeLabel")}>
      {t("pro")}
    </span>
  );
}
