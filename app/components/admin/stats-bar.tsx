import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToast } from "../toasts";
import { adminFetch, useFailureText } from "./api";
import type { AdminStats } from "./types";

/** Dashboard counts over 7 and 30 days (GET /api/admin/stats), at the top of the admin area. */
export function StatsBar() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const [stats, setStats] = useState<AdminStats | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    adminFetch<AdminStats>("/api/admin/stats", { signal: ctrl.signal })
      .then((res) => {
        if (res.ok && res.data) setStats(res.data);
        else toast.error(failure("loadStatsFailed", res.ok ? null : res));
      })
      .catch(() => {});
    return () => ctrl.abort();
  }, [toast, failure]);

  const items = [
    ["signups", t("stats.signups")],
    ["paidOrders", t("stats.paidOrders")],
    ["failedTasks", t("stats.failedTasks")],
  ] as const;
  return (
    <section className="admin-stats" aria-label={t("stats.label")}>
      {items.map(([key, label]) => {
        const v = stats?.[key];
        return (
          <div
            key={key}
            className={`admin-stat ${key === "failedTasks" && v && v.d7 > 0 ? "admin-stat-alert" : ""}`}
          >
            <h2 className="admin-stat-label">{label}</h2>
            <dl className="admin-stat-values">
              <div>
                <dt>{t("stats.d7")}</dt>
                <dd>{v ? v.d7 : "…"}</dd>
              </div>
              <div>
                <dt>{t("stats.d30")}</dt>
                <dd>{v ? v.d30 : "…"}</dd>
              </div>
            </dl>
          </div>
        );
      })}
    </section>
  );
}
