import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { truncate } from "../../../core/admin/lists";

/**
 * A value cut at `max` characters (SPEC §9: 50 in tables and the KV delete
 * dialog, 100 in the landing settings view) with a "Show all" toggle that
 * reveals the whole value in place.
 */
export function Truncated({ value, max }: { value: string | null | undefined; max: number }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const id = useId();
  const text = value ?? "";
  const { text: short, cut } = truncate(text, max);
  if (!text) return <span className="text-muted">—</span>;
  if (!cut) return <span className="admin-value">{text}</span>;
  return (
    <span className="admin-truncated">
      {open ? (
        <span id={id} className="admin-value admin-value-full">
          {text}
        </span>
      ) : (
        <span className="admin-value" title={text.length <= 500 ? text : undefined}>
          {short}
          <span aria-hidden="true">…</span>
        </span>
      )}{" "}
      <button
        type="button"
        className="link admin-show-all"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        {open ? t("table.showLess") : t("table.showAll")}
      </button>
    </span>
  );
}
