import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LEAD_STATUSES, type LeadStatusName } from "../../../core/leads/inbox";
import { ConfirmDialog } from "../confirm-dialog";
import { XsrfField } from "../xsrf-field";

/**
 * A lead's actions (issue 24): its status, spam / not spam, and delete after a
 * confirmation. Plain POST forms to the route's action, which checks the owner
 * on the server; they work before the script has loaded.
 */
export function LeadActions({ status, spam }: { status: LeadStatusName; spam: boolean }) {
  const { t } = useTranslation("leads");
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle";
  const deleteForm = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const deleting = busy && navigation.formData?.get("intent") === "delete";

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
        <Form
          method="post"
          ref={deleteForm}
          onSubmit={(e) => {
            // With script the owner confirms first; the dialog submits this same form.
            e.preventDefault();
            setConfirming(true);
          }}
        >
          <XsrfField />
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="btn btn-danger btn-sm" disabled={busy}>
            {t("actions.delete")}
          </button>
        </Form>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t("actions.deleteTitle")}
          confirmLabel={t("actions.deleteConfirm")}
          busyLabel={t("actions.deleting")}
          cancelLabel={t("actions.cancel")}
          danger
          busy={deleting}
          testId="lead-delete-dialog"
          onConfirm={() => {
            if (deleteForm.current) submit(deleteForm.current);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>{t("actions.deleteBody")}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
