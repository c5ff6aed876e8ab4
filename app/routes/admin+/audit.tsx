import { useTranslation } from "react-i18next";
import { TABLE_TRUNCATE } from "../../../core/admin/constants";
import { AdminPage } from "../../components/admin/admin-page";
import { DataTable, type Column } from "../../components/admin/data-table";
import { useDateFormat } from "../../components/admin/format";
import { Truncated } from "../../components/admin/truncated";
import type { AdminAudit } from "../../components/admin/types";
import { useAdminList } from "../../components/admin/use-admin-list";
import { titleMeta } from "../../i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:audit.title");

/** Read-only audit log (GET /api/admin/audit), newest first. */
export default function AdminAuditLog() {
  const { t } = useTranslation("admin");
  const { dateTime } = useDateFormat();
  const list = useAdminList<AdminAudit>("/api/admin/audit", {
    failToast: "loadAuditFailed",
    withSearch: false,
  });
  const columns: Column<AdminAudit>[] = [
    {
      key: "created_at",
      label: t("fields.created_at"),
      render: (r) => <span className="admin-nowrap">{dateTime(r.created_at)}</span>,
    },
    {
      key: "admin_email",
      label: t("fields.admin"),
      render: (r) => r.admin_email ?? `#${r.admin_id}`,
    },
    {
      key: "action",
      label: t("fields.action"),
      render: (r) => <span className="admin-mono">{r.action}</span>,
    },
    {
      key: "target",
      label: t("fields.target"),
      render: (r) =>
        r.target_type ? `${r.target_type}${r.target_id !== null ? ` #${r.target_id}` : ""}` : "—",
    },
    {
      key: "details",
      label: t("fields.details"),
      className: "admin-cell-wide",
      render: (r) => (
        <Truncated
          value={
            r.details === null || typeof r.details === "string"
              ? r.details
              : JSON.stringify(r.details)
          }
          max={TABLE_TRUNCATE}
        />
      ),
    },
    { key: "ip", label: t("fields.ip") },
  ];
  return (
    <AdminPage id="admin-audit-title" title={t("audit.title")}>
      <p className="text-muted admin-subtitle">{t("audit.caption")}</p>
      <DataTable caption={t("audit.caption")} list={list} columns={columns} rowKey={(r) => r.id} />
    </AdminPage>
  );
}
