import { useSearchParams } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_TRUNCATE } from "../../core/admin/constants";
import { landingKvFields, landingKvSchema } from "../../core/admin/forms/landing-kv";
import { adminFetch, useFailureText } from "~/components/admin/api";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, type Column } from "~/components/admin/data-table";
import { EntityFormModal, type SubmitOutcome } from "~/components/admin/entity-form";
import { outcomeOf } from "~/components/admin/landing-settings";
import { Truncated } from "~/components/admin/truncated";
import type { AdminKv } from "~/components/admin/types";
import { useAdminList } from "~/components/admin/use-admin-list";
import { useToast } from "~/components/toasts";
import { titleMeta } from "~/i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:kv.title");

type Dialog =
  { kind: "create" } | { kind: "edit"; row: AdminKv } | { kind: "delete"; row: AdminKv } | null;

/** The list answer's `mirrored_keys` (a list of keys, or key → flag); null when absent. */
function mirroredKeys(value: unknown): string[] | null {
  if (Array.isArray(value)) return value.filter((k): k is string => typeof k === "string");
  if (value && typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v === true)
      .map(([k]) => k);
  }
  return null;
}

/** SPEC §2 Admin → Landing KV: filter by landing UUID with Apply and Clear. */
export default function AdminLandingKv() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const [params] = useSearchParams();
  const list = useAdminList<AdminKv>("/api/admin/landing_kv", {
    failToast: "loadKvsFailed",
    filters: ["parent_landing"],
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const filter = params.get("parent_landing") ?? "";
  const mirrored = mirroredKeys(list.data?.mirrored_keys);

  const columns: Column<AdminKv>[] = [
    { key: "id", label: t("fields.id"), sortable: true, className: "admin-num" },
    {
      key: "parent_landing",
      label: t("fields.parent_landing"),
      sortable: true,
      render: (r) => <span className="admin-mono admin-nowrap">{r.parent_landing}</span>,
    },
    {
      key: "key",
      label: t("fields.key"),
      sortable: true,
      render: (r) => <span className="admin-mono">{r.key}</span>,
    },
    {
      key: "value",
      label: t("fields.value"),
      truncate: TABLE_TRUNCATE,
      className: "admin-cell-wide",
    },
  ];

  const save =
    (editing: AdminKv | null) =>
    async (data: Record<string, unknown>): Promise<SubmitOutcome> => {
      const res = await adminFetch(
        editing ? `/api/admin/landing_kv/${editing.id}` : "/api/admin/landing_kv",
        { method: editing ? "PUT" : "POST", body: data },
      );
      if (!res.ok) {
        toast.error(failure("saveKvFailed", res));
        return outcomeOf(res);
      }
      toast.success(t(editing ? "toasts.kvUpdated" : "toasts.kvCreated"));
      list.reload();
    };

  return (
    <section aria-labelledby="admin-kv-title" className="admin-page">
      <h1 id="admin-kv-title" className="admin-title">
        {t("kv.title")}
      </h1>
      <UuidFilter
        key={filter}
        initial={filter}
        onApply={(uuid) => list.setFilter({ parent_landing: uuid.trim() || null })}
      />
      {filter ? (
        <p className="text-muted text-sm admin-filter-note">
          {t("kv.filteredBy", { uuid: filter })}
        </p>
      ) : null}
      {mirrored !== null ? (
        <p className="alert alert-info admin-note" role="note">
          {mirrored.length > 0
            ? t("kv.mirrored", { keys: mirrored.join(", ") })
            : t("kv.notMirrored")}
        </p>
      ) : null}
      <DataTable
        caption={t("kv.caption")}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchHint={t("table.searchHint", { fields: t("kv.searchFields") })}
        onAdd={() => setDialog({ kind: "create" })}
        actions={(r) => (
          <>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "edit", row: r })}
            >
              {t("actions.edit")}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm admin-danger-text"
              onClick={() => setDialog({ kind: "delete", row: r })}
            >
              {t("actions.delete")}
            </button>
          </>
        )}
      />

      {dialog?.kind === "create" ? (
        <EntityFormModal
          title={t("kv.createTitle")}
          fields={landingKvFields}
          schema={landingKvSchema}
          initial={{ parent_landing: filter, key: "", value: "" }}
          submitLabel={t("actions.create")}
          onClose={close}
          onSubmit={save(null)}
        />
      ) : null}
      {dialog?.kind === "edit" ? (
        <EntityFormModal
          title={t("kv.editTitle", { key: dialog.row.key })}
          fields={landingKvFields}
          schema={landingKvSchema}
          initial={{ ...dialog.row }}
          submitLabel={t("actions.save")}
          onClose={close}
          onSubmit={save(dialog.row)}
        />
      ) : null}
      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={t("kv.deleteTitle")}
          confirmLabel={t("actions.delete")}
          onClose={close}
          onConfirm={async () => {
            const res = await adminFetch(`/api/admin/landing_kv/${dialog.row.id}`, {
              method: "DELETE",
            });
            if (!res.ok) {
              toast.error(failure("deleteKvFailed", res));
              return false;
            }
            toast.success(t("toasts.kvDeleted"));
            list.reload();
            return true;
          }}
        >
          <p>{t("kv.deleteText", { key: dialog.row.key, uuid: dialog.row.parent_landing })}</p>
          {/* SPEC §9: the value is cut at 50 in the delete dialog too. */}
          <p className="admin-quote">
            <Truncated value={dialog.row.value} max={TABLE_TRUNCATE} />
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function UuidFilter({ initial, onApply }: { initial: string; onApply: (uuid: string) => void }) {
  const { t } = useTranslation("admin");
  const [value, setValue] = useState(initial);
  const id = useId();
  return (
    <form
      className="card admin-filter"
      aria-label={t("kv.filterTitle")}
      onSubmit={(e) => {
        e.preventDefault();
        onApply(value);
      }}
    >
      <label className="label" htmlFor={id}>
        {t("kv.filterLabel")}
      </label>
      <div className="admin-search-row">
        <input
          id={id}
          className="input admin-mono"
          value={value}
          autoComplete="off"
          spellCheck={false}
          placeholder="00000000-0000-0000-0000-000000000000"
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t("actions.apply")}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={!initial && !value}
          onClick={() => {
            setValue("");
            onApply("");
          }}
        >
          {t("actions.clear")}
        </button>
      </div>
    </form>
  );
}
