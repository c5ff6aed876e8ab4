import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { FieldMeta } from "../../../core/admin/forms/fields";
import { useToast } from "../toasts";
import { adminFetch, useAdminMessage, useFailureText } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { EntityFormModal, type SubmitOutcome } from "./entity-form";

/** Failure → the modal's errors: under the field the API named, else above the form. */
export function outcomeOf(res: { error: string | null; field?: string }): SubmitOutcome {
  const msg = res.error ?? "";
  if (!msg) return { keepOpen: true };
  return { errors: res.field ? { [res.field]: msg } : { form: msg } };
}

/** The dialog an admin table has open over one of its rows, if any. */
export type CrudDialog<Row> =
  { kind: "create" } | { kind: "edit"; row: Row } | { kind: "delete"; row: Row } | null;

export interface AdminWrites<Row> {
  /** The entity form's submit: POST `endpoint` for a new row, PUT `endpoint/{id}` for `editing`. */
  save: (editing: Row | null) => (data: Record<string, unknown>) => Promise<SubmitOutcome>;
  /** DELETE `endpoint/{id}{query}`; true when done. `success` replaces the deleted toast. */
  remove: (row: Row, opts?: { query?: string; success?: string }) => Promise<boolean>;
}

/**
 * The writes of an admin table (SPEC §2, the §8 toasts): each toasts its
 * outcome and reloads the list. `toasts` and `failures` are keys of the
 * admin catalogue's `toasts`. Without `toasts.created`, Add New is one the
 * API refuses (SPEC §5: not implemented yet): its own message is the toast.
 */
export function useAdminWrites<Row extends { id: number }>({
  endpoint,
  reload,
  failures,
  toasts,
}: {
  endpoint: string;
  reload: () => void;
  failures: { save: string; delete: string };
  toasts: { created?: string; updated: string; deleted: string };
}): AdminWrites<Row> {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const message = useAdminMessage();

  const save = useCallback(
    (editing: Row | null) =>
      async (data: Record<string, unknown>): Promise<SubmitOutcome> => {
        const res = await adminFetch(editing ? `${endpoint}/${editing.id}` : endpoint, {
          method: editing ? "PUT" : "POST",
          body: data,
        });
        const created = toasts.created;
        if (!res.ok) {
          if (!editing && !created) {
            toast.error(message(res.error) ?? failure(failures.save, res));
            return { keepOpen: true };
          }
          toast.error(failure(failures.save, res));
          return outcomeOf(res);
        }
        if (editing) toast.success(t(`toasts.${toasts.updated}`));
        else if (created) toast.success(t(`toasts.${created}`));
        reload();
      },
    [endpoint, reload, failures.save, toasts.created, toasts.updated, t, toast, failure, message],
  );

  const remove = useCallback(
    async (row: Row, opts: { query?: string; success?: string } = {}): Promise<boolean> => {
      const res = await adminFetch(`${endpoint}/${row.id}${opts.query ?? ""}`, {
        method: "DELETE",
      });
      if (!res.ok) {
        toast.error(failure(failures.delete, res));
        return false;
      }
      toast.success(opts.success ?? t(`toasts.${toasts.deleted}`));
      reload();
      return true;
    },
    [endpoint, reload, failures.delete, toasts.deleted, t, toast, failure],
  );

  return { save, remove };
}

/**
 * The create/edit form and the delete confirmation of an admin table, for
 * whichever of them `dialog` names (other kinds of dialog render nothing here).
 */
export function CrudDialogs<Row extends { id: number }>(p: {
  dialog: { kind: string; row?: Row } | null;
  onClose: () => void;
  writes: AdminWrites<Row>;
  fields: readonly FieldMeta[];
  schema: z.ZodTypeAny;
  /** Add New's form: its values and title; a table without Add New has neither. */
  blank?: object;
  createTitle?: string;
  editTitle: (row: Row) => string;
  /** Fields shown but not editable. */
  readOnly?: readonly string[];
  deleteTitle: string;
  deleteBody: (row: Row) => ReactNode;
  /** Replaces the plain DELETE (e.g. a landing's bin-or-now choice). */
  onDelete?: (row: Row) => Promise<boolean>;
}) {
  const { t } = useTranslation("admin");
  const { dialog, onClose, writes } = p;
  if (!dialog) return null;
  const row = dialog.row;
  const creates = dialog.kind === "create" && p.blank && p.createTitle !== undefined;
  if (creates || (dialog.kind === "edit" && row)) {
    const editing = dialog.kind === "edit" && row ? row : null;
    return (
      <EntityFormModal
        title={editing ? p.editTitle(editing) : (p.createTitle ?? "")}
        fields={p.fields}
        schema={p.schema}
        initial={editing ? { ...editing } : (p.blank ?? {})}
        readOnly={p.readOnly}
        submitLabel={t(editing ? "actions.save" : "actions.create")}
        onClose={onClose}
        onSubmit={writes.save(editing)}
      />
    );
  }
  if (dialog.kind === "delete" && row) {
    return (
      <ConfirmDialog
        title={p.deleteTitle}
        confirmLabel={t("actions.delete")}
        onClose={onClose}
        onConfirm={() => (p.onDelete ? p.onDelete(row) : writes.remove(row))}
      >
        {p.deleteBody(row)}
      </ConfirmDialog>
    );
  }
  return null;
}
