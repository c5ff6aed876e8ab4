import { useTranslation } from "react-i18next";
import { PRO_FEATURE_NEEDS, type ServerFeature } from "../../../core/plans";

/**
 * PRO's lines on the plans page. A line whose feature this server has not
 * set up says so (issue 29): the page never sells what the server then
 * answers "not set up" to. The upgrade dialog at the showroom limit lists
 * them the same way, under its own list class.
 */
export function PlanFeatures({
  available,
  className = "plans-features",
}: {
  available: Record<ServerFeature, boolean>;
  className?: string;
}) {
  const { t } = useTranslation("landings");
  const lines = t("plans.features", { returnObjects: true }) as string[];
  return (
    <ul className={className}>
      {lines.map((line, i) => {
        const need = PRO_FEATURE_NEEDS[i] ?? null;
        const off = need !== null && !available[need];
        return (
          <li key={line} className={off ? "plans-feature-off" : undefined}>
            {line}
            {off ? <span className="plans-feature-note">{t("plans.notAvailableHere")}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
