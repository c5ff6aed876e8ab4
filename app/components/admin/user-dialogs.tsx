import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GRANT_PRO_DEFAULT_DAYS } from "../../../core/admin/constants";
import { grantProSchema, setExpirationSchema } from "../../../core/admin/forms/users";
import { FLASH_COOKIE } from "../fetch-guards";
import { useToast } from "../toasts";
import { adminFetch, useAdminRows, useFailureText } from "./api";
import { ConfirmDialog } from "./confirm-dialog";
import { money, useDateFormat } from "./format";
import { isPublished, usePublicLink } from "./landing-details";
import { ListModal } from "./list-modal";
import { SingleFieldModal } from "./single-field-modal";
import type { AdminLanding, AdminOrder, AdminUser } from "./types";

/** Orders of a user (GET /api/admin/users/{id}/orders): mismatch and refunded included. */
export function OrdersModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const { dateTime } = useDateFormat();
  const orders = useAdminRows<AdminOrder>(`/api/admin/users/${user.id}/orders`, "loadOrdersFailed");

  return (
    <ListModal
      title={t("users.ordersTitle", { email: user.email })}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t("actions.close")}
        </button>
      }
      rows={orders}
      empty={t("users.noOrders")}
      list={(orders) => (
        <div
          className="admin-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={t("actions.orders")}
        >
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t("fields.item")}</th>
                <th scope="col">{t("fields.status")}</th>
                <th scope="col">{t("fields.amount")}</th>
                <th scope="col">{t("fields.created_at")}</th>
                <th scope="col">{t("fields.paid_at")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((o) => {
                const paidDiffers =
                  o.paid_amount !== null &&
                  (o.paid_amount !== o.amount || (o.paid_currency ?? o.currency) !== o.currency);
                return (
                  <tr key={o.id}>
                    <td>
                      {t(`orderItem.${o.item}`, { defaultValue: o.item })}
                      <div className="text-muted text-sm">{o.provider}</div>
                    </td>
                    <td>
                      <span className={`badge admin-order-${o.status}`}>
                        {t(`orderStatus.${o.status}`, { defaultValue: o.status })}
                      </span>
                    </td>
                    <td>
                      {money(o.amount, o.currency)}
                      {paidDiffers ? (
                        <div className="text-muted text-sm">
                          {t("users.paidDiffers", {
                            amount: money(o.paid_amount, o.paid_currency ?? o.currency),
                          })}
                        </div>
                      ) : null}
                    </td>
                    <td>{dateTime(o.created_at)}</td>
                    <td>{dateTime(o.paid_at)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    />
  );
}

/** A dialog acting on one user; `onDone` reloads the list after a change. */
type UserAction = { user: AdminUser; onDone: () => void; onClose: () => void };

/** Set expiration date (SPEC §4/§5): "Please set an expiration date" when empty. */
export function SetExpirationModal({ user, onDone, onClose }: UserAction) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  return (
    <SingleFieldModal
      title={t("users.expirationTitle", { email: user.email })}
      text={t("users.expirationText", { email: user.email })}
      label={t("fields.expiration_date")}
      required
      submitLabel={t("actions.save")}
      initial={user.tariff_expiration_date ? user.tariff_expiration_date.slice(0, 10) : ""}
      input={{ type: "date" }}
      schema={setExpirationSchema}
      field="expiration_date"
      send={async (_parsed, value) => {
        // SPEC §7: the date is sent as an ISO date.
        const res = await adminFetch(`/api/admin/users/${user.id}/set-expiration`, {
          method: "POST",
          body: { expiration_date: value },
        });
        if (!res.ok) {
          toast.error(failure("setExpirationFailed", res));
          return res.error;
        }
        toast.success(t("toasts.expirationSet"));
        onDone();
        return true;
      }}
      onClose={onClose}
    />
  );
}

/** Grant PRO (POST /grant-pro {days}): extends like a payment. */
export function GrantProModal({ user, onDone, onClose }: UserAction) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  const { date } = useDateFormat();
  return (
    <SingleFieldModal
      title={t("users.grantTitle", { email: user.email })}
      text={t("users.grantText")}
      label={t("fields.days")}
      submitLabel={t("actions.grantPro")}
      initial={String(GRANT_PRO_DEFAULT_DAYS)}
      input={{ type: "number", inputMode: "numeric", min: 1 }}
      schema={grantProSchema}
      field="days"
      send={async (parsed) => {
        const res = await adminFetch<AdminUser>(`/api/admin/users/${user.id}/grant-pro`, {
          method: "POST",
          body: parsed,
        });
        if (!res.ok) {
          toast.error(failure("grantProFailed", res));
          return null;
        }
        toast.success(t("toasts.proGranted", { date: date(res.data?.tariff_expiration_date) }));
        onDone();
        return true;
      }}
      onClose={onClose}
    />
  );
}

/** View Landings: the user's showrooms, each with its settings. */
export function UserLandingsModal({
  user,
  onSettings,
  onClose,
}: {
  user: AdminUser;
  onSettings: (landing: AdminLanding) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const link = usePublicLink();
  const landings = useAdminRows<AdminLanding>(
    `/api/admin/users/${user.id}/landings`,
    "loadUserLandingsFailed",
  );

  return (
    <ListModal
      title={t("users.landingsTitle", { email: user.email })}
      onClose={onClose}
      footer={
        <>
          <Link className="btn btn-secondary" to={`/admin/landings?parent_user=${user.id}`}>
            {t("actions.openInLandings")}
          </Link>
          <button type="button" className="btn btn-primary" onClick={onClose}>
            {t("actions.close")}
          </button>
        </>
      }
      rows={landings}
      empty={t("users.noLandings")}
      list={(landings) => (
        <ul className="admin-landing-list">
          {landings.map((l) => {
            const href = link(l);
            return (
              <li key={l.id} className="admin-landing-item">
                <div className="admin-landing-main">
                  <strong>{l.projectname || t("landings.untitled")}</strong>
                  <span className={`badge ${isPublished(l) ? "admin-badge-ok" : ""}`}>
                    {isPublished(l) ? t("landingStatus.published") : t("landingStatus.draft")}
                  </span>
                  <div className="text-muted text-sm admin-mono">{l.uuid}</div>
                </div>
                <div className="admin-actions">
                  {href ? (
                    <a
                      className="btn btn-ghost btn-sm"
                      href={href}
                      target="_blank"
                      rel="noreferrer noopener"
                    >
                      {t("actions.viewLive")}
                    </a>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => onSettings(l)}
                  >
                    {t("actions.settings")}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}

function base64url(s: string): string {
  const bytes = new TextEncoder().encode(s);
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * Login As (SPEC §2): confirm, POST /api/admin/login-as-user/{id}, then a full
 * load of /landings (the session changed) that shows SPEC's info toast.
 */
export function LoginAsDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const toast = useToast();
  const failure = useFailureText();
  return (
    <ConfirmDialog
      title={t("users.loginAsTitle")}
      confirmLabel={t("actions.loginAs")}
      danger={false}
      onClose={onClose}
      onConfirm={async () => {
        const res = await adminFetch<{ email?: string }>(`/api/admin/login-as-user/${user.id}`, {
          method: "POST",
          body: {},
        });
        if (!res.ok) {
          toast.error(failure("impersonateFailed", res));
          return false;
        }
        const email = res.data?.email ?? user.email;
        // Flashed like the server's toasts, so it survives the reload (read by the root loader).
        const flash = base64url(
          JSON.stringify([{ type: "info", key: "admin:impersonation.started", values: { email } }]),
        );
        document.cookie = `${FLASH_COOKIE}=${flash}; Path=/; Max-Age=60; SameSite=Lax`;
        window.location.assign("/landings");
        return false;
      }}
    >
      <p>{t("users.loginAsText", { email: user.email })}</p>
    </ConfirmDialog>
  );
}
