import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";

/** Someone else saved this landing meanwhile: reload theirs or overwrite with ours. */
export function ConflictDialog({
  onClose,
  onResolve,
}: {
  onClose: () => void;
  onResolve: (choice: "reload" | "overwrite") => void;
}) {
  const { t } = useTranslation("editor");
  return (
    <Modal
      title={t("conflict.title")}
      onClose={onClose}
      testId="conflict-dialog"
      footer={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => onResolve("reload")}
            data-testid="conflict-reload"
          >
            {t("conflict.reload")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => onResolve("overwrite")}
            data-testid="conflict-overwrite"
          >
            {t("conflict.overwrite")}
          </button>
        </>
      }
    >
      <p>{t("conflict.text")}</p>
    </Modal>
  );
}

/** The last save failed while leaving: stay, or leave without it. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation("editor");
  return (
    <Modal
      title={t("leave.title")}
      onClose={onStay}
      testId="leave-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onStay}>
            {t("leave.stay")}
          </button>
          <button type="button" className="btn btn-danger" onClick={onLeave}>
            {t("leave.leave")}
          </button>
        </>
      }
    >
      <p>{t("leave.text")}</p>
    </Modal>
  );
}
