import { useTranslation } from "react-i18next";
import type { LeadDetail } from "../../services/leads/index.server";
import { useDates } from "../use-dates";
import { deliveryChannelKind, deliveryEndReason, deliveryState } from "./format";

type Delivery = LeadDetail["deliveries"][number];

/**
 * Each channel's delivery state in a lead's detail (issues 24, 25): the
 * channel by its readable name ("Webhook · hooks.example.com"), never its
 * stored key, and a delivery paused by the end of PRO, or ended because its
 * channel was switched off or removed, says so in words.
 */
export function LeadDeliveries({ deliveries }: { deliveries: Delivery[] }) {
  const { t } = useTranslation("leads");
  const dates = useDates();
  return (
    <ul className="lead-deliveries">
      {deliveries.map((d) => {
        const state = deliveryState(d);
        const name = t(`detail.channel.${deliveryChannelKind(d.channel)}`);
        const reason = deliveryEndReason(d.lastError);
        return (
          <li key={d.channel} data-testid={`delivery-${d.channel}`}>
            <strong className="lead-break">{d.target ? `${name} · ${d.target}` : name}</strong>
            <span className={`lead-delivery is-${state}`}>{t(`detail.state.${state}`)}</span>
            <span className="text-muted text-sm">
              {t("detail.attempts", { count: d.attempts })} ·{" "}
              <time dateTime={d.updatedAt}>{dates.dateTime(d.updatedAt, { zone: true })}</time>
            </span>
            {d.lastError && state !== "paused" ? (
              <span className="lead-delivery-error text-sm">
                {reason
                  ? t(`detail.reason.${reason}`)
                  : t("detail.lastError", { error: d.lastError })}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
