import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";
import { fieldLabelKey } from "./translation-version";

export type Change = { path: string; before: string; after: string };

/** The suggestion's changes, before and after, field by field: nothing changes before Apply. */
export function AiReview({
  changes,
  onApply,
  onClose,
}: {
  changes: Change[];
  onApply: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("ai");
  return (
    <Modal
      title={t("review.title")}
      onClose={onClose}
      wide
      className="ai-review-modal"
      testId="ai-review"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t("review.cancel")}
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={onApply}
            disabled={changes.length === 0}
          >
            {t("review.apply")}
          </button>
        </>
      }
    >
      <p className="ai-review-intro">
        {changes.length ? t("review.intro") : t("review.noChanges")}
      </p>
      <ul className="ai-changes">
        {changes.map((c) => (
          <li key={c.path} className="ai-change" data-path={c.path}>
            <h3 className="ai-change-title">{pathLabel(t, c.path)}</h3>
            <div className="ai-change-cols">
              <div className="ai-change-before">
                <span className="ai-change-tag">{t("review.before")}</span>
                <p>{c.before || t("review.empty")}</p>
              </div>
              <div className="ai-change-after">
                <span className="ai-change-tag">{t("review.after")}</span>
                <p>{c.after || t("review.empty")}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** A field path as the owner knows it ("Card 2: title"). */
function pathLabel(t: (key: string, o?: Record<string, unknown>) => string, path: string): string {
  if (path === "seo.description") return t("paths.seoDescription");
  // The lead form's words are named as in the Languages section, one catalogue for them.
  if (path.startsWith("form.")) {
    const [key, values] = fieldLabelKey(path);
    return t(`translate:${key}`, values);
  }
  const m = /^(cards|qas)\.(\d+)\.(\w+)$/.exec(path);
  if (!m) return t(`paths.${path}`, { defaultValue: path });
  const n = Number(m[2]) + 1;
  const key =
    m[1] === "cards"
      ? m[3] === "alt"
        ? "cardAlt"
        : "cardTitle"
      : m[3] === "answer"
        ? "qaAnswer"
        : "qaQuestion";
  return t(`paths.${key}`, { n });
}
