import { useTranslation } from "react-i18next";
import { storedPlan } from "../../core/plans";

/** The tariff as stored (SPEC §9: 1 is PRO), as the nav bar shows it. */
export function ProBadge({ tariff }: { tariff: number }) {
  const { t } = useTranslation("common");
  if (storedPlan({ tariff }) !== "pro") return null;
  return (
    <span className="badge-pro" title={t("proBadgeLabel")} aria-label={t("proBadgeLabel")}>
      {t("pro")}
    </span>
  );
}
