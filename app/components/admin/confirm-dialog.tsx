import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog as AskFirst } from "../confirm-dialog";

/**
 * Every delete (and other irreversible step) asks first (SPEC §2). `onConfirm`
 * resolves true when done (the dialog closes), false to stay open. The dialog
 * itself is the app's one "are you sure?" (../confirm-dialog); this adds the
 * admin's Cancel text and waits for the call.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  danger = true,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  return (
    <AskFirst
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t("actions.cancel")}
      busy={busy}
      danger={danger}
      onCancel={onClose}
      onConfirm={async () => {
        setBusy(true);
        const done = await onConfirm();
        setBusy(false);
        if (done) onClose();
      }}
    >
      <div className="admin-confirm-body">{children}</div>
    </AskFirst>
  );
}
