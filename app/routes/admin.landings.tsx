import { useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_TRUNCATE } from "../../core/admin/constants";
import { landingEditSchema, landingFields } from "../../core/admin/forms/landings";
import { adminFetch, useAdminMessage, useFailureText } from "~/components/admin/api";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, type Column } from "~/components/admin/data-table";
import { EntityFormModal, type SubmitOutcome } from "~/components/admin/entity-form";
import { useDateFormat } from "~/components/admin/format";
import { LandingDetailsModal, isPublished } from "~/components/admin/landing-details";
import { LandingSettingsModal, outcomeOf } from "~/components/admin/landing-settings";
import type { AdminLanding } from "~/components/admin/types";
import { useAdminList } from "~/components/admin/use-admin-list";
import { useToast } from "~/components/toasts";
import { titleMeta } from "~/i18n";

export const handle = { i18n: ["admin", "history"] };
export const meta = titleMeta("admin:landings.title");

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; landing: AdminLanding }
  | { kind: "details"; landing: AdminLanding }
  | { kind: "settings"; landing: AdminLanding }
  | { kind: "delete"; landing: AdminLanding }
  | null;

/** SPEC §2 Admin → Landings (`?parent_user=N` shows one owner's landings). */
export default function AdminLandings() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const message = useAdminMessage();
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

  const columns: Column<AdminLanding>[] = [
    { key: "id", label: t("fields.id"), sortable: true, className: "admin-num" },
    {
      key: "uuid",
      label: t("fields.uuid"),
      sortable: true,
      render: (l) => <span className="admin-mono admin-nowrap">{l.uuid}</span>,
    },
    {
      key: "projectname",
      label: t("fields.projectname"),
      sortable: true,
      truncate: TABLE_TRUNCATE,
    },
    {
      key: "companyname",
      label: t("fields.companyname"),
      sortable: true,
      truncate: TABLE_TRUNCATE,
    },
    { key: "textalias", label: t("fields.textalias"), sortable: true, truncate: TABLE_TRUNCATE },
    {
      key: "parent_user",
      label: t("fields.owner"),
      sortable: true,
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
      sortable: true,
      render: (l) => dateTime(l.creation_date),
    },
    {
      key: "published",
      label: t("fields.published"),
      sortable: true,
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
    <section aria-labelledby="admin-landings-title" className="admin-page">
      <h1 id="admin-landings-title" className="admin-title">
        {t("landings.title")}
      </h1>
      <DataTable
        caption={t("landings.caption")}
        list={list}
        columns={columns}
        rowKey={(l) => l.id}
        searchHint={t("table.searchHint", { fields: t("landings.searchFields") })}
        onAdd={() => setDialog({ kind: "create" })}
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
              onClick={() => setDialog({ kind: "details", landing: l })}
            >
              {t("actions.details")}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "edit", landing: l })}
            >
              {t("actions.edit")}
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "settings", landing: l })}
            >
              {t("actions.settings")}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm admin-danger-text"
              onClick={() => {
                setDeleteMode("bin");
                setDialog({ kind: "delete", landing: l });
              }}
            >
              {t("actions.delete")}
            </button>
          </>
        )}
      />

      {dialog?.kind === "create" ? (
        <EntityFormModal
          title={t("landings.createTitle")}
          fields={landingFields}
          schema={landingEditSchema}
          initial={{ lang: "ru", parent_user: owner ?? "" }}
          submitLabel={t("actions.create")}
          onClose={close}
          onSubmit={async (data): Promise<SubmitOutcome> => {
            const res = await adminFetch("/api/admin/landings", { method: "POST", body: data });
            if (!res.ok) {
              toast.error(message(res.error) ?? failure("saveLandingFailed", res));
              return { keepOpen: true };
            }
            list.reload();
          }}
        />
      ) : null}

      {dialog?.kind === "edit" ? (
        <EntityFormModal
          title={t("landings.editTitle", { name: nameOf(dialog.landing) })}
          fields={landingFields}
          schema={landingEditSchema}
          initial={{ ...dialog.landing }}
          submitLabel={t("actions.save")}
          onClose={close}
          onSubmit={async (data): Promise<SubmitOutcome> => {
            const res = await adminFetch(`/api/admin/landings/${dialog.landing.id}`, {
              method: "PUT",
              body: data,
            });
            if (!res.ok) {
              toast.error(failure("saveLandingFailed", res));
              return outcomeOf(res);
            }
            toast.success(t("toasts.landingUpdated"));
            list.reload();
          }}
        />
      ) : null}

      {dialog?.kind === "details" ? (
        <LandingDetailsModal
          landing={dialog.landing}
          onClose={close}
          onEdit={() => setDialog({ kind: "edit", landing: dialog.landing })}
          onSettings={() => setDialog({ kind: "settings", landing: dialog.landing })}
        />
      ) : null}

      {dialog?.kind === "settings" ? (
        <LandingSettingsModal landing={dialog.landing} onClose={close} />
      ) : null}

      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={t("landings.deleteTitle")}
          confirmLabel={t("actions.delete")}
          onClose={close}
          onConfirm={async () => {
            // A landing already in the bin can only be deleted for good.
            const mode = dialog.landing.deleted_at ? "now" : deleteMode;
            const res = await adminFetch(`/api/admin/landings/${dialog.landing.id}?mode=${mode}`, {
              method: "DELETE",
            });
            if (!res.ok) {
              toast.error(failure("deleteLandingFailed", res));
              return false;
            }
            toast.success(mode === "bin" ? t("history:admin.binned") : t("toasts.landingDeleted"));
            list.reload();
            return true;
          }}
        >
          <p>
            {t("landings.deleteText", { name: nameOf(dialog.landing), uuid: dialog.landing.uuid })}
          </p>
          <fieldset className="admin-delete-mode" data-testid="admin-delete-mode">
            <legend>{t("history:admin.modeLabel")}</legend>
            {(dialog.landing.deleted_at ? (["now"] as const) : (["bin", "now"] as const)).map(
              (mode) => (
                <label key={mode} className="admin-delete-mode-option">
                  <input
                    type="radio"
                    name="delete-mode"
                    value={mode}
                    checked={dialog.landing.deleted_at ? true : deleteMode === mode}
                    onChange={() => setDeleteMode(mode)}
                  />{" "}
                  {mode === "bin" ? t("history:admin.toBin") : t("history:admin.now")}
                </label>
              ),
            )}
          </fieldset>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
