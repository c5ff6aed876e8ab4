import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SORTABLE_COLUMNS, TABLE_TRUNCATE } from "../../../core/admin/constants";
import { storedPlan } from "../../../core/plans";
import { userEditSchema, userFields } from "../../../core/admin/forms/users";
import { adminFetch, useFailureText } from "../../components/admin/api";
import { CrudDialogs, useAdminWrites, type CrudDialog } from "../../components/admin/crud";
import { DeleteButton, EditButton } from "../../components/admin/row-buttons";
import { AdminPage } from "../../components/admin/admin-page";
import { DataTable, type Column } from "../../components/admin/data-table";
import { useDateFormat } from "../../components/admin/format";
import { LandingSettingsModal } from "../../components/admin/landing-settings";
import { RowMenu } from "../../components/admin/row-menu";
import type { AdminLanding, AdminUser } from "../../components/admin/types";
import { useAdminList } from "../../components/admin/use-admin-list";
import {
  GrantProModal,
  LoginAsDialog,
  OrdersModal,
  SetExpirationModal,
  UserLandingsModal,
} from "../../components/admin/user-dialogs";
import { useOptionalUser } from "../../components/root-data";
import { useToast } from "../../components/toasts";
import { titleMeta } from "../../i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:users.title");

type Dialog =
  | CrudDialog<AdminUser>
  | { kind: "orders" | "grant" | "expiration" | "landings" | "loginAs"; row: AdminUser }
  | { kind: "settings"; landing: AdminLanding };

/** SPEC §2 Admin → Users. */
export default function AdminUsers() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const { dateTime, date } = useDateFormat();
  const me = useOptionalUser();
  const list = useAdminList<AdminUser>("/api/admin/users", { failToast: "loadUsersFailed" });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  // No Add New: creating users is not implemented (SPEC §5), so a form that could only end
  // in that refusal is not offered. A delete the API refuses (self, another admin, the
  // last admin) shows its reason.
  const writes = useAdminWrites<AdminUser>({
    endpoint: "/api/admin/users",
    reload: list.reload,
    failures: { save: "saveUserFailed", delete: "deleteUserFailed" },
    toasts: { updated: "userUpdated", deleted: "userDeleted" },
  });

  const simplePost = async (user: AdminUser, path: string, ok: string, fail: string) => {
    const res = await adminFetch(`/api/admin/users/${user.id}/${path}`, {
      method: "POST",
      body: {},
    });
    if (res.ok) toast.success(t(`toasts.${ok}`));
    else toast.error(failure(fail, res));
  };

  const columns: Column<AdminUser>[] = [
    { key: "id", label: t("fields.id"), className: "admin-num" },
    {
      key: "name",
      label: t("fields.name"),
      truncate: TABLE_TRUNCATE,
      className: "admin-cell-text",
    },
    {
      key: "email",
      label: t("fields.email"),
      className: "admin-cell-email",
      render: (u) => (
        <span className="admin-email-cell">
          {/* Breaks before the @ and inside the name part only: the domain stays whole. */}
          <span>
            <span className="admin-email-local">{u.email.split("@")[0]}</span>
            <wbr />
            {u.email.includes("@") ? (
              <span className="admin-nowrap">@{u.email.split("@").slice(1).join("@")}</span>
            ) : null}
          </span>
          {u.is_admin ? <span className="badge admin-badge-admin">{t("fields.admin")}</span> : null}
        </span>
      ),
    },
    {
      key: "tariff",
      label: t("fields.tariff"),
      // SPEC §9: tariff 1 is "standard" in admin.
      render: (u) => (
        <span className={`badge ${storedPlan(u) === "pro" ? "admin-badge-standard" : ""}`}>
          {storedPlan(u) === "pro" ? t("plan.standard") : t("plan.free")}
        </span>
      ),
    },
    {
      key: "tariff_expiration_date",
      label: t("fields.tariff_expiration_date"),
      render: (u) => date(u.tariff_expiration_date),
    },
    { key: "landings_count", label: t("fields.landings_count"), className: "admin-num" },
    {
      key: "created_at",
      label: t("fields.created_at"),
      render: (u) => <span title={dateTime(u.created_at)}>{date(u.created_at)}</span>,
    },
    {
      key: "last_login",
      label: t("fields.last_login"),
      render: (u) => <span title={dateTime(u.last_login)}>{date(u.last_login)}</span>,
    },
  ];

  return (
    <AdminPage id="admin-users-title" title={t("users.title")}>
      <DataTable
        sortable={SORTABLE_COLUMNS.users}
        caption={t("users.caption")}
        list={list}
        columns={columns}
        rowKey={(u) => u.id}
        searchHint={t("table.searchHint", { fields: t("users.searchFields") })}
        actions={(u) => (
          <>
            <EditButton onClick={() => setDialog({ kind: "edit", row: u })} />
            <RowMenu
              label={t("table.more")}
              context={u.email}
              items={[
                {
                  label: t("actions.orders"),
                  onSelect: () => setDialog({ kind: "orders", row: u }),
                },
                {
                  label: t("actions.grantPro"),
                  onSelect: () => setDialog({ kind: "grant", row: u }),
                },
                {
                  label: t("actions.setExpiration"),
                  onSelect: () => setDialog({ kind: "expiration", row: u }),
                },
                {
                  label: t("actions.viewLandings"),
                  onSelect: () => setDialog({ kind: "landings", row: u }),
                },
                {
                  label: t("actions.resendConfirmation"),
                  hidden: u.email_confirmed === true,
                  onSelect: () =>
                    simplePost(
                      u,
                      "resend-confirmation",
                      "confirmationResent",
                      "resendConfirmationFailed",
                    ),
                },
                {
                  label: t("actions.sendReset"),
                  onSelect: () => simplePost(u, "send-reset", "resetSent", "sendResetFailed"),
                },
                {
                  label: t("actions.loginAs"),
                  hidden: me?.id === u.id,
                  onSelect: () => setDialog({ kind: "loginAs", row: u }),
                },
              ]}
            />
            <DeleteButton onClick={() => setDialog({ kind: "delete", row: u })} />
          </>
        )}
      />

      <CrudDialogs
        dialog={dialog}
        onClose={close}
        writes={writes}
        fields={userFields}
        schema={userEditSchema}
        editTitle={(u) => t("users.editTitle", { email: u.email })}
        deleteTitle={t("users.deleteTitle")}
        deleteBody={(u) => <p>{t("users.deleteText", { email: u.email })}</p>}
      />

      {dialog?.kind === "orders" ? <OrdersModal user={dialog.row} onClose={close} /> : null}
      {dialog?.kind === "grant" ? (
        <GrantProModal user={dialog.row} onDone={list.reload} onClose={close} />
      ) : null}
      {dialog?.kind === "expiration" ? (
        <SetExpirationModal user={dialog.row} onDone={list.reload} onClose={close} />
      ) : null}
      {dialog?.kind === "landings" ? (
        <UserLandingsModal
          user={dialog.row}
          onClose={close}
          onSettings={(landing) => setDialog({ kind: "settings", landing })}
        />
      ) : null}
      {dialog?.kind === "settings" ? (
        <LandingSettingsModal landing={dialog.landing} onClose={close} />
      ) : null}
      {dialog?.kind === "loginAs" ? <LoginAsDialog user={dialog.row} onClose={close} /> : null}
    </AdminPage>
  );
}
