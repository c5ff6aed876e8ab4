import { useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SORTABLE_COLUMNS, TABLE_TRUNCATE } from "../../../core/admin/constants";
import { landingEditSchema, landingFields } from "../../../core/admin/forms/landings";
import { CrudDialogs, useAdminWrites, type CrudDialog } from "../../components/admin/crud";
import { DeleteButton, EditButton } from "../../components/admin/row-buttons";
import { AdminPage } from "../../components/admin/admin-page";
import { DataTable, type Column } from "../../components/admin/data-table";
import { useDateFormat } from "../../components/admin/format";
import { LandingDetailsModal, isPublished } from "../../components/admin/landing-details";
import { LandingSettingsModal } from "../../components/admin/landing-settings";
import type { AdminLanding } from "../../components/admin/types";
import { useAdminList } from "../../components/admin/use-admin-list";
import { titleMeta } from "../../i18n";

export const handle = { i18n: ["admin", "history"] };
export const meta = titleMeta("admin:landings.title");

type Dialog =
  | CrudDialog<AdminLanding>
  | { kind: "details"; row: AdminLanding }
  | { kind: "settings"; row: AdminLanding };

/** SPEC §2 Admin → Landings (`?parent_user=N` shows one owner's landings). */
export default function AdminLandings() {
  const { t } = useTranslation("admin");
  const { dateTime } = useDateFormat();
  const [params] = useSearchParams();
  const list = useAdminList<AdminLanding>("/api/admin/landings", {
    failToast: "loadLandingsFailed",
    filters: ["parent_user"],
  });
  const [dialog, setDialog] = useState<Dialog>(null);
  // Issue 15: an admin's delete goes to the owner's bin unless "delete now" is chosen.
  const [deleteMode, setDeleteMode] = useState<"bin" | "now">("bin");
  const close = () => setDialog(null);
  const owner = params.get("parent_user");
  const nameOf = (l: AdminLanding) => l.projectname || t("landings.untitled");
  // No Add New: creating landings is not implemented (the API refuses every POST), so a
  // form that could only end in that refusal is not offered (issue 29).
  const writes = useAdminWrites<AdminLanding>({
    endpoint: "/api/admin/landings",
    reload: list.reload,
    failures: { save: "saveLandingFailed", delete: "deleteLandingFailed" },
    toasts: { updated: "landingUpdated", deleted: "landingDeleted" },
  });

  const columns: Column<AdminLanding>[] = [
    { key: "id", label: t("fields.id"), className: "admin-num" },
    {
      key: "uuid",
      label: t("fields.uuid"),
      render: (l) => <span className="admin-mono admin-nowrap">{l.uuid}</span>,
    },
    {
      key: "projectname",
      label: t("fields.projectname"),
      truncate: TABLE_TRUNCATE,
    },
    {
      key: "companyname",
      label: t("fields.companyname"),
      truncate: TABLE_TRUNCATE,
    },
    { key: "textalias", label: t("fields.textalias"), truncate: TABLE_TRUNCATE },
    {
      key: "parent_user",
      label: t("fields.owner"),
      render: (l) => (
        <span>
          #{l.parent_user}
          {l.owner_email ? <div className="text-muted text-sm">{l.owner_email}</div> : null}
        </span>
      ),
    },
    {
      key: "creation_date",
      label: t("fields.creation_date"),
      render: (l) => dateTime(l.creation_date),
    },
    {
      key: "published",
      label: t("fields.published"),
      render: (l) => (
        <span className={`badge ${isPublished(l) ? "admin-badge-ok" : ""}`}>
          {l.deleted_at
            ? t("history:admin.inBin")
            : isPublished(l)
              ? t("landingStatus.published")
              : t("landingStatus.draft")}
        </span>
      ),
    },
  ];

  return (
    <AdminPage id="admin-landings-title" title={t("landings.title")}>
      <DataTable
        sortable={SORTABLE_COLUMNS.landings}
        caption={t("landings.caption")}
        list={list}
        columns={columns}
        rowKey={(l) => l.id}
        searchHint={t("table.searchHint", { fields: t("landings.searchFields") })}
        filters={
          owner ? (
            <p className="admin-chip">
              {t("landings.ownerFilter", { id: owner })}
              <button
                type="button"
                className="link"
                onClick={() => list.setFilter({ parent_user: null })}
              >
                {t("landings.clearOwnerFilter")}
              </button>
            </p>
          ) : null
        }
        actions={(l) => (
          <>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "details", row: l })}
            >
              {t("actions.details")}
            </button>
            <EditButton onClick={() => setDialog({ kind: "edit", row: l })} />
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "settings", row: l })}
            >
              {t("actions.settings")}
            </button>
            <DeleteButton
              onClick={() => {
                setDeleteMode("bin");
                setDialog({ kind: "delete", row: l });
              }}
            />
          </>
        )}
      />

      <CrudDialogs
        dialog={dialog}
        onClose={close}
        writes={writes}
        fields={landingFields}
        schema={landingEditSchema}
        editTitle={(l) => t("landings.editTitle", { name: nameOf(l) })}
        deleteTitle={t("landings.deleteTitle")}
        onDelete={(l) => {
          // A landing already in the bin can only be deleted for good.
          const mode = l.deleted_at ? "now" : deleteMode;
          return writes.remove(l, {
            query: `?mode=${mode}`,
            success: mode === "bin" ? t("history:admin.binned") : undefined,
          });
        }}
        deleteBody={(l) => (
          <>
            <p>{t("landings.deleteText", { name: nameOf(l), uuid: l.uuid })}</p>
            <fieldset className="admin-delete-mode" data-testid="admin-delete-mode">
              <legend>{t("history:admin.modeLabel")}</legend>
              {(l.deleted_at ? (["now"] as const) : (["bin", "now"] as const)).map((mode) => (
                <label key={mode} className="admin-delete-mode-option">
                  <input
                    type="radio"
                    name="delete-mode"
                    value={mode}
                    checked={l.deleted_at ? true : deleteMode === mode}
                    onChange={() => setDeleteMode(mode)}
                  />{" "}
                  {mode === "bin" ? t("history:admin.toBin") : t("history:admin.now")}
                </label>
              ))}
            </fieldset>
          </>
        )}
      />

      {dialog?.kind === "details" ? (
        <LandingDetailsModal
          landing={dialog.row}
          onClose={close}
          onEdit={() => setDialog({ kind: "edit", row: dialog.row })}
          onSettings={() => setDialog({ kind: "settings", row: dialog.row })}
        />
      ) : null}

      {dialog?.kind === "settings" ? (
        <LandingSettingsModal landing={dialog.row} onClose={close} />
      ) : null}
    </AdminPage>
  );
}
