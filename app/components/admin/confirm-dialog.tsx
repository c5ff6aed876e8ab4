import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";

/**
 * Every delete (and other irreversible step) asks first (SPEC §2). `onConfirm`
 * resolves true when done (the dialog closes), false to stay open.
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onClose}
      busy={busy}
      initialFocus={cancelRef}
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-secondary"
            onClick={onClose}
            disabled={busy}
          >
            {t("actions.cancel")}
          </button>
          <button
            type="button"
            className={`btn ${danger ? "btn-danger" : "btn-primary"}`}
            aria-busy={busy}
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              const done = await onConfirm();
              setBusy(false);
              if (done) onClose();
            }}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <div className="admin-confirm-body">{children}</div>
    </Modal>
  );
}
