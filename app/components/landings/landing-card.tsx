import { useState } from "react";
import { createPortal } from "react-dom";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { landingExpiry } from "../../../core/expiry";
import { storedPlan } from "../../../core/plans";
import { CARD_STATS_DAYS } from "../../../core/stats/rules";
import type { LandingListItem } from "../../services/landings/index.server";
import { ExpiryBar } from "./expiry-bar";
import { cardStatus, thumbnailUrl } from "./format";
import { QrDialog } from "../share/qr-code";
import { GearMenu } from "./gear-menu";

export type CardItem = Pick<
  LandingListItem,
  | "uuid"
  | "projectname"
  | "companyname"
  | "preview_link"
  | "published"
  | "public_url"
  | "owner_expired"
  | "owner_tariff_expiration_date"
  | "owner_tariff"
>;

/** Picks one of the abstract fallback backgrounds, stable per landing. */
function fallbackIndex(uuid: string): number {
  let h = 0;
  for (const c of uuid) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h % 6;
}

export function LandingPreviewImage({
  item,
  className = "",
}: {
  item: CardItem;
  className?: string;
}) {
  const { t } = useTranslation("landings");
  const src = thumbnailUrl(item.preview_link);
  const name = item.projectname || t("untitledProject");
  return src ? (
    <img
      className={`landing-thumb ${className}`}
      src={src}
      alt={t("previewAlt", { name })}
      loading="lazy"
    />
  ) : (
    <div
      className={`landing-thumb landing-thumb-fallback landing-thumb-fallback-${fallbackIndex(item.uuid)} ${className}`}
      role="img"
      aria-label={t("previewAlt", { name })}
    />
  );
}

export function LandingCard({
  item,
  now,
  onEdit,
  onPublish,
  onDelete,
  views7,
  newLeads,
}: {
  item: CardItem;
  now: Date;
  onEdit: () => void;
  onPublish: () => void;
  onDelete: () => void;
  /** Views of the last 7 days (issue 15); undefined = statistics not available. */
  views7?: number;
  /** New leads of this landing (issue 24), spam left out. */
  newLeads?: number;
}) {
  const { t } = useTranslation("landings");
  const { t: tStats } = useTranslation("stats");
  const { t: tLeads } = useTranslation("leads");
  const expiry = landingExpiry(
    {
      owner_expired: item.owner_expired,
      owner_tariff_expiration_date: item.owner_tariff_expiration_date,
    },
    now,
  );
  const status = cardStatus({ published: item.published, expired: expiry.expired });
  const name = item.projectname || t("untitledProject");
  const { t: ts } = useTranslation("share");
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <article
      className={`landing-card ${expiry.expired ? "is-expired" : ""}`}
      data-testid="landing-card"
      data-uuid={item.uuid}
    >
      <div className="landing-card-media">
        <LandingPreviewImage item={item} />
        <span className={`landing-status is-${status}`} data-testid="landing-status">
          {t(status)}
        </span>
      </div>
      <div className="landing-card-body">
        <h2 className="landing-card-title">
          <a
            href={item.public_url}
            target="_blank"
            rel="noopener noreferrer"
            className="landing-card-link"
            aria-label={t("openPublic", { name })}
          >
            {name}
          </a>
        </h2>
        <p className="landing-card-company">{item.companyname || t("noCompany")}</p>
        {views7 !== undefined ? (
          <Link
            to={`/landings/${item.uuid}/stats?days=${CARD_STATS_DAYS}`}
            className="link text-sm landing-card-views"
            aria-label={`${tStats("openStats", { name })}: ${tStats("cardViews", { count: views7, days: CARD_STATS_DAYS })}`}
            data-testid="card-views"
          >
            {tStats("cardViews", { count: views7, days: CARD_STATS_DAYS })}
          </Link>
        ) : null}
        {newLeads !== undefined ? (
          <Link
            // "3 new leads" opens those three; with none new, all of this landing's.
            to={`/leads?landing=${encodeURIComponent(item.uuid)}${newLeads > 0 ? "&status=new" : ""}`}
            className={`link text-sm landing-card-leads ${newLeads > 0 ? "has-new" : ""}`}
            data-testid="card-leads"
          >
            {newLeads > 0 ? tLeads("card.newLeads", { count: newLeads }) : tLeads("card.none")}
          </Link>
        ) : null}
      </div>
      {expiry.expired ? null : (
        <GearMenu
          label={t("menu.label", { name })}
          actions={[
            { key: "publish", label: t("menu.publish"), onSelect: onPublish },
            { key: "edit", label: t("menu.edit"), onSelect: onEdit },
            // Issue 15: a published page's QR code, for a shop window or a card.
            ...(item.published
              ? [{ key: "qr", label: ts("qr.menu"), onSelect: () => setQrOpen(true) }]
              : []),
            { key: "delete", label: t("menu.delete"), onSelect: onDelete, danger: true },
            { key: "cancel", label: t("menu.cancel"), onSelect: () => {} },
          ]}
        />
      )}
      <ExpiryBar expiry={expiry} paid={storedPlan({ tariff: item.owner_tariff }) === "pro"} />
      {/* Outside the card: its hover transform would pin a fixed dialog to the card. */}
      {qrOpen
        ? createPortal(
            <QrDialog uuid={item.uuid} onClose={() => setQrOpen(false)} />,
            document.body,
          )
        : null}
    </article>
  );
}
