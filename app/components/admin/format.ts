import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../dates";
import { useTimeZone } from "../use-dates";

/**
 * Date and time in the page language and the admin's own time zone (named,
 * as the tables mix users of many zones); "—" when there is none.
 */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const timeZone = useTimeZone();
  const dateTime = useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return "—";
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return iso;
      return formatDateTime(d, lang, timeZone, { short: true, zone: true });
    },
    [lang, timeZone],
  );
  const date = useCallback(
    (iso: string | null | undefined) => {
      if (!iso) return "—";
      const d = new Date(iso);
      if (Number.isNaN(d.getTime())) return iso;
      return d.toLocaleDateString(lang, {
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        timeZone,
      });
    },
    [lang, timeZone],
  );
  return { dateTime, date };
}

/** An ISO instant → the value of an `<input type="datetime-local">` (local time). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An `<input type="datetime-local">` value → ISO instant ("" stays ""). */
export function fromLocalInput(value: string): string {
  if (!value) return "";
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

export function money(amount: number | null | undefined, currency: string | null | undefined) {
  if (amount === null || amount === undefined) return "—";
  return `${amount} ${currency ?? ""}`.trim();
}
