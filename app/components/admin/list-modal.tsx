import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "../landings/modal";

/**
 * A wide dialog over a list an admin opened (orders, a user's landings, a
 * landing's settings): loading, then `empty`, or the rows as `list` lays them out.
 */
export function ListModal<T>({
  title,
  onClose,
  footer,
  rows,
  empty,
  intro,
  list,
}: {
  title: string;
  onClose: () => void;
  footer: ReactNode;
  /** null while loading. */
  rows: T[] | null;
  empty: string;
  /** Shown above the list, loaded or not. */
  intro?: ReactNode;
  list: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <Modal title={title} onClose={onClose} wide className="admin-wide-modal" footer={footer}>
      {intro}
      {rows === null ? (
        <p>{t("table.loading")}</p>
      ) : rows.length === 0 ? (
        <p className="empty-state">{empty}</p>
      ) : (
        list(rows)
      )}
    </Modal>
  );
}
