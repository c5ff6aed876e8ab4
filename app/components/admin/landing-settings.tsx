import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SETTINGS_TRUNCATE, TABLE_TRUNCATE } from "../../../core/admin/constants";
import { landingKvFields, landingKvSchema } from "../../../core/admin/forms/landing-kv";
import { Modal } from "../landings/modal";
import { useToast } from "../toasts";
import { adminFetch, useFailureText } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { EntityFormModal, type SubmitOutcome } from "./entity-form";
import { Truncated } from "./truncated";
import type { AdminKv } from "./types";

type Mode =
  | { kind: "list" }
  | { kind: "create" }
  | { kind: "edit"; row: AdminKv }
  | { kind: "delete"; row: AdminKv };

/** Failure → the modal's errors: under the field the API named, else above the form. */
export function outcomeOf(res: { error: string | null; field?: string }): SubmitOutcome {
  const msg = res.error ?? "";
  if (!msg) return { keepOpen: true };
  return { errors: res.field ? { [res.field]: msg } : { form: msg } };
}

/**
 * The landing settings view (SPEC §2): that landing's key-values with values
 * cut at 100 characters, plus add, edit and delete (one dialog at a time).
 */
export function LandingSettingsModal({
  landing,
  onClose,
}: {
  landing: { id: number; uuid: string; projectname?: string | null };
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [rows, setRows] = useState<AdminKv[] | null>(null);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    adminFetch<AdminKv[] | { rows: AdminKv[] }>(`/api/admin/landings/${landing.id}/kv`, {
      signal: ctrl.signal,
    })
      .then((res) => {
        if (res.ok) setRows(Array.isArray(res.data) ? res.data : (res.data?.rows ?? []));
        else {
          setRows([]);
          toast.error(failure("loadLandingSettingsFailed", res));
        }
      })
      .catch(() => {});
    return () => ctrl.abort();
  }, [landing.id, nonce, toast, failure]);

  const back = useCallback(() => setMode({ kind: "list" }), []);
  const reload = () => setNonce((n) => n + 1);

  if (mode.kind === "create" || mode.kind === "edit") {
    const editing = mode.kind === "edit" ? mode.row : null;
    return (
      <EntityFormModal
        title={editing ? t("settings.editTitle", { key: editing.key }) : t("settings.createTitle")}
        fields={landingKvFields}
        schema={landingKvSchema}
        initial={editing ?? { parent_landing: landing.uuid, key: "", value: "" }}
        readOnly={["parent_landing"]}
        submitLabel={editing ? t("actions.save") : t("actions.create")}
        onClose={back}
        onSubmit={async (data): Promise<SubmitOutcome> => {
          const res = await adminFetch(
            editing ? `/api/admin/landing_kv/${editing.id}` : "/api/admin/landing_kv",
            { method: editing ? "PUT" : "POST", body: data },
          );
          if (!res.ok) {
            toast.error(failure("saveSettingFailed", res));
            return outcomeOf(res);
          }
          toast.success(t(editing ? "toasts.settingUpdated" : "toasts.settingCreated"));
          reload();
        }}
      />
    );
  }

  if (mode.kind === "delete") {
    const row = mode.row;
    return (
      <ConfirmDialog
        title={t("settings.deleteTitle")}
        confirmLabel={t("actions.delete")}
        onClose={back}
        onConfirm={async () => {
          const res = await adminFetch(`/api/admin/landing_kv/${row.id}`, { method: "DELETE" });
          if (!res.ok) {
            toast.error(failure("deleteSettingFailed", res));
            return false;
          }
          toast.success(t("toasts.settingDeleted"));
          reload();
          return true;
        }}
      >
        <p>{t("settings.deleteText", { key: row.key })}</p>
        <p className="admin-quote">
          <Truncated value={row.value} max={TABLE_TRUNCATE} />
        </p>
      </ConfirmDialog>
    );
  }

  return (
    <Modal
      title={t("settings.heading")}
      onClose={onClose}
      wide
      className="admin-wide-modal"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("actions.close")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => setMode({ kind: "create" })}
          >
            <span aria-hidden="true">+</span> {t("actions.addSetting")}
          </button>
        </>
      }
    >
      <p className="admin-settings-of">
        {landing.projectname ? <strong>{landing.projectname}</strong> : null}
        <span className="text-muted text-sm admin-mono">{landing.uuid}</span>
      </p>
      {rows === null ? (
        <p>{t("table.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">{t("settings.empty")}</p>
      ) : (
        // A list rather than a table: long values read well at any width.
        <ul className="admin-kv-list" aria-label={t("settings.heading")}>
          {rows.map((row) => (
            <li key={row.id} className="admin-kv-item">
              <div className="admin-kv-head">
                <span className="admin-mono admin-kv-key">{row.key}</span>
                <div className="admin-actions">
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-label={`${t("actions.edit")}: ${row.key}`}
                    onClick={() => setMode({ kind: "edit", row })}
                  >
                    {t("actions.edit")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-sm admin-danger-text"
                    aria-label={`${t("actions.delete")}: ${row.key}`}
                    onClick={() => setMode({ kind: "delete", row })}
                  >
                    {t("actions.delete")}
                  </button>
                </div>
              </div>
              <div className="admin-kv-value">
                <Truncated value={row.value} max={SETTINGS_TRUNCATE} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
