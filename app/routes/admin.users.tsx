import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TABLE_TRUNCATE } from "../../core/admin/constants";
import { storedPlan } from "../../core/plans";
import {
  userCreateFields,
  userCreateSchema,
  userEditSchema,
  userFields,
} from "../../core/admin/forms/users";
import { adminFetch, useAdminMessage, useFailureText } from "~/components/admin/api";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { DataTable, type Column } from "~/components/admin/data-table";
import { EntityFormModal, type SubmitOutcome } from "~/components/admin/entity-form";
import { useDateFormat } from "~/components/admin/format";
import { LandingSettingsModal, outcomeOf } from "~/components/admin/landing-settings";
import { RowMenu } from "~/components/admin/row-menu";
import type { AdminLanding, AdminUser } from "~/components/admin/types";
import { useAdminList } from "~/components/admin/use-admin-list";
import {
  GrantProModal,
  LoginAsDialog,
  OrdersModal,
  SetExpirationModal,
  UserLandingsModal,
} from "~/components/admin/user-dialogs";
import { useOptionalUser } from "~/components/root-data";
import { useToast } from "~/components/toasts";
import { titleMeta } from "~/i18n";

export const handle = { i18n: ["admin"] };
export const meta = titleMeta("admin:users.title");

type Dialog =
  | { kind: "create" }
  | { kind: "edit"; user: AdminUser }
  | { kind: "delete"; user: AdminUser }
  | { kind: "orders"; user: AdminUser }
  | { kind: "grant"; user: AdminUser }
  | { kind: "expiration"; user: AdminUser }
  | { kind: "landings"; user: AdminUser }
  | { kind: "settings"; landing: AdminLanding }
  | { kind: "loginAs"; user: AdminUser }
  | null;

