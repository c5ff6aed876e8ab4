import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";
import { useDates } from "../use-dates";
import { formatMoney } from "../money";
import type { PurchaseJson } from "../../../core/payments/purchase";

const dayKey = (iso: string) => iso.slice(0, 10);
/** A stored method label ("Test checkout") as its catalogue key (test_checkout). */
export const methodKey = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, "_");

/** SPEC §2: purchases grouped by date, newest first, each with a detail modal. */
export function PurchaseHistory({
  purchases,
  defaultMethod,
}: {
  purchases: PurchaseJson[];
  defaultMethod: string;
}) {
  const { t, i18n } = useTranslation("landings");
  const [open, setOpen] = useState<PurchaseJson | null>(null);
  const dates = useDates();
  const date = (iso: string | null) => dates.date(iso) || "—";
  const money = (p: PurchaseJson) => formatMoney(p.amount, p.currency, i18n.language);
  // A method the catalogues do not know is shown as stored.
  const methodName = (label: string) =>
    t(`plans.methods.${methodKey(label)}`, { defaultValue: label });
  const typeOf = (p: PurchaseJson) =>
    t(`plans.purchaseTypes.${p.purchase_type}`, { defaultValue: p.item_name });

  const groups: Array<{ day: string; items: PurchaseJson[] }> = [];
  for (const p of [...purchases].sort((a, b) => b.purchase_date.localeCompare(a.purchase_date))) {
    const day = dayKey(p.purchase_date);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(p);
    else groups.push({ day, items: [p] });
  }

  return (
    <section className="card plans-history" aria-labelledby="plans-history">
      <h2 id="plans-history">{t("plans.historyTitle")}</h2>
      {groups.length === 0 ? <p className="text-muted">{t("plans.historyEmpty")}</p> : null}
      {groups.map((g) => (
        <div key={g.day} className="plans-history-group">
          <h3 className="plans-history-date">{date(g.items[0].purchase_date)}</h3>
          <ul className="plans-history-list">
            {g.items.map((p) => (
              <li key={p.id} className="plans-history-item">
                <span>{typeOf(p)}</span>
                <span className="plans-history-amount">{money(p)}</span>
                <button
                  type="button"
                  className="btn btn-secondary btn-sm"
                  onClick={() => setOpen(p)}
                >
                  {t("plans.details")}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {open ? (
        <Modal
          title={t("plans.modal.title")}
          onClose={() => setOpen(null)}
          testId="purchase-dialog"
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setOpen(null)}>
              {t("plans.modal.close")}
            </button>
          }
        >
          <dl className="purchase-facts">
            <dt>{t("plans.modal.type")}</dt>
            <dd>{typeOf(open)}</dd>
            <dt>{t("plans.modal.amount")}</dt>
            <dd>{money(open)}</dd>
            <dt>{t("plans.modal.currency")}</dt>
            <dd>{open.currency}</dd>
            <dt>{t("plans.modal.date")}</dt>
            <dd>{date(open.purchase_date)}</dd>
            <dt>{t("plans.modal.expiry")}</dt>
            <dd>{date(open.expiration_date)}</dd>
            <dt>{t("plans.modal.method")}</dt>
            <dd>{methodName(open.payment_method || defaultMethod)}</dd>
          </dl>
        </Modal>
      ) : null}
    </section>
  );
}
