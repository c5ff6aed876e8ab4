import { useTranslation } from "react-i18next";

/** Tariff 1 is PRO (SPEC §9). */
export const PRO_TARIFF = 1;

export function ProBadge({ tariff }: { tariff: number }) {
  const { t } = useTranslation("common");
  if (tariff !== PRO_TARIFF) return null;
  return (
    <span className="badge-pro" title={t("proBadgeLabel")} aria-label={t("proBadgeLabel")}>
      {t("pro")}
    </span>
  );
}
