import { DEFAULT_TIME_ZONE } from "../../core/time-zone";

/**
 * Dates and times in the user's time zone (core/time-zone; the components
 * take it from use-dates.ts). Russian's long form ends in "г.", which doubled
 * the full stop of any sentence ending with a date ("2026 г.."); the year
 * marker is dropped ("23 ноября 2026").
 */
export function formatDate(
  value: string | Date,
  locale: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  const parts = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).formatToParts(d);
  const yearAt = parts.findIndex((p) => p.type === "year");
  return parts
    .filter((p, i) => !(i > yearAt && yearAt >= 0 && p.type === "literal"))
    .map((p) => p.value)
    .join("")
    .trim();
}

export interface DateTimeOptions {
  /** Name the zone ("GMT+7") where a time alone could be misread. */
  zone?: boolean;
  /** Numeric date ("27.11.2026"), for dense tables. */
  short?: boolean;
  /** The time only. */
  timeOnly?: boolean;
}

export function formatDateTime(
  value: string | Date,
  locale: string,
  timeZone: string = DEFAULT_TIME_ZONE,
  o: DateTimeOptions = {},
): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  // dateStyle/timeStyle cannot carry timeZoneName, so the fields are spelled out.
  const date: Intl.DateTimeFormatOptions = o.timeOnly
    ? {}
    : o.short
      ? { day: "2-digit", month: "2-digit", year: "numeric" }
      : { day: "numeric", month: "short", year: "numeric" };
  return new Intl.DateTimeFormat(locale, {
    ...date,
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
    ...(o.zone ? { timeZoneName: "short" } : {}),
  }).format(d);
}
