import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { EXTRA_LANDING_PRICE_USD, type ServerFeature } from "../../../core/plans";
import { PlanFeatures } from "../plans/plan-features";
import { useCheckout } from "../plans/use-checkout";
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

/** SPEC §2: a PRO user at the limit buys an extra showroom online; the messenger stays as a second way. */
export function BuyExtraDialog({
  contactUrl,
  canPay,
  onClose,
}: {
  contactUrl: string;
  canPay: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("landings");
  const widgetHost = useRef<HTMLDivElement>(null);
  const checkout = useCheckout(widgetHost);
  return (
    <Modal
      title={t("buyExtra.title")}
      onClose={onClose}
      testId="buy-extra-dialog"
      className="buy-extra-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("buyExtra.close")}
          </button>
          <a
            className={canPay ? "btn btn-secondary" : "btn btn-primary"}
            href={contactUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("buyExtra.contact")}
          </a>
          {canPay ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void checkout.start("extra_landing")}
              disabled={checkout.busy}
              aria-busy={checkout.busy}
            >
              {t("buyExtra.buy", { amount: EXTRA_LANDING_PRICE_USD })}
            </button>
          ) : null}
        </>
      }
    >
      <p className="buy-extra-offer">{t("buyExtra.text", { amount: EXTRA_LANDING_PRICE_USD })}</p>
      <p className="text-muted">{t("buyExtra.details")}</p>
      {checkout.error ? (
        <p className="alert alert-error" role="alert">
          {t(`plans.${checkout.error}`)}
        </p>
      ) : null}
      <div ref={widgetHost} className="plans-widget" />
    </Modal>
  );
}

/**
 * The offer at the showroom limit, when `kind` asks for it: buying an extra
 * showroom (a PRO account) or upgrading (a free one, SPEC §4).
 */
export function LimitDialog({
  kind,
  offer,
  onClose,
}: {
  kind: string | undefined;
  offer: {
    salesContactUrl: string;
    canPay: boolean;
    totalAvailable: number;
    /** What this server has set up (platform's serverFeatures), as /s marks it. */
    available: Record<ServerFeature, boolean>;
  };
  onClose: () => void;
}) {
  if (kind === "buyExtra")
    return (
      <BuyExtraDialog contactUrl={offer.salesContactUrl} canPay={offer.canPay} onClose={onClose} />
    );
  if (kind === "upgrade")
    return (
      <UpgradeDialog limit={offer.totalAvailable} available={offer.available} onClose={onClose} />
    );
  return null;
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

/**
 * A free account at its showroom limit (SPEC §4 sends it to /s): first say why
 * — the plan's limit — and what PRO gives, then the way to /s. PRO's lines
 * are /s's own: one this server has not set up says so (issue 29).
 */
export function UpgradeDialog({
  limit,
  available,
  onClose,
}: {
  limit: number;
  available: Record<ServerFeature, boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation("landings");
  const goRef = useRef<HTMLAnchorElement>(null);
  return (
    <Modal
      title={t("upgrade.title")}
      onClose={onClose}
      initialFocus={goRef}
      testId="upgrade-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("upgrade.later")}
          </button>
          <Link ref={goRef} to="/s" className="btn btn-primary" data-testid="upgrade-go">
            {t("upgrade.go")}
          </Link>
        </>
      }
    >
      <p className="upgrade-limit">{t("upgrade.text", { count: limit })}</p>
      <p className="upgrade-lead">{t("upgrade.proGives")}</p>
      <PlanFeatures available={available} className="upgrade-features" />
    </Modal>
  );
}
