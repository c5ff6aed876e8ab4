import { useTranslation } from "react-i18next";

/** A row's Edit button. */
export function EditButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation("admin");
  return (
    <button type="button" className="btn btn-secondary btn-sm" aria-label={label} onClick={onClick}>
      {t("actions.edit")}
    </button>
  );
}

/** A row's Delete button (it opens the confirmation). */
export function DeleteButton({ onClick, label }: { onClick: () => void; label?: string }) {
  const { t } = useTranslation("admin");
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm admin-danger-text"
      aria-label={label}
      onClick={onClick}
    >
      {t("actions.delete")}
    </button>
  );
}
