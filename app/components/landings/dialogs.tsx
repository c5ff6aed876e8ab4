import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { LandingPreviewImage, type CardItem } from "./landing-card";
import { Modal } from "./modal";

export function DeleteDialog({
  item,
  deleting,
  onConfirm,
  onCancel,
}: {
  item: CardItem;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("landings");
  const cancelRef = useRef<HTMLButtonElement>(null);
  const name = item.projectname || t("untitledProject");
  return (
    <Modal
      title={t("deleteModal.title")}
      onClose={onCancel}
      busy={deleting}
      initialFocus={cancelRef}
      testId="delete-dialog"
      footer={
        <>
          <button
            ref={cancelRef}
            type="button"
            className="btn btn-secondary"
            onClick={onCancel}
            disabled={deleting}
          >
            {t("deleteModal.cancel")}
          </button>
          <button
            type="button"
            className="btn btn-danger"
            onClick={onConfirm}
            disabled={deleting}
            aria-busy={deleting}
            data-testid="confirm-delete"
          >
            {deleting ? t("deleteModal.deleting") : t("deleteModal.confirm")}
          </button>
        </>
      }
    >
      <div className="delete-preview">
        <LandingPreviewImage item={item} />
      </div>
      <p>{t("deleteModal.text", { name })}</p>
    </Modal>
  );
}

export function BuyExtraDialog({
  contactUrl,
  onClose,
}: {
  contactUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("landings");
  return (
    <Modal
      title={t("buyExtra.title")}
      onClose={onClose}
      testId="buy-extra-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("buyExtra.close")}
          </button>
          <a
            className="btn btn-primary"
            href={contactUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("buyExtra.contact")}
          </a>
        </>
      }
    >
      <p className="buy-extra-offer">{t("buyExtra.text")}</p>
      <p className="text-muted">{t("buyExtra.details")}</p>
    </Modal>
  );
}

export function ProActivatedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("landings");
  return (
    <Modal
      title={t("proActivated.title")}
      onClose={onClose}
      testId="pro-activated-dialog"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t("proActivated.ok")}
        </button>
      }
    >
      <div className="pro-activated">
        <span className="pro-activated-mark" aria-hidden="true">
          ★
        </span>
        <p>{t("proActivated.text")}</p>
      </div>
    </Modal>
  );
}