/** SPEC §2 Admin → Users. */
export default function AdminUsers() {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const message = useAdminMessage();
  const { dateTime, date } = useDateFormat();
  const me = useOptionalUser();
  const list = useAdminList<AdminUser>("/api/admin/users", { failToast: "loadUsersFailed" });
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const simplePost = async (user: AdminUser, path: string, ok: string, fail: string) => {
    const res = await adminFetch(`/api/admin/users/${user.id}/${path}`, {
      method: "POST",
      body: {},
    });
    if (res.ok) toast.success(t(`toasts.${ok}`));
    else toast.error(failure(fail, res));
  };

  const columns: Column<AdminUser>[] = [
    { key: "id", label: t("fields.id"), sortable: true, className: "admin-num" },
    { key: "name", label: t("fields.name"), sortable: true, truncate: TABLE_TRUNCATE },
    {
      key: "email",
      label: t("fields.email"),
      sortable: true,
      className: "admin-cell-email",
      render: (u) => (
        <span className="admin-email-cell">
          {/* May break before the @ only, so the column stays readable. */}
          <span>
            <span className="admin-nowrap">{u.email.split("@")[0]}</span>
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
      sortable: true,
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
      sortable: true,
      render: (u) => date(u.tariff_expiration_date),
    },
    { key: "landings_count", label: t("fields.landings_count"), className: "admin-num" },
    {
      key: "created_at",
      label: t("fields.created_at"),
      sortable: true,
      render: (u) => <span title={dateTime(u.created_at)}>{date(u.created_at)}</span>,
    },
    {
      key: "last_login",
      label: t("fields.last_login"),
      sortable: true,
      render: (u) => <span title={dateTime(u.last_login)}>{date(u.last_login)}</span>,
    },
  ];

  return (
    <section aria-labelledby="admin-users-title" className="admin-page">
      <h1 id="admin-users-title" className="admin-title">
        {t("users.title")}
      </h1>
      <DataTable
        caption={t("users.caption")}
        list={list}
        columns={columns}
        rowKey={(u) => u.id}
        searchHint={t("table.searchHint", { fields: t("users.searchFields") })}
        onAdd={() => setDialog({ kind: "create" })}
        actions={(u) => (
          <>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              onClick={() => setDialog({ kind: "edit", user: u })}
            >
              {t("actions.edit")}
            </button>
            <RowMenu
              label={t("table.more")}
              context={u.email}
              items={[
                {
                  label: t("actions.orders"),
                  onSelect: () => setDialog({ kind: "orders", user: u }),
                },
                {
                  label: t("actions.grantPro"),
                  onSelect: () => setDialog({ kind: "grant", user: u }),
                },
                {
                  label: t("actions.setExpiration"),
                  onSelect: () => setDialog({ kind: "expiration", user: u }),
                },
                {
                  label: t("actions.viewLandings"),
                  onSelect: () => setDialog({ kind: "landings", user: u }),
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
                  onSelect: () => setDialog({ kind: "loginAs", user: u }),
                },
              ]}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm admin-danger-text"
              onClick={() => setDialog({ kind: "delete", user: u })}
            >
              {t("actions.delete")}
            </button>
          </>
        )}
      />

      {dialog?.kind === "create" ? (
        <EntityFormModal
          title={t("users.createTitle")}
          fields={userCreateFields}
          schema={userCreateSchema}
          initial={{ tariff: 0, active: 1, total_available_landings: 1 }}
          submitLabel={t("actions.create")}
          onClose={close}
          onSubmit={async (data): Promise<SubmitOutcome> => {
            // SPEC §5: not implemented; the API's 400 message is the toast.
            const res = await adminFetch("/api/admin/users", { method: "POST", body: data });
            if (!res.ok) {
              toast.error(message(res.error) ?? failure("saveUserFailed", res));
              return { keepOpen: true };
            }
            list.reload();
          }}
        />
      ) : null}

      {dialog?.kind === "edit" ? (
        <EntityFormModal
          title={t("users.editTitle", { email: dialog.user.email })}
          fields={userFields}
          schema={userEditSchema}
          initial={{ ...dialog.user }}
          submitLabel={t("actions.save")}
          onClose={close}
          onSubmit={async (data): Promise<SubmitOutcome> => {
            const res = await adminFetch(`/api/admin/users/${dialog.user.id}`, {
              method: "PUT",
              body: data,
            });
            if (!res.ok) {
              toast.error(failure("saveUserFailed", res));
              return outcomeOf(res);
            }
            toast.success(t("toasts.userUpdated"));
            list.reload();
          }}
        />
      ) : null}

      {dialog?.kind === "delete" ? (
        <ConfirmDialog
          title={t("users.deleteTitle")}
          confirmLabel={t("actions.delete")}
          onClose={close}
          onConfirm={async () => {
            const res = await adminFetch(`/api/admin/users/${dialog.user.id}`, {
              method: "DELETE",
            });
            if (!res.ok) {
              // The API refuses self, another admin and the last admin: its message is shown.
              toast.error(failure("deleteUserFailed", res));
              return false;
            }
            toast.success(t("toasts.userDeleted"));
            list.reload();
            return true;
          }}
        >
          <p>{t("users.deleteText", { email: dialog.user.email })}</p>
        </ConfirmDialog>
      ) : null}

      {dialog?.kind === "orders" ? <OrdersModal user={dialog.user} onClose={close} /> : null}
      {dialog?.kind === "grant" ? (
        <GrantProModal user={dialog.user} onDone={list.reload} onClose={close} />
      ) : null}
      {dialog?.kind === "expiration" ? (
        <SetExpirationModal user={dialog.user} onDone={list.reload} onClose={close} />
      ) : null}
      {dialog?.kind === "landings" ? (
        <UserLandingsModal
          user={dialog.user}
          onClose={close}
          onSettings={(landing) => setDialog({ kind: "settings", landing })}
        />
      ) : null}
      {dialog?.kind === "settings" ? (
        <LandingSettingsModal landing={dialog.landing} onClose={close} />
      ) : null}
      {dialog?.kind === "loginAs" ? <LoginAsDialog user={dialog.user} onClose={close} /> : null}
    </section>
  );
}
