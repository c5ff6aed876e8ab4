/**
 * Dates are shown in Moscow time, where the product's plan dates are set (the
 * same 3-hour offset core/expiry uses), so server and browser print the same day.
 * Russian's long form ends in "г.", which doubled the full stop of any sentence
 * ending with a date ("2026 г.."); the year marker is dropped ("23 ноября 2026").
 */
export function formatDate(value: string | Date, locale: string): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  const parts = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Europe/Moscow",
  }).formatToParts(d);
  const yearAt = parts.findIndex((p) => p.type === "year");
  return parts
    .filter((p, i) => !(i > yearAt && yearAt >= 0 && p.type === "literal"))
    .map((p) => p.value)
    .join("")
    .trim();
}

export function formatDateTime(value: string | Date, locale: string): string {
  const d = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Moscow",
  }).format(d);
}
