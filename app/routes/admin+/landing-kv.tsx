import { useSearchParams } from "@remix-run/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SORTABLE_COLUMNS, TABLE_TRUNCATE } from "../../../core/admin/constants";
import { landingKvFields, landingKvSchema } from "../../../core/admin/forms/landing-kv";
import { CrudDialogs, useAdminWrites, type CrudDialog } from "../../components/admin/crud";
import { DeleteButton, EditButton } from "../../components/admin/row-buttons";
import { AdminPage } from "../../components/admin/admin-page";
import { DataTable, type Column } from "../../components/admin/data-table";
import { Truncated } from "../../components/admin/truncated";
import type { AdminKv } from "../../components/admin/types";
import { useAdminList } from "../../components/admin/use-admin-list";
import { titleMeta } from "../../i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:kv.title");

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
  const [params] = useSearchParams();
  const list = useAdminList<AdminKv>("/api/admin/landing_kv", {
    failToast: "loadKvsFailed",
    filters: ["parent_landing"],
  });
  const [dialog, setDialog] = useState<CrudDialog<AdminKv>>(null);
  const close = () => setDialog(null);
  const filter = params.get("parent_landing") ?? "";
  const mirrored = mirroredKeys(list.data?.mirrored_keys);

  const columns: Column<AdminKv>[] = [
    { key: "id", label: t("fields.id"), className: "admin-num" },
    {
      key: "parent_landing",
      label: t("fields.parent_landing"),
      render: (r) => <span className="admin-mono admin-nowrap">{r.parent_landing}</span>,
    },
    {
      key: "key",
      label: t("fields.key"),
      render: (r) => <span className="admin-mono">{r.key}</span>,
    },
    {
      key: "value",
      label: t("fields.value"),
      truncate: TABLE_TRUNCATE,
      className: "admin-cell-wide",
    },
  ];

  const writes = useAdminWrites<AdminKv>({
    endpoint: "/api/admin/landing_kv",
    reload: list.reload,
    failures: { save: "saveKvFailed", delete: "deleteKvFailed" },
    toasts: { created: "kvCreated", updated: "kvUpdated", deleted: "kvDeleted" },
  });

  return (
    <AdminPage id="admin-kv-title" title={t("kv.title")}>
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
        sortable={SORTABLE_COLUMNS.landing_kv}
        caption={t("kv.caption")}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchHint={t("table.searchHint", { fields: t("kv.searchFields") })}
        onAdd={() => setDialog({ kind: "create" })}
        actions={(r) => (
          <>
            <EditButton onClick={() => setDialog({ kind: "edit", row: r })} />
            <DeleteButton onClick={() => setDialog({ kind: "delete", row: r })} />
          </>
        )}
      />
      <CrudDialogs
        dialog={dialog}
        onClose={close}
        writes={writes}
        fields={landingKvFields}
        schema={landingKvSchema}
        blank={{ parent_landing: filter, key: "", value: "" }}
        createTitle={t("kv.createTitle")}
        editTitle={(row) => t("kv.editTitle", { key: row.key })}
        deleteTitle={t("kv.deleteTitle")}
        deleteBody={(row) => (
          <>
            <p>{t("kv.deleteText", { key: row.key, uuid: row.parent_landing })}</p>
            {/* SPEC §9: the value is cut at 50 in the delete dialog too. */}
            <p className="admin-quote">
              <Truncated value={row.value} max={TABLE_TRUNCATE} />
            </p>
          </>
        )}
      />
    </AdminPage>
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
