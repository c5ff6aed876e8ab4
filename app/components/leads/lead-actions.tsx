import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LEAD_STATUSES, type LeadStatusName } from "../../../core/leads/inbox";
import { ConfirmDialog } from "../confirm-dialog";
import { useRootData } from "../root-data";
import { XSRF_FIELD_NAME, XsrfField } from "../xsrf-field";

/** The address that asks to confirm a delete when the page has no script (`?confirm=delete`). */
export const CONFIRM_DELETE = { name: "confirm", value: "delete" } as const;

/**
 * A lead's actions (issue 24): its status, spam / not spam, and delete after a
 * confirmation. Plain POST forms to the route's action, which checks the owner
 * on the server, so they work before the script has loaded. Delete first asks:
 * in a dialog with script, else on the page itself (`confirmDelete`).
 */
export function LeadActions({
  status,
  spam,
  confirmDelete = false,
}: {
  status: LeadStatusName;
  spam: boolean;
  confirmDelete?: boolean;
}) {
  const { t } = useTranslation("leads");
  const navigation = useNavigation();
  const submit = useSubmit();
  const xsrf = useRootData()?.xsrfToken ?? "";
  const busy = navigation.state !== "idle";
  const [confirming, setConfirming] = useState(false);
  const deleting = busy && navigation.formData?.get("intent") === "delete";
  const remove = () => submit({ intent: "delete", [XSRF_FIELD_NAME]: xsrf }, { method: "post" });

  return (
    <section className="card lead-actions" aria-labelledby="lead-actions-h">
      <h2 id="lead-actions-h" className="visually-hidden">
        {t("actions.label")}
      </h2>
      <Form method="post" preventScrollReset className="lead-status-form">
        <XsrfField />
        <input type="hidden" name="intent" value="status" />
        <fieldset disabled={busy}>
          <legend className="label">{t("actions.status")}</legend>
          <div className="lead-status-buttons">
            {LEAD_STATUSES.map((s) => (
              <button
                key={s}
                type="submit"
                name="status"
                value={s}
                className={`btn btn-sm ${s === status ? "btn-primary" : "btn-secondary"}`}
                aria-pressed={s === status}
              >
                {t(`status.${s}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </Form>
      <div className="lead-actions-row">
        <Form method="post" preventScrollReset>
          <XsrfField />
          <input type="hidden" name="intent" value={spam ? "notSpam" : "spam"} />
          <button type="submit" className="btn btn-secondary btn-sm" disabled={busy}>
            {spam ? t("actions.notSpam") : t("actions.markSpam")}
          </button>
        </Form>
        {/* Without script this GET opens the page's own confirmation; with it, the dialog. */}
        <Form
          method="get"
          onSubmit={(e) => {
            e.preventDefault();
            setConfirming(true);
          }}
        >
          <input type="hidden" name={CONFIRM_DELETE.name} value={CONFIRM_DELETE.value} />
          <button type="submit" className="btn btn-danger btn-sm" disabled={busy}>
            {t("actions.delete")}
          </button>
        </Form>
      </div>
      {confirmDelete ? (
        <div className="alert alert-error lead-confirm" role="alert" data-testid="lead-confirm">
          <p>
            <strong>{t("actions.deleteTitle")}</strong> {t("actions.deleteBody")}
          </p>
          <div className="lead-actions-row">
            <Form method="post">
              <XsrfField />
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="btn btn-danger btn-sm">
                {t("actions.deleteConfirm")}
              </button>
            </Form>
            <Link to="." className="btn btn-secondary btn-sm">
              {t("actions.cancel")}
            </Link>
          </div>
        </div>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t("actions.deleteTitle")}
          confirmLabel={t("actions.deleteConfirm")}
          busyLabel={t("actions.deleting")}
          cancelLabel={t("actions.cancel")}
          danger
          busy={deleting}
          testId="lead-delete-dialog"
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        >
          <p>{t("actions.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
