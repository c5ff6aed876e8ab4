import { useTranslation } from "react-i18next";
import { TEMPLATE_PREVIEW } from "../../../core/templates/preview";
import { XsrfField } from "../xsrf-field";
import type { GalleryItem } from "./gallery-filter";

interface Props {
  /** Null: the "Blank" card. */
  item: GalleryItem | null;
  nicheLabel?: string;
  creating: boolean;
  busy: boolean;
  onChoose: (templateId: string) => void;
}

/**
 * One gallery card: a real form posting `templateId` to /createLanding, so a
 * choice works before the script has loaded; with the script the gallery
 * creates through the API instead (same rules, same outcome).
 */
export function TemplateCard({ item, nicheLabel, creating, busy, onChoose }: Props) {
  const { t } = useTranslation("templates");
  const id = item?.id ?? "";
  const titleId = `template-title-${id || "blank"}`;
  return (
    <li className={item ? "template-card" : "template-card template-card-blank"}>
      <form
        method="post"
        action="/createLanding"
        onSubmit={(e) => {
          e.preventDefault();
          onChoose(id);
        }}
      >
        <XsrfField />
        <input type="hidden" name="templateId" value={id} />
        <div className="template-card-media">
          {item ? (
            <img
              src={item.previewUrl}
              width={TEMPLATE_PREVIEW.width}
              height={TEMPLATE_PREVIEW.height}
              loading="lazy"
              decoding="async"
              alt={t("previewAlt", { title: item.title })}
            />
          ) : (
            <span className="template-blank-plus" aria-hidden="true">
              +
            </span>
          )}
        </div>
        <div className="template-card-body">
          {nicheLabel ? <p className="template-card-niche">{nicheLabel}</p> : null}
          <h2 className="template-card-title" id={titleId}>
            {item ? item.title : t("blank")}
          </h2>
          <p className="template-card-text">{item ? item.description : t("blankHint")}</p>
          <button
            type="submit"
            className={
              item
                ? "btn btn-secondary btn-sm template-card-use"
                : "btn btn-primary btn-sm template-card-use"
            }
            aria-describedby={titleId}
            disabled={busy}
            aria-busy={creating}
            data-testid={item ? `template-${id}` : "template-blank"}
          >
            {creating ? t("creating") : item ? t("use") : t("useBlank")}
          </button>
        </div>
      </form>
    </li>
  );
}
