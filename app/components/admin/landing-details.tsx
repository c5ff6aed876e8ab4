import { useTranslation } from "react-i18next";
import { useRootData } from "../root-data";
import { Modal } from "../landings/modal";
import { useDateFormat } from "./format";
import type { AdminLanding } from "./types";

export const isPublished = (l: Pick<AdminLanding, "published">) =>
  l.published === true || l.published === 1;

/** The public link from the text alias (the API's public_url when it sends one). */
export function usePublicLink() {
  const publicUrl = useRootData()?.publicUrl ?? "";
  return (l: Pick<AdminLanding, "textalias" | "public_url">): string | null => {
    // SPEC §2: View Live is the public link from the text alias; none without one.
    if (!l.textalias) return null;
    if (l.public_url) return l.public_url;
    return `${publicUrl.replace(/\/$/, "")}/l/${encodeURIComponent(l.textalias)}`;
  };
}

/** SPEC §2 Landings → Details. */
export function LandingDetailsModal({
  landing,
  onEdit,
  onSettings,
  onClose,
}: {
  landing: AdminLanding;
  onEdit: () => void;
  onSettings: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin");
  const { dateTime } = useDateFormat();
  const link = usePublicLink()(landing);
  const name = landing.projectname || t("landings.untitled");
  const published = isPublished(landing);
  const rows: [string, React.ReactNode][] = [
    [t("fields.id"), landing.id],
    [t("fields.uuid"), <span className="admin-mono">{landing.uuid}</span>],
    [t("fields.projectname"), landing.projectname || "—"],
    [t("fields.companyname"), landing.companyname || "—"],
    [
      t("fields.owner_id"),
      landing.owner_email ? `${landing.parent_user} (${landing.owner_email})` : landing.parent_user,
    ],
    [t("fields.textalias"), landing.textalias || "—"],
    [t("fields.creation_date"), dateTime(landing.creation_date)],
    [
      t("fields.published"),
      <span className={`badge ${published ? "admin-badge-ok" : ""}`}>
        {published ? t("landingStatus.published") : t("landingStatus.draft")}
      </span>,
    ],
  ];
  return (
    <Modal
      title={t("landings.detailsTitle")}
      onClose={onClose}
      wide
      footer={
        <>
          {link ? (
            <a className="btn btn-secondary" href={link} target="_blank" rel="noreferrer noopener">
              {t("actions.viewLive")} <span aria-hidden="true">↗</span>
            </a>
          ) : (
            <span className="text-muted text-sm admin-no-link">{t("landings.noLink")}</span>
          )}
          <button type="button" className="btn btn-secondary" onClick={onSettings}>
            {t("actions.viewSettings")}
          </button>
          <button type="button" className="btn btn-primary" onClick={onEdit}>
            {t("actions.editDetails")}
          </button>
        </>
      }
    >
      <div className="admin-details">
        <div className="admin-preview">
          {landing.preview_link ? (
            <img src={landing.preview_link} alt={t("landings.previewAlt", { name })} />
          ) : (
            <p className="admin-preview-empty">{t("landings.noPreview")}</p>
          )}
        </div>
        <dl className="admin-dl">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}
