import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_TRUNCATE, TASK_DEFAULTS } from "../../core/admin/constants";
import { scheduledTaskFields, scheduledTaskSchema } from "../../core/admin/forms/scheduled-tasks";
import { adminFetch, useAdminMessage, useFailureText } from "~/components/admin/api";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, type Column } from "~/components/admin/data-table";
import { EntityFormModal, type SubmitOutcome } from "~/components/admin/entity-form";
import { useDateFormat } from "~/components/admin/format";
import { outcomeOf } from "~/components/admin/landing-settings";
import type { AdminTask } from "~/components/admin/types";
import { useAdminList } from "~/components/admin/use-admin-list";
import { useToast } from "~/components/toasts";
import { titleMeta } from "~/i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:tasks.title");

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; task: AdminTask }
  | { kind: "delete"; task: AdminTask }
  | null;

/** SPEC §2 Admin → Scheduled tasks: table, edit, delete, and "Retry now" on a failed task. */
export default function AdminScheduledTasks() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const message = useAdminMessage();
  const { dateTime } = useDateFormat();
  const list = useAdminList<AdminTask>("/api/admin/scheduled_tasks", {
    failToast: "loadTasksFailed",
  });
  const [dialog, setDialog] = useState<Dialog>(null);
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
    { key: "id", label: t("fields.id"), sortable: true, className: "admin-num" },
    {
      key: "name",
      label: t("fields.taskName"),
      sortable: true,
      render: (r) => <span className="admin-mono">{r.name}</span>,
    },
    {
      key: "execution_time",
      label: t("fields.execution_time"),
      sortable: true,
      render: (r) => dateTime(r.execution_time),
    },
    {
      key: "status",
      label: t("fields.status"),
      sortable: true,
      render: (r) => (
        <span className={`badge admin-task-${r.status}`}>
          {t(`taskStatus.${r.status}`, { defaultValue: r.status })}
        </span>
      ),
    },
    { key: "attempts", label: t("fields.attempts"), sortable: true, className: "admin-num" },
    {
      key: "last_error",
      label: t("fields.last_error"),
      truncate: TABLE_TRUNCATE,
      className: "admin-cell-wide",
    },
  ];

  const save =
    (editing: AdminTask | null) =>
    async (data: Record<string, unknown>): Promise<SubmitOutcome> => {
      const res = await adminFetch(
        editing ? `/api/admin/scheduled_tasks/${editing.id}` : "/api/admin/scheduled_tasks",
        { method: editing ? "PUT" : "POST", body: data },
      );
      if (!res.ok) {
        // Add New: the API's "… is not implemented yet" is the whole message.
        if (!editing) toast.error(message(res.error) ?? failure("saveTaskFailed", res));
        else toast.error(failure("saveTaskFailed", res));
        return editing ? outcomeOf(res) : { keepOpen: true };
      }
      if (editing) toast.success(t("toasts.taskUpdated"));
      list.reload();
    };

  return (
    <section aria-labelledby="admin-tasks-title" className="admin-page">
      <h1 id="admin-tasks-title" className="admin-title">
        {t("tasks.title")}
      </h1>
      <DataTable
        caption={t("tasks.caption")}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchHint={t("table.searchHint", { fields: t("tasks.searchFields") })}
        onAdd={() => setDialog({ kind: "create" })}
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
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "edit", task: r })}
            >
              {t("actions.edit")}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm admin-danger-text"
              onClick={() => setDialog({ kind: "delete", task: r })}
            >
              {t("actions.delete")}
            </button>
          </>
        )}
      />

      {dialog?.kind === "create" ? (
        <EntityFormModal
          title={t("tasks.createTitle")}
          fields={scheduledTaskFields}
          schema={scheduledTaskSchema}
          initial={{ ...TASK_DEFAULTS, payload: "{}" }}
          submitLabel={t("actions.create")}
          onClose={close}
          onSubmit={save(null)}
        />
      ) : null}
      {dialog?.kind === "edit" ? (
        <EntityFormModal
          title={t("tasks.editTitle", { name: dialog.task.name })}
          fields={scheduledTaskFields}
          schema={scheduledTaskSchema}
          initial={{ ...dialog.task }}
          submitLabel={t("actions.save")}
          onClose={close}
          onSubmit={save(dialog.task)}
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={t("tasks.deleteTitle")}
          confirmLabel={t("actions.delete")}
          onClose={close}
          onConfirm={async () => {
            const res = await adminFetch(`/api/admin/scheduled_tasks/${dialog.task.id}`, {
              method: "DELETE",
            });
            if (!res.ok) {
              toast.error(failure("deleteTaskFailed", res));
              return false;
            }
            toast.success(t("toasts.taskDeleted"));
            list.reload();
            return true;
          }}
        >
          <p>{t("tasks.deleteText", { name: dialog.task.name, id: dialog.task.id })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
