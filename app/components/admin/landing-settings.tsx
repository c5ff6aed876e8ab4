import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { SETTINGS_TRUNCATE, TABLE_TRUNCATE } from "../../../core/admin/constants";
import { landingKvFields, landingKvSchema } from "../../../core/admin/forms/landing-kv";
import { useAdminRows } from "./api";
import { ListModal } from "./list-modal";
import { CrudDialogs, useAdminWrites, type CrudDialog } from "./crud";
import { DeleteButton, EditButton } from "./row-buttons";
import { Truncated } from "./truncated";
import type { AdminKv } from "./types";

/** The list, or one of its dialogs over it (they replace it while open). */
type Mode = { kind: "list" } | Exclude<CrudDialog<AdminKv>, null>;

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
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [nonce, setNonce] = useState(0);
  const rows = useAdminRows<AdminKv>(
    `/api/admin/landings/${landing.id}/kv`,
    "loadLandingSettingsFailed",
    nonce,
  );
  const back = useCallback(() => setMode({ kind: "list" }), []);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const writes = useAdminWrites<AdminKv>({
    endpoint: "/api/admin/landing_kv",
    reload,
    failures: { save: "saveSettingFailed", delete: "deleteSettingFailed" },
    toasts: { created: "settingCreated", updated: "settingUpdated", deleted: "settingDeleted" },
  });

  if (mode.kind !== "list") {
    return (
      <CrudDialogs
        dialog={mode}
        onClose={back}
        writes={writes}
        fields={landingKvFields}
        schema={landingKvSchema}
        blank={{ parent_landing: landing.uuid, key: "", value: "" }}
        readOnly={["parent_landing"]}
        createTitle={t("settings.createTitle")}
        editTitle={(row) => t("settings.editTitle", { key: row.key })}
        deleteTitle={t("settings.deleteTitle")}
        deleteBody={(row) => (
          <>
            <p>{t("settings.deleteText", { key: row.key })}</p>
            <p className="admin-quote">
              <Truncated value={row.value} max={TABLE_TRUNCATE} />
            </p>
          </>
        )}
      />
    );
  }

  return (
    <ListModal
      title={t("settings.heading")}
      onClose={onClose}
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
      rows={rows}
      empty={t("settings.empty")}
      intro={
        <p className="admin-settings-of">
          {landing.projectname ? <strong>{landing.projectname}</strong> : null}
          <span className="text-muted text-sm admin-mono">{landing.uuid}</span>
        </p>
      }
      list={(rows) => (
        // A list rather than a table: long values read well at any width.
        <ul className="admin-kv-list" aria-label={t("settings.heading")}>
          {rows.map((row) => (
            <li key={row.id} className="admin-kv-item">
              <div className="admin-kv-head">
                <span className="admin-mono admin-kv-key">{row.key}</span>
                <div className="admin-actions">
                  <EditButton
                    label={`${t("actions.edit")}: ${row.key}`}
                    onClick={() => setMode({ kind: "edit", row })}
                  />
                  <DeleteButton
                    label={`${t("actions.delete")}: ${row.key}`}
                    onClick={() => setMode({ kind: "delete", row })}
                  />
                </div>
              </div>
              <div className="admin-kv-value">
                <Truncated value={row.value} max={SETTINGS_TRUNCATE} />
              </div>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
