import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SORTABLE_COLUMNS, TABLE_TRUNCATE } from "../../../core/admin/constants";
import {
  scheduledTaskFields,
  scheduledTaskSchema,
} from "../../../core/admin/forms/scheduled-tasks";
import { adminFetch, useFailureText } from "../../components/admin/api";
import { CrudDialogs, useAdminWrites, type CrudDialog } from "../../components/admin/crud";
import { DeleteButton, EditButton } from "../../components/admin/row-buttons";
import { AdminPage } from "../../components/admin/admin-page";
import { DataTable, type Column } from "../../components/admin/data-table";
import { useDateFormat } from "../../components/admin/format";
import type { AdminTask } from "../../components/admin/types";
import { useAdminList } from "../../components/admin/use-admin-list";
import { useToast } from "../../components/toasts";
import { titleMeta } from "../../i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:tasks.title");

/** SPEC §2 Admin → Scheduled tasks: table, edit, delete, and "Retry now" on a failed task. */
export default function AdminScheduledTasks() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const { dateTime } = useDateFormat();
  const list = useAdminList<AdminTask>("/api/admin/scheduled_tasks", {
    failToast: "loadTasksFailed",
  });
  const [dialog, setDialog] = useState<CrudDialog<AdminTask>>(null);
  const [retrying, setRetrying] = useState<number | null>(null);
  const close = () => setDialog(null);

  const retry = async (task: AdminTask) => {
    setRetrying(task.id);
    const res = await adminFetch(`/api/admin/scheduled_tasks/${task.id}/retry`, {
      method: "POST",
      body: {},
    });
    setRetrying(null);
    if (!res.ok) {
      toast.error(failure("retryTaskFailed", res));
      return;
    }
    toast.success(t("toasts.taskRetried"));
    list.reload();
  };

  const columns: Column<AdminTask>[] = [
    { key: "id", label: t("fields.id"), className: "admin-num" },
    {
      key: "name",
      label: t("fields.taskName"),
      render: (r) => <span className="admin-mono">{r.name}</span>,
    },
    {
      key: "execution_time",
      label: t("fields.execution_time"),
      render: (r) => dateTime(r.execution_time),
    },
    {
      key: "status",
      label: t("fields.status"),
      render: (r) => (
        <span className={`badge admin-task-${r.status}`}>
          {t(`taskStatus.${r.status}`, { defaultValue: r.status })}
        </span>
      ),
    },
    { key: "attempts", label: t("fields.attempts"), className: "admin-num" },
    {
      key: "last_error",
      label: t("fields.last_error"),
      truncate: TABLE_TRUNCATE,
      className: "admin-cell-wide",
    },
  ];

  // No Add New: creating scheduled tasks is not implemented (the API refuses every POST,
  // SPEC §5), so a form that could only end in that refusal is not offered (issue 29).
  const writes = useAdminWrites<AdminTask>({
    endpoint: "/api/admin/scheduled_tasks",
    reload: list.reload,
    failures: { save: "saveTaskFailed", delete: "deleteTaskFailed" },
    toasts: { updated: "taskUpdated", deleted: "taskDeleted" },
  });

  return (
    <AdminPage id="admin-tasks-title" title={t("tasks.title")}>
      <DataTable
        sortable={SORTABLE_COLUMNS.scheduled_tasks}
        caption={t("tasks.caption")}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchHint={t("table.searchHint", { fields: t("tasks.searchFields") })}
        actions={(r) => (
          <>
            {r.status === "failed" ? (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={retrying === r.id}
                aria-busy={retrying === r.id}
                onClick={() => retry(r)}
              >
                {t("actions.retry")}
              </button>
            ) : null}
            <EditButton onClick={() => setDialog({ kind: "edit", row: r })} />
            <DeleteButton onClick={() => setDialog({ kind: "delete", row: r })} />
          </>
        )}
      />

      <CrudDialogs
        dialog={dialog}
        onClose={close}
        writes={writes}
        fields={scheduledTaskFields}
        schema={scheduledTaskSchema}
        editTitle={(task) => t("tasks.editTitle", { name: task.name })}
        deleteTitle={t("tasks.deleteTitle")}
        deleteBody={(task) => <p>{t("tasks.deleteText", { name: task.name, id: task.id })}</p>}
      />
    </AdminPage>
  );
}
